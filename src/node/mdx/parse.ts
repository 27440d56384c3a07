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
 * The parse every reader of a page shares (src/node/mdx/processor.ts draws the whole pipeline):
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
 * Parsed trees by file path. createPages (VRL examples) and search read them while the pages are
 * created, the Markdown copies after the build, so each body is parsed once per build. The map
 * lives on `globalThis` because gatsby-config.ts (whose search options build the records) and
 * gatsby-node.ts (which writes the copies) are compiled into separate bundles, each with its own
 * copy of this module. One entry per file: an edited file (develop) replaces its old tree.
 */
const CACHE_KEY = Symbol.for("flowg.parsedMdx");
function cache(): Map<string, Parsed> {
  const holder = globalThis as { [CACHE_KEY]?: Map<string, Parsed> };
  holder[CACHE_KEY] ??= new Map();
  return holder[CACHE_KEY];
}

/** The paths whose trees this build read, so the trees of deleted files are not kept. */
const USED_KEY = Symbol.for("flowg.parsedMdx.used");
function used(): Set<string> {
  const holder = globalThis as { [USED_KEY]?: Set<string> };
  holder[USED_KEY] ??= new Set();
  return holder[USED_KEY];
}

let parses = 0;

/** How many bodies this copy of the module parsed (not served from the memo), for the tests. */
export function mdxParses(): number {
  return parses;
}

/**
 * The tree of an MDX text through the shared pipeline, memoised by file path and content hash.
 * Readers hand it `mdxText` (src/node/store.ts): gatsby-plugin-mdx's body after the front
 * matter's lines, left blank. The tree is shared between readers: read it, never change it (copy
 * what you transform).
 */
export function parsedMdx(body: string, path: string): Readonly<MdNode> {
  const hash = crypto.createHash("sha256").update(body).digest("hex");
  const known = cache().get(path);
  used().add(path);
  if (known?.hash === hash) return known.tree;
  const file = { value: body, path };
  parses += 1;
  const tree = mdxProcessor.runSync(mdxProcessor.parse(file), file) as MdNode;
  cache().set(path, { hash, tree });
  return tree;
}

/**
 * Where a build leaves its trees for the next one. Parsing the 89 MDX pages takes about 1.3 s of
 * a build (most of it the search records' first read); reading them back from this 5 MB file
 * about 50 ms, so a one-sentence rebuild parses the edited page only.
 */
export const PARSED_MDX_FILE = ".cache/flowg/parsed-mdx.json";

interface StoredTrees {
  key: string;
  trees: Record<string, Parsed>;
}

/**
 * Puts the trees the last build left in `file` into the memo, when they were parsed by the same
 * code (`key`, src/node/build-code-key.ts); returns how many. A missing, unreadable or older
 * file gives none, and every page is parsed as usual.
 */
export function loadParsedMdx(file: string, key: string): number {
  let stored: StoredTrees;
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as StoredTrees;
  } catch {
    return 0;
  }
  if (stored?.key !== key || typeof stored.trees !== "object") return 0;
  const trees = Object.entries(stored.trees);
  for (const [path, parsed] of trees) if (!cache().has(path)) cache().set(path, parsed);
  return trees.length;
}

/** Writes the trees this build read (not those of files it no longer has) to `file`, with `key`. */
export function saveParsedMdx(file: string, key: string): void {
  const trees = Object.fromEntries([...cache()].filter(([path]) => used().has(path)));
  fs.mkdirSync(nodePath.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ key, trees } satisfies StoredTrees));
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
