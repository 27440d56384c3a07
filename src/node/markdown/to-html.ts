import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Markdown from data files (CLI descriptions, API descriptions, blog excerpts) to HTML at build
 * time. Root-relative links get the site's base path, since this HTML bypasses Gatsby's <Link>;
 * external links open in a new tab with rel="noopener noreferrer".
 */
export function markdownToHtml(markdown: string, basePath: string): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(() => (tree: HastNode) => rewriteLinks(tree, basePath))
    .use(rehypeStringify);
  return String(processor.processSync(markdown));
}

function rewriteLinks(node: HastNode, basePath: string): void {
  if (node.tagName === "a" && node.properties) {
    const href = String(node.properties.href ?? "");
    if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith(`${basePath}/`)) {
      node.properties.href = `${basePath}${href}`;
    } else if (/^https?:/.test(href)) {
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
    }
  }
  for (const child of node.children ?? []) rewriteLinks(child, basePath);
}
