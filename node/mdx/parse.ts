import crypto from "node:crypto";
import fs from "node:fs";
import nodePath from "node:path";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import type { MdNode } from "./mdast";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkHeadingIds } from "./remark-heading-ids";
import { remarkVersionLinks } from "./remark-version-links";

/**
 * The parse every reader of a page shares (node/mdx/processor.ts draws the whole pipeline):
 * the syntax, the tree transforms, and the tree of an MDX body parsed once per build.
 */

/** Syntax extensions on top of CommonMark: GFM (tables, task lists, footnotes) and `:::` blocks. */
export const MARKDOWN_SYNTAX = [remarkGfm, remarkDirective] as const;

/**
 * Tree transforms every reader of a page sees: `:::kind` blocks become `<Admonition>` elements
 * (and stray directives text again), every heading gets its id (github-slugger), and the links
 * of an archived version's pages point into that version.
 */
export const MDX_TREE_PLUGINS = [remarkAdmonitions, remarkHeadingIds, remarkVersionLinks] as const;

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
 * A value kept on `globalThis` under `Symbol.for(name)`: gatsby-config.ts and gatsby-node.ts are
 * compiled into separate bundles, each with its own copy of this module, and both read the memos.
 */
function processWide<T>(name: string, create: () => T): T {
  const holder = globalThis as Record<symbol, T | undefined>;
  const key = Symbol.for(name);
  return (holder[key] ??= create());
}

/** Parsed data texts by text, and those this build read. */
const DATA_MAX = 50_000;
const dataCache = () => processWide("flowg.parsedDataMarkdown", () => new Map<string, MdNode>());
const dataUsed = () => processWide("flowg.parsedDataMarkdown.used", () => new Set<string>());

let dataParses = 0;

/** How many data texts this copy of the module parsed (not served from the memo), for tests. */
export function dataMarkdownParses(): number {
  return dataParses;
}

/**
 * The tree of a data file's Markdown (a CLI flag's description, an OpenAPI summary), parsed once
 * per text: the page models render it, the Markdown copies read it again after the build. Shared
 * between readers: read it, never change it (copy what you transform).
 */
export function parsedDataMarkdown(markdown: string): Readonly<MdNode> {
  dataUsed().add(markdown);
  const known = dataCache().get(markdown);
  if (known) return known;
  dataParses += 1;
  const tree = dataMarkdownProcessor.parse(markdown) as MdNode;
  if (dataCache().size >= DATA_MAX) dataCache().clear();
  dataCache().set(markdown, tree);
  return tree;
}

/** One parsed MDX body, with the hash of the text it was parsed from. */
interface Parsed {
  hash: string;
  tree: MdNode;
}

/**
 * Parsed trees by file path. createPages (VRL examples) and search read them while the pages are
 * created, the Markdown copies after the build, so each body is parsed once per build. The map
 * lives on `globalThis` because gatsby-config.ts (whose search options build the records) and
 * gatsby-node.ts (which writes the copies) are compiled into separate bundles, each with its own
 * copy of this module. One entry per file: an edited file (develop) replaces its old tree.
 */
const cache = () => processWide("flowg.parsedMdx", () => new Map<string, Parsed>());

/** The text each tree was last looked up with, by path (in memory only; the file keeps hashes). */
const texts = () => processWide("flowg.parsedMdx.texts", () => new Map<string, string>());

/** The paths whose trees this build read, so the trees of deleted files are not kept. */
const used = () => processWide("flowg.parsedMdx.used", () => new Set<string>());

let parses = 0;

/** How many bodies this copy of the module parsed (not served from the memo), for the tests. */
export function mdxParses(): number {
  return parses;
}

/**
 * The tree of an MDX text through the shared pipeline, memoised by file path and content hash.
 * Readers hand it `mdxText` (node/store.ts): gatsby-plugin-mdx's body after the front
 * matter's lines, left blank. The tree is shared between readers: read it, never change it (copy
 * what you transform).
 */
export function parsedMdx(body: string, path: string): Readonly<MdNode> {
  const known = cache().get(path);
  used().add(path);
  // The same text as at the last lookup: compared, not hashed again (a page's text is looked up
  // by search, createPages and the headings resolver, each time createPages runs in develop).
  if (known && texts().get(path) === body) return known.tree;
  const hash = crypto.createHash("sha256").update(body).digest("hex");
  if (known?.hash !== hash) {
    const file = { value: body, path };
    parses += 1;
    // A text that fails to parse is not remembered: it fails again at its next lookup.
    cache().set(path, {
      hash,
      tree: mdxProcessor.runSync(mdxProcessor.parse(file), file) as MdNode,
    });
  }
  texts().set(path, body);
  return cache().get(path)!.tree;
}

/**
 * Where a build leaves its trees for the next one: the MDX pages' and the data texts'. Parsing
 * the 89 MDX pages takes about 1.3 s of a build (most of it the search records' first read), the
 * data texts about 1 s (CPU profile of a rebuild); reading the 7 MB file back takes tens of
 * milliseconds, so a one-sentence rebuild parses the edited text only.
 */
export const PARSED_TREES_FILE = ".cache/flowg/parsed-trees.json";

interface StoredTrees {
  key: string;
  mdx: Record<string, Parsed>;
  markdown: Record<string, MdNode>;
}

/**
 * Puts the trees the last build left in `file` into the memos, when they were parsed by the same
 * code (`key`, node/build-code-key.ts); returns how many. A missing, unreadable or older
 * file gives none, and every text is parsed as usual.
 */
export function loadParsedTrees(file: string, key: string): number {
  let stored: StoredTrees;
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as StoredTrees;
  } catch {
    return 0;
  }
  if (stored?.key !== key || typeof stored.mdx !== "object" || typeof stored.markdown !== "object")
    return 0;
  const mdx = Object.entries(stored.mdx);
  for (const [path, parsed] of mdx) if (!cache().has(path)) cache().set(path, parsed);
  const markdown = Object.entries(stored.markdown);
  for (const [text, tree] of markdown) if (!dataCache().has(text)) dataCache().set(text, tree);
  return mdx.length + markdown.length;
}

/**
 * Writes the trees this build read to `file`, with `key`: not those of files or texts it no
 * longer has.
 */
export function saveParsedTrees(file: string, key: string): void {
  const stored: StoredTrees = {
    key,
    mdx: Object.fromEntries([...cache()].filter(([path]) => used().has(path))),
    markdown: Object.fromEntries([...dataCache()].filter(([text]) => dataUsed().has(text))),
  };
  fs.mkdirSync(nodePath.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(stored));
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
