import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { toText, walk, type MdNode } from "../../node/mdx/mdast";
import { exprSyntaxError } from "../../src/shared/expr/parse";

/**
 * The FlowG filters written on a doc page (FlowG v0.63.0 filters are expr-lang expressions), found
 * by these conventions:
 *
 *  - a fenced block in the language `expr` holds one filter (the whole block), or one per line
 *    when its meta says `each-line`;
 *  - in ```bash blocks and in inline code, the single-quoted argument of `--filter '...'` and of
 *    `--data-urlencode 'filter=...'` (how the pages call flowg-client and the query API);
 *  - in ```json blocks that parse, the `data.condition` of every pipeline node of type `switch`;
 *  - in prose, a marker right before a block: `{/* expr-filters column="Example" *\/}` before a
 *    table makes every inline code of that column a filter; `{/* expr-filters *\/}` before a
 *    paragraph or a list makes every inline code in it a filter (a field name alone, such as
 *    `hostname`, is an expression too, so prose that names fields can be marked).
 *
 * Inline code elsewhere is not read: it mixes filters with field names and operators.
 */
export interface FoundFilter {
  file: string;
  line: number;
  /** Where it was found: `expr block`, `bash --filter`, `switch condition`, `table "Example"`... */
  source: string;
  text: string;
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** `--filter '...'` (flowg-client) and `'filter=...'` (curl --data-urlencode): the quoted filter. */
const FILTER_ARGUMENT = /(?:--filter\s+'|'filter=)([^']*)'/g;

const MARKER = /^\s*\/\*\s*expr-filters(?:\s+column="([^"]*)")?\s*\*\/\s*$/;

/** Filters of one page, and the problems of its markers (a marker that marks nothing). */
export function filtersOf(
  file: string,
  body: string,
): { filters: FoundFilter[]; problems: string[] } {
  const tree = processor.parse({ value: body, path: file }) as MdNode;
  const filters: FoundFilter[] = [];
  const problems: string[] = [];
  const lineOf = (node: MdNode) => node.position?.start.line ?? 0;

  walk(tree, (node, parent, index) => {
    if (node.type === "inlineCode") {
      for (const match of (node.value ?? "").matchAll(FILTER_ARGUMENT))
        filters.push({ file, line: lineOf(node), source: "inline --filter", text: match[1] ?? "" });
      return;
    }
    if (node.type === "code") {
      const first = lineOf(node) + 1; // the block's first line of code
      const code = node.value ?? "";
      if (node.lang === "expr") {
        if (!/(?:^|\s)each-line(?:\s|$)/.test(node.meta ?? ""))
          filters.push({ file, line: first, source: "expr block", text: code.trim() });
        else
          code.split("\n").forEach((text, i) => {
            if (text.trim()) filters.push({ file, line: first + i, source: "expr block", text });
          });
      } else if (node.lang === "bash" || node.lang === "sh" || node.lang === "shell") {
        code.split("\n").forEach((text, i) => {
          for (const match of text.matchAll(FILTER_ARGUMENT)) {
            const found = match[1] ?? "";
            filters.push({ file, line: first + i, source: "bash --filter", text: found });
          }
        });
      } else if (node.lang === "json") {
        let value: unknown;
        try {
          value = JSON.parse(code);
        } catch {
          return; // JSON with elisions or comments: not a flow
        }
        for (const condition of switchConditions(value)) {
          const at = code.split("\n").findIndex((l) => l.includes(JSON.stringify(condition)));
          filters.push({
            file,
            line: first + Math.max(0, at),
            source: "switch condition",
            text: condition,
          });
        }
      }
      return;
    }
    if (node.type !== "mdxFlowExpression" || !parent) return;
    const marker = MARKER.exec(node.value ?? "");
    if (!marker) return;
    const target = parent.children?.[index + 1];
    const column = marker[1];
    const where = `${file}:${lineOf(node)}`;
    if (column !== undefined) {
      if (target?.type !== "table") {
        problems.push(`${where}: expr-filters column="${column}" is not right before a table`);
        return;
      }
      const [header, ...rows] = target.children ?? [];
      const at = (header?.children ?? []).findIndex((cell) => toText(cell).trim() === column);
      if (at < 0) {
        problems.push(`${where}: the table after expr-filters has no column "${column}"`);
        return;
      }
      const before = filters.length;
      for (const row of rows)
        for (const code of inlineCode(row.children?.[at]))
          filters.push({ file, line: lineOf(row), source: `table "${column}"`, text: code });
      if (filters.length === before)
        problems.push(`${where}: column "${column}" of the table after expr-filters has no code`);
      return;
    }
    if (!target || !["paragraph", "list"].includes(target.type)) {
      problems.push(`${where}: expr-filters is not right before a paragraph, a list or a table`);
      return;
    }
    const codes = inlineCode(target);
    if (!codes.length) problems.push(`${where}: the block after expr-filters has no inline code`);
    for (const code of codes)
      filters.push({ file, line: lineOf(target), source: "marked prose", text: code });
  });
  return { filters, problems };
}

function inlineCode(node: MdNode | undefined): string[] {
  if (!node) return [];
  const found: string[] = [];
  walk(node, (child) => {
    if (child.type === "inlineCode") found.push(child.value ?? "");
  });
  return found;
}

/** `data.condition` of the nodes of type "switch" anywhere in a JSON value (pipeline flows). */
function switchConditions(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(switchConditions);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: string[] = [];
  const data = record.data as Record<string, unknown> | undefined;
  if (record.type === "switch" && typeof data?.condition === "string") own.push(data.condition);
  return [...own, ...Object.values(record).flatMap(switchConditions)];
}

/** One line per filter that expr's parser refuses: file, line, where it was found and why. */
export function filterProblems(filters: readonly FoundFilter[]): string[] {
  return filters.flatMap((filter) => {
    const error = exprSyntaxError(filter.text);
    return error
      ? [
          `${filter.file}:${filter.line}: ${filter.source} ${JSON.stringify(filter.text)} is not valid expr: ${error.message}`,
        ]
      : [];
  });
}
