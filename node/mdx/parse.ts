import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { buildCache } from "../cache";
import type { MdNode } from "./mdast";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkHeadingIds } from "./remark-heading-ids";

/**
 * The parse every reader of a page shares (node/mdx/processor.ts draws the whole pipeline):
 * the syntax, the tree transforms, and the tree of an MDX body parsed once per build.
 */

/** Syntax extensions on top of CommonMark: GFM (tables, task lists, footnotes) and `:::` blocks. */
export const MARKDOWN_SYNTAX = [remarkGfm, remarkDirective] as const;

/**
 * Tree transforms every reader of a page sees: `:::kind` blocks become `<Admonition>` elements
 * (and stray directives text again), and every heading gets its id (github-slugger).
 */
export const MDX_TREE_PLUGINS = [remarkAdmonitions, remarkHeadingIds] as const;

/** The shared pipeline as a processor of its own, for the build's other readers of MDX. */
const mdxProcessor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use([...MARKDOWN_SYNTAX, ...MDX_TREE_PLUGINS]);

/**
 * Markdown of data files as the pages render it (markdownToHtml), the Markdown copies
 * (node/markdown-export/build.ts) and search (node/search/mdx-text.ts) read it: CommonMark
 * and GFM, no MDX, no directives.
 */
const dataMarkdownProcessor = unified().use(remarkParse).use(remarkGfm);

/**
 * The tree of a data file's Markdown (a CLI flag's description, an OpenAPI summary), parsed once
 * per text and kept in the build cache (node/cache/): the page models render it, the Markdown
 * copies read it again after the build. Shared between readers: read it, never change it (copy
 * what you transform).
 */
export function parsedDataMarkdown(markdown: string): Readonly<MdNode> {
  return buildCache()
    .table<MdNode>("markdown")
    .get(markdown, markdown, () => dataMarkdownProcessor.parse(markdown) as MdNode);
}

/**
 * The tree of an MDX text through the shared pipeline, kept in the build cache by file path and
 * text. Readers hand it `mdxText` (node/store.ts): gatsby-plugin-mdx's body after the front
 * matter's lines, left blank, so every reader of a page (VRL examples, headings, search, the
 * Markdown copy) gets the one tree. Shared between readers: read it, never change it (copy what
 * you transform). A text that fails to parse is not kept: it fails again at its next lookup.
 */
export function parsedMdx(body: string, path: string): Readonly<MdNode> {
  return buildCache()
    .table<MdNode>("mdx")
    .get(path, body, () => {
      const file = { value: body, path };
      return mdxProcessor.runSync(mdxProcessor.parse(file), file) as MdNode;
    });
}

/**
 * The body of an MDX file's text, its YAML front matter left as blank lines, so that positions in
 * the tree are lines of the file. A text without front matter is returned as it is: the text every
 * reader hands parsedMdx (mdxSources' body after its front matter's lines) is the same string,
 * which is parsed once per build.
 */
export function mdxBody(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, (frontMatter) =>
    frontMatter.replace(/[^\n]/g, ""),
  );
}
