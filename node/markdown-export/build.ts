import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { stringify as yamlStringify } from "yaml";
import { toText, type MdNode } from "../mdx/mdast";
import { parsedDataMarkdown } from "../mdx/parse";
import { routeInBase } from "@shared/versions";
import { absoluteLink, type SiteUrls } from "./links";

/**
 * Small builders of Markdown trees (mdast) and the one serializer every Markdown copy goes
 * through, so that escaping, tables and fences are done by remark rather than by string joins.
 */

export const text = (value: string): MdNode => ({ type: "text", value });
export const inlineCode = (value: string): MdNode => ({ type: "inlineCode", value });
export const strong = (...children: MdNode[]): MdNode => ({ type: "strong", children });
export const paragraph = (...children: MdNode[]): MdNode => ({ type: "paragraph", children });
export const heading = (depth: number, ...children: MdNode[]): MdNode => ({
  type: "heading",
  depth: Math.min(6, Math.max(1, depth)),
  children,
});
export const link = (url: string, ...children: MdNode[]): MdNode =>
  ({ type: "link", url, children }) as MdNode;
export const code = (lang: string | null, value: string, meta: string | null = null): MdNode => ({
  type: "code",
  lang,
  meta,
  value,
});
export const list = (items: MdNode[][]): MdNode =>
  ({
    type: "list",
    ordered: false,
    spread: false,
    children: items.map((children) => ({ type: "listItem", spread: false, children })),
  }) as MdNode;
export const blockquote = (...children: MdNode[]): MdNode => ({ type: "blockquote", children });

/** A GFM table; each cell is a list of inline nodes. */
export function table(header: string[], rows: MdNode[][][]): MdNode {
  const row = (cells: MdNode[][]): MdNode => ({
    type: "tableRow",
    children: cells.map((children) => ({ type: "tableCell", children })),
  });
  return {
    type: "table",
    children: [row(header.map((h) => [text(h)])), ...rows.map(row)],
  } as MdNode;
}

/** Markdown from a data file (CLI data, OpenAPI descriptions) as blocks, links made absolute. */
export function parseBlocks(
  markdown: string,
  site: SiteUrls,
  route: string,
  docsBase?: string,
): MdNode[] {
  if (!markdown.trim()) return [];
  // A copy: the links are rewritten in place.
  const tree = structuredClone(parsedDataMarkdown(markdown)) as MdNode;
  absolutizeLinks(tree, site, route, docsBase);
  return tree.children ?? [];
}

/**
 * The same as inline content, for a table cell or a list item: the paragraphs joined by a space.
 * Any other block (a list, a code block) is an error naming `where`, since a cell cannot hold it.
 */
export function parseInline(
  markdown: string,
  site: SiteUrls,
  route: string,
  where: string,
  docsBase?: string,
): MdNode[] {
  const out: MdNode[] = [];
  for (const block of parseBlocks(markdown, site, route, docsBase)) {
    if (block.type !== "paragraph") {
      throw new Error(`${where}: a ${block.type} cannot go into a Markdown table cell`);
    }
    if (out.length) out.push(text(" "));
    out.push(...(block.children ?? []));
  }
  return oneLine(out);
}

/**
 * Like parseInline, but any block: a block that is not a paragraph (a list in an OpenAPI
 * description) is kept as its plain text, since a table cell holds one line.
 */
export function parseCell(markdown: string, site: SiteUrls, route: string): MdNode[] {
  const out: MdNode[] = [];
  for (const block of parseBlocks(markdown, site, route)) {
    if (out.length) out.push(text(" "));
    if (block.type === "paragraph") out.push(...(block.children ?? []));
    else out.push(text(toText(block).replace(/\s+/g, " ").trim()));
  }
  return oneLine(out);
}

/**
 * A table row is one line: the line breaks of wrapped source text become spaces (remark would
 * write them as `&#xA;` character references), hard breaks too.
 */
function oneLine(nodes: MdNode[]): MdNode[] {
  return nodes.map((node) => {
    if (node.type === "break") return text(" ");
    if (node.type === "text") return text((node.value ?? "").replace(/[ \t]*\r?\n[ \t]*/g, " "));
    // A code span may run over a line end (CommonMark reads it as a space); in a cell it would end the row.
    if (node.type === "inlineCode")
      return { ...node, value: (node.value ?? "").replace(/\r?\n/g, " ") };
    return node.children ? { ...node, children: oneLine(node.children) } : node;
  });
}

export function absolutizeLinks(
  tree: MdNode,
  site: SiteUrls,
  route: string,
  docsBase?: string,
): void {
  const visit = (node: MdNode) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") {
      const withUrl = node as MdNode & { url: string };
      // Texts of an archived version (its CLI data) write `/docs/...` for a page of that version.
      const href =
        docsBase && withUrl.url.startsWith("/") && !withUrl.url.startsWith("//")
          ? routeInBase(withUrl.url, docsBase)
          : withUrl.url;
      withUrl.url = absoluteLink(site, route, href);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
}

// Tables are not padded into columns: the reference tables hold long descriptions.
const STYLE = {
  bullet: "-",
  emphasis: "_",
  fence: "`",
  fences: true,
  listItemIndent: "one",
  rule: "-",
} as const;
const serializer = unified().use(remarkGfm, { tablePipeAlign: false }).use(remarkStringify, STYLE);
// The same style for MDX source: text escapes `{` and `<`, and MDX comments can be written.
const mdxSerializer = unified()
  .use(remarkMdx)
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, STYLE);

/** Serializes blocks to Markdown text (ends with one newline). */
export function toMarkdown(children: MdNode[]): string {
  return serializer.stringify({ type: "root", children } as never);
}

/** Serializes blocks to MDX source (ends with one newline). */
export function toMdx(children: MdNode[]): string {
  return mdxSerializer.stringify({ type: "root", children } as never);
}

export interface FrontMatter {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  canonical: string;
  [key: string]: string | string[];
}

/**
 * A whole Markdown copy: YAML front matter, the page title as `#`, then the body. The copies of
 * a build are kept for the next one by collectPages (node/markdown-export/collect.ts).
 */
export function markdownDocument(frontMatter: FrontMatter, body: MdNode[]): string {
  const yaml = yamlStringify(frontMatter, { lineWidth: 0 }).trimEnd();
  return `---\n${yaml}\n---\n\n${toMarkdown([heading(1, text(frontMatter.title)), ...body])}`;
}
