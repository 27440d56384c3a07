import { flowDrawing } from "../diagrams/flow";
import { extractMagicComments } from "../mdx/code-meta";
import type { MdNode, MdxAttribute } from "../mdx/mdast";
import { mdxBody, parsedMdx } from "../mdx/parse";
import { linksIntoVersion } from "../mdx/remark-version-links";
import { DOCS_BASE } from "@shared/routes";
import { absolutizeLinks, blockquote, heading, link, paragraph, strong, text } from "./build";
import { pageUrl, type SiteUrls } from "./links";

/**
 * An MDX page (doc or blog post) as plain Markdown, from the same source and the same parsed
 * tree as the HTML and search (node/mdx/processor.ts: remark-mdx, remark-gfm,
 * remark-directive, admonitions, heading ids), with every MDX construct given a Markdown form:
 *
 * - admonitions: a blockquote opening with the kind in bold (`> **Warning: Title**`);
 * - `<Tabs>`: each `<TabItem>` becomes a heading one level below the section it is in;
 * - code blocks keep their language, `title` and the attributes that tie VRL examples to their
 *   input and output records; highlight ranges, `showLineNumbers` and magic comments go;
 * - ```` ```mermaid ```` blocks stay as their source (the HTML page shows the drawing); a flow
 *   JSON block the page draws (`diagramOnly` ones included) is kept with the drawing's text
 *   description before it;
 * - `<VrlPlayground />` and `<PipelineViewer />` become a sentence linking to the page, other
 *   elements keep only their content; imports, exports and `{expressions}` (the blog's truncate
 *   marker) are dropped;
 * - links are absolute URLs of the site.
 */
export interface MdxExportOptions {
  site: SiteUrls;
  /** Route of the page, without the base path (/docs/guides/streams). */
  route: string;
  /** Source file, for error messages. */
  file: string;
  /** Where the page's docs version starts: links of an archived version's pages stay in it. */
  docsBase?: string;
}

/** Admonition kinds as the Markdown copies name them (MDX directives and CLI notes alike). */
export const KIND_LABELS: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
};

/** Meta attributes of a code fence that mean something to a reader of the Markdown. */
const KEPT_META = ["title", "caption", "example", "input", "output", "at", "server-only"];

export function mdxToMarkdownTree(source: string, options: MdxExportOptions): MdNode[] {
  // The parsed tree is shared with search (one parse per build): the conversion below copies it.
  const tree = structuredClone(parsedMdx(mdxBody(source), options.file));
  if (options.docsBase && options.docsBase !== DOCS_BASE) linksIntoVersion(tree, options.docsBase);
  const state = { depth: 1 };
  const children = convertChildren(tree.children ?? [], options, state);
  const root: MdNode = { type: "root", children };
  absolutizeLinks(root, options.site, options.route);
  return children;
}

interface State {
  /** Depth of the last heading seen, for the headings that tabs become. */
  depth: number;
}

/** What the Markdown copy says in place of an interactive tool of the page. */
const TOOL_SENTENCES: Record<"VrlPlayground" | "PipelineViewer", string> = {
  VrlPlayground: "The interactive VRL playground",
  PipelineViewer: "The pipeline viewer, which draws and checks a flow,",
};

function convertChildren(nodes: MdNode[], options: MdxExportOptions, state: State): MdNode[] {
  return nodes.flatMap((node) => convert(node, options, state));
}

function convert(node: MdNode, options: MdxExportOptions, state: State): MdNode[] {
  switch (node.type) {
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
    case "html":
      return [];
    case "heading":
      state.depth = node.depth ?? state.depth;
      return [{ ...node, children: convertChildren(node.children ?? [], options, state) }];
    case "code":
      return [...flowInWords(node, options), codeBlock(node)];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return jsxElement(node, options, state);
  }
  if (!node.children) return [node];
  return [{ ...node, children: convertChildren(node.children, options, state) }];
}

/** Before a flow's JSON that the HTML page draws, what the drawing shows, in words. */
function flowInWords(node: MdNode, options: MdxExportOptions): MdNode[] {
  if (node.lang !== "json") return [];
  const drawing = flowDrawing(node.value ?? "", node.meta, options.file, node.position?.start.line);
  return drawing ? [paragraph(text(`Drawn on the page: ${drawing.description}`))] : [];
}

function jsxElement(node: MdNode, options: MdxExportOptions, state: State): MdNode[] {
  const attributes = attributesOf(node);
  switch (node.name) {
    case "Admonition": {
      const kind = KIND_LABELS[attributes.type ?? ""] ?? "Note";
      const label = attributes.title ? `${kind}: ${attributes.title}` : kind;
      return [
        blockquote(
          paragraph(strong(text(label))),
          ...convertChildren(node.children ?? [], options, state),
        ),
      ];
    }
    case "Tabs": {
      const depth = state.depth + 1;
      const out: MdNode[] = [];
      for (const item of node.children ?? []) {
        if (item.type !== "mdxJsxFlowElement" || item.name !== "TabItem") {
          out.push(...convert(item, options, state));
          continue;
        }
        const tab = attributesOf(item);
        out.push(heading(depth, text(tab.label ?? tab.value ?? "Tab")));
        out.push(...convertChildren(item.children ?? [], options, { depth }));
      }
      return out;
    }
    case "VrlPlayground":
    case "PipelineViewer":
      return [
        paragraph(
          text(`${TOOL_SENTENCES[node.name]} runs in the browser on `),
          link(pageUrl(options.site, options.route), text("the HTML page")),
          text("."),
        ),
      ];
  }
  if (!node.children?.length) {
    throw new Error(
      `${options.file}: <${node.name ?? "fragment"} /> has no Markdown form (node/markdown-export/mdx.ts)`,
    );
  }
  // Wrappers (<div className="with-zoom">...) keep their content only.
  return convertChildren(node.children, options, state);
}

function attributesOf(node: MdNode): Record<string, string | undefined> {
  const list = Array.isArray(node.attributes) ? (node.attributes as MdxAttribute[]) : [];
  return Object.fromEntries(
    list
      .filter((a) => a.type === "mdxJsxAttribute" && typeof a.value === "string")
      .map((a) => [a.name, a.value ?? undefined]),
  );
}

function codeBlock(node: MdNode): MdNode {
  const { code } = extractMagicComments(node.value ?? "");
  return { type: "code", lang: node.lang ?? null, meta: keptMeta(node.meta), value: code };
}

/** `title="x" {1,3} showLineNumbers example="y"` -> `title="x" example="y"`. */
export function keptMeta(meta: string | null | undefined): string | null {
  if (!meta) return null;
  const kept: string[] = [];
  const pattern = /([a-zA-Z-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g;
  for (const match of meta.matchAll(pattern)) {
    const [, name, ...values] = match;
    if (!name || !KEPT_META.includes(name)) continue;
    const value = values.find((v) => v !== undefined) ?? "";
    kept.push(`${name}=${JSON.stringify(value)}`);
  }
  return kept.length ? kept.join(" ") : null;
}
