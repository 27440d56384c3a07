import type { Element, Root, RootContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { toHtml } from "hast-util-to-html";
import { routeInBase } from "@shared/versions";
import { buildCache } from "../cache";
import { parsedDataMarkdown } from "../mdx/parse";

/**
 * Markdown held in data files (CLI descriptions, notes, flag meanings) rendered to HTML at build
 * time, so pages ship ready HTML and no Markdown parser reaches the browser. Same dialect as the
 * docs (CommonMark + GFM), without raw HTML.
 */
export interface MarkdownOptions {
  /** The site's path prefix (/flowg): root-relative links get it, as gatsby-plugin-mdx does. */
  basePath: string;
  /**
   * Where the docs of the text's version start: /docs links of an archived version's data
   * (/docs/guides/streams) point into that version (/docs/0.45.8/guides/streams).
   */
  docsBase?: string;
  /** Where the text comes from, for error messages (content/cli/flowg-client.yaml: commands[0]). */
  where: string;
}

/** Markdown's tree (parsedDataMarkdown: CommonMark and GFM) to HTML's. */
const toHast = unified().use(remarkRehype);

/**
 * A data text's HTML, kept in the build cache by text and link options (`where` only names the
 * text in errors). The page models are made again whole when one of their nodes changes; an
 * edited flag description then renders only the new text.
 */
export function markdownToHtml(markdown: string, options: MarkdownOptions): string {
  const input = `${options.basePath}\0${options.docsBase ?? ""}\0${markdown}`;
  return buildCache()
    .table<string>("html")
    .get(input, input, () => {
      const tree = toHast.runSync(
        structuredClone(parsedDataMarkdown(markdown)) as MdastRoot,
      ) as Root;
      visit(tree, (node) => rewrite(node, options));
      return encodeGreaterThan(toHtml(tree));
    });
}

/** The same, unwrapped from a single paragraph: for table cells and one-line texts. */
export function inlineMarkdownToHtml(markdown: string, options: MarkdownOptions): string {
  const html = markdownToHtml(markdown, options);
  const single = /^<p>((?:(?!<p>)[\s\S])*)<\/p>$/.exec(html);
  return single ? single[1]! : html;
}

/** Tables already moved into a scroll wrapper (the walk visits them again inside it). */
const wrappedTables = new WeakSet<Element>();

function rewrite(node: Element, { basePath, docsBase, where }: MarkdownOptions): void {
  if (/^h[1-6]$/.test(node.tagName)) {
    // The page builds its own sections; a heading inside a description would break their order.
    throw new Error(`${where}: headings are not allowed in this Markdown; use a list or bold text`);
  }
  if (node.tagName === "pre") {
    // Scrollable regions must be reachable with the keyboard (axe scrollable-region-focusable).
    node.properties = { ...node.properties, tabIndex: 0 };
  }
  if (node.tagName === "table" && !wrappedTables.has(node)) {
    // Wide tables scroll inside a focusable region, as in MDX pages (src/theme/MDXComponents).
    const table: Element = { ...node, children: [...node.children] };
    wrappedTables.add(table);
    node.tagName = "div";
    node.properties = {
      className: ["table-scroll"],
      tabIndex: 0,
      role: "group",
      ariaLabel: "Table, scrolls sideways",
    };
    node.children = [table];
    return;
  }
  if (node.tagName !== "a") return;
  const href = String(node.properties?.href ?? "");
  if (href.startsWith("/") && !href.startsWith("//")) {
    const route = docsBase ? routeInBase(href, docsBase) : href;
    node.properties = { ...node.properties, href: `${basePath}${route}` };
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith("mailto:")) {
    node.properties = {
      ...node.properties,
      target: "_blank",
      rel: ["noopener", "noreferrer"],
    };
    node.children.push({
      type: "element",
      tagName: "span",
      properties: { className: ["visually-hidden"] },
      children: [{ type: "text", value: " (opens in a new tab)" }],
    });
  }
}

function visit(node: Root | RootContent, fn: (element: Element) => void): void {
  if (node.type === "element") fn(node);
  if ("children" in node) for (const child of node.children) visit(child, fn);
}

/**
 * hast-util-to-html leaves ">" raw in text (valid HTML, but the HTML gate's no-raw-characters rule
 * asks for "&gt;", as React's server renderer produces). Text runs are what lies between a tag's
 * closing ">" and the next "<"; attribute values never contain a raw ">" here.
 */
function encodeGreaterThan(html: string): string {
  return html.replace(/>([^<]*)/g, (_run, text: string) => `>${text.replace(/>/g, "&gt;")}`);
}
