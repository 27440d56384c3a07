import type { Content, PhrasingContent, Root } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { ContentError } from "../../src/config/errors";
import type { Prose, ProseNode } from "@shared/prose";

/**
 * Markdown prose of content/ files -> the small tree the pages render with React (@shared/prose).
 * The prose may use `{name}` for values the page computes (the API's path prefix, the FlowG
 * version): each is replaced before parsing, and an unknown name fails the build.
 */

export interface ProseOptions {
  /** Where the text is, for error messages: `content/api/overview.yaml: baseUrl`. */
  where: string;
  /** Values of the `{name}` placeholders. */
  values?: Readonly<Record<string, string>>;
}

const processor = unified().use(remarkParse).use(remarkGfm);

const ALLOWED =
  "paragraphs, lists, `code`, **bold**, _italics_ and links to site pages, files or #anchors";

export function markdownToProse(markdown: string, { where, values = {} }: ProseOptions): Prose {
  const text = markdown.replace(/\{([A-Za-z][\w]*)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) {
      const known = Object.keys(values).map((key) => `{${key}}`);
      throw new ContentError(
        `${where}: unknown placeholder {${name}}; this text can use ${known.join(", ") || "none"}`,
      );
    }
    return value;
  });
  const tree = processor.parse(text) as Root;
  return tree.children.map((node) => block(node, where));
}

function fail(where: string, what: string): never {
  throw new ContentError(`${where}: ${what} is not allowed in this prose; use ${ALLOWED}`);
}

function block(node: Content, where: string): ProseNode {
  switch (node.type) {
    case "paragraph":
      return { tag: "p", children: inline(node.children, where) };
    case "list":
      // Tight lists only: their items hold their text directly, as a hand-written <li> does.
      if (node.spread || node.children.some((item) => item.spread)) {
        fail(where, "a list with blank lines between its items");
      }
      return {
        tag: node.ordered ? "ol" : "ul",
        children: node.children.map((item) => ({
          tag: "li",
          children: item.children.flatMap((child) =>
            child.type === "paragraph" ? inline(child.children, where) : [block(child, where)],
          ),
        })),
      };
    default:
      return fail(where, `a ${node.type}`);
  }
}

function inline(nodes: readonly PhrasingContent[], where: string): ProseNode[] {
  return nodes.map((node): ProseNode => {
    switch (node.type) {
      case "text":
        // A line break inside a paragraph is a space, as between the lines of a JSX paragraph.
        return node.value.replace(/[ \t]*\n[ \t]*/g, " ");
      case "inlineCode":
        return { tag: "code", children: [node.value] };
      case "strong":
        return { tag: "strong", children: inline(node.children, where) };
      case "emphasis":
        return { tag: "em", children: inline(node.children, where) };
      case "link":
        if (!/^[/#]/.test(node.url) || node.url.startsWith("//")) {
          return fail(where, `the link to ${node.url} (not a site path)`);
        }
        return { tag: "a", href: node.url, children: inline(node.children, where) };
      default:
        return fail(where, `a ${node.type}`);
    }
  });
}
