import { parseCodeMeta } from "../mdx/code-meta";
import { pageHeadings } from "../mdx/headings";
import type { MdNode } from "../mdx/mdast";
import { parsedDataMarkdown, parsedMdx } from "../mdx/parse";
import { decodeEntities } from "../html-entities";

/** One part of a page: the text before the first heading (no heading), or a `##`/`###` section. */
export interface MdxSection {
  /** Heading text; null for the text before the first heading. */
  heading: string | null;
  /** The heading's id, as the page renders it (github-slugger over the page's headings). */
  id: string | null;
  /** Plain text of the section: no Markdown, JSX or admonition syntax; code as its title only. */
  text: string;
}

const SPLIT_DEPTHS = new Set([2, 3]);

/**
 * Splits an MDX body at its top-level `##` and `###` headings. The tree is the one the pages and
 * the Markdown copies are made from (node/mdx/processor.ts), so ids match the page exactly.
 */
export function mdxSections(body: string, path = "(mdx)"): readonly Readonly<MdxSection>[] {
  return splitSections(parsedMdx(body, path));
}

function splitSections(tree: Readonly<MdNode>): readonly Readonly<MdxSection>[] {
  // The ids come from the page's headings list, the one its table of contents is made from.
  const ids = new Map(pageHeadings(tree).map(({ node, heading }) => [node, heading.id]));
  const sections: MdxSection[] = [];
  let current: MdxSection = { heading: null, id: null, text: "" };
  const parts: string[] = [];
  const flush = () => {
    current.text = collapse(parts.join(" "));
    parts.length = 0;
    if (current.heading !== null || current.text) sections.push(current);
  };
  for (const node of tree.children ?? []) {
    if (node.type === "heading" && SPLIT_DEPTHS.has(node.depth ?? 0)) {
      flush();
      current = { heading: collapse(plainText(node)), id: ids.get(node) || null, text: "" };
    } else {
      parts.push(plainText(node));
    }
  }
  flush();
  return sections;
}

/** Plain text of a Markdown node: what a reader sees, minus code (a block stands as its title). */
export function plainText(node: Readonly<MdNode>): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return node.value ?? "";
    case "code":
      return codeMention(node);
    case "html":
    case "yaml":
    case "toml":
    case "thematicBreak":
    case "definition":
    case "footnoteReference":
    case "mdxjsEsm":
    case "mdxFlowExpression":
    case "mdxTextExpression":
      return "";
    case "break":
      return " ";
    case "image":
      return String((node as { alt?: string }).alt ?? "");
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return [jsxTitle(node), ...(node.children ?? []).map(plainText)].join(" ");
  }
  const children = (node.children ?? []).map(plainText).join("");
  // Blocks (paragraphs, list items, table cells...) are separated; inline runs are joined as is.
  return BLOCKS.has(node.type) ? ` ${children} ` : children;
}

const BLOCKS = new Set([
  "root",
  "paragraph",
  "heading",
  "blockquote",
  "list",
  "listItem",
  "table",
  "tableRow",
  "tableCell",
  "footnoteDefinition",
  "containerDirective",
  "leafDirective",
]);

/** A code block as a short mention: its title when it has one ("Unpack and install the server"). */
function codeMention(node: MdNode): string {
  const title = parseCodeMeta(node.meta).title;
  return title ? ` ${title}. ` : " ";
}

function jsxTitle(node: MdNode): string {
  const attributes = Array.isArray(node.attributes) ? node.attributes : [];
  const title = attributes.find((a) => a.name === "title")?.value;
  return typeof title === "string" ? `${title}.` : "";
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Plain text of a data file's Markdown (an operation's description), from the tree its page is
 * rendered from (parsed once per text and build).
 */
export function markdownText(markdown: string): string {
  return collapse(plainText(parsedDataMarkdown(markdown)));
}

/** Plain text of build-time HTML (CLI descriptions): tags dropped, entities decoded. */
export function htmlText(html: string): string {
  return collapse(
    decodeEntities(
      html
        .replace(/<span class="visually-hidden">[^<]*<\/span>/g, "")
        .replace(/<\/(p|li|td|th|pre|div)>/g, " ")
        .replace(/<[^>]*>/g, ""),
    ),
  );
}
