import { remarkVersionLinks } from "./remark-version-links";
import crypto from "node:crypto";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified, type PluggableList } from "unified";
import type { SiteConfig } from "../../config/schema";
import type { MdNode } from "./mdast";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkCodeBlocks } from "./remark-code-blocks";
import { remarkHeadingIds } from "./remark-heading-ids";
import { remarkVrlExamples } from "./remark-vrl-examples";

/**
 * The one MDX processor configuration of the site. Three consumers read the same `.mdx` files:
 * the pages (gatsby-plugin-mdx), search (src/node/search/mdx-text.ts) and the Markdown copies
 * (src/node/markdown-export/mdx.ts). They share the parse pipeline declared here, so the three
 * see the same tree (the same admonitions, the same heading ids), and each adds only its own
 * final stage: the pages their rendering plugins and MDX's compiler, search its plain text,
 * the copies their Markdown forms.
 *
 *   remark-parse + remark-mdx ─► MARKDOWN_SYNTAX ─► MDX_TREE_PLUGINS ─┬─► PAGE_PLUGINS ─► HTML
 *                                                                     ├─► search sections
 *                                                                     └─► Markdown copy
 */

/** Syntax extensions on top of CommonMark: GFM (tables, task lists, footnotes) and `:::` blocks. */
export const MARKDOWN_SYNTAX = [remarkGfm, remarkDirective] as const;

/**
 * Tree transforms every reader of a page sees: `:::kind` blocks become `<Admonition>` elements
 * (and stray directives text again), every heading gets its id (github-slugger), and the links
 * of an archived version's pages point into that version.
 */
export const MDX_TREE_PLUGINS = [remarkAdmonitions, remarkHeadingIds, remarkVersionLinks] as const;

/**
 * The pages' own final stage: the Run button of verified VRL examples, then code blocks
 * highlighted at build time and diagrams (these replace `code` nodes, which search and the
 * Markdown copies read as code, so they stay out of the shared tree).
 */
function pagePlugins(site: SiteConfig): PluggableList {
  return [
    remarkVrlExamples,
    [remarkCodeBlocks, { additionalLanguages: site.prism.additionalLanguages }],
  ];
}

/**
 * gatsby-plugin-mdx's `mdxOptions.remarkPlugins`: the shared syntax and transforms, then the
 * pages' stage. (gatsby-plugin-mdx adds remark-parse and remark-mdx itself, through @mdx-js/mdx.)
 */
export function siteRemarkPlugins(site: SiteConfig): PluggableList {
  return [...MARKDOWN_SYNTAX, ...MDX_TREE_PLUGINS, ...pagePlugins(site)];
}

/** The shared pipeline as a processor of its own, for the build's other readers of MDX. */
const mdxProcessor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use([...MARKDOWN_SYNTAX, ...MDX_TREE_PLUGINS]);

/**
 * Plain Markdown (API descriptions, not MDX: `<` and `{` are text there) with the same syntax
 * extensions; parsed only, no transforms.
 */
const markdownProcessor = unified()
  .use(remarkParse)
  .use([...MARKDOWN_SYNTAX]);

export function parseMarkdown(markdown: string): MdNode {
  return markdownProcessor.parse(markdown) as MdNode;
}

/** One parsed MDX body, with the hash of the text it was parsed from. */
interface Parsed {
  hash: string;
  tree: MdNode;
}

/**
 * Parsed trees by file path. Search reads them while the pages are created and the Markdown copies
 * after the build, so each body is parsed once per build. The map lives on `globalThis` because
 * gatsby-config.ts (whose search options build the records) and gatsby-node.ts (which writes the
 * copies) are compiled into separate bundles, each with its own copy of this module. One entry
 * per file: an edited file (develop) replaces its old tree.
 */
const CACHE_KEY = Symbol.for("flowg.parsedMdx");
function cache(): Map<string, Parsed> {
  const holder = globalThis as { [CACHE_KEY]?: Map<string, Parsed> };
  holder[CACHE_KEY] ??= new Map();
  return holder[CACHE_KEY];
}

/**
 * The tree of an MDX body (the file's text after its front matter, as gatsby-plugin-mdx hands it
 * over) through the shared pipeline, memoised by file path and content hash. The tree is shared
 * between readers: read it, never change it (copy what you transform).
 */
export function parsedMdx(body: string, path: string): Readonly<MdNode> {
  const hash = crypto.createHash("sha256").update(body).digest("hex");
  const known = cache().get(path);
  if (known?.hash === hash) return known.tree;
  const file = { value: body, path };
  const tree = mdxProcessor.runSync(mdxProcessor.parse(file), file) as MdNode;
  cache().set(path, { hash, tree });
  return tree;
}

/** The body of an MDX file's text: what follows its YAML front matter, as gray-matter cuts it. */
export function mdxBody(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, "");
}
