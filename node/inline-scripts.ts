import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Every page of the build carries executable inline scripts: Gatsby's page path, chunk map and
 * compilation hash, gatsby-plugin-image's loader (a module) and, when configured, the theme's
 * no-flash scripts. A Content-Security-Policy of `script-src 'self'` (deploy/nginx/flowg.conf)
 * blocks them all, and without the chunk map Gatsby cannot prefetch or navigate client-side.
 *
 * After the build the inline scripts of a page become files named by their content's hash
 * (`inline-<hash>.js` at the site's root). Classic scripts that follow one another in the HTML
 * (with only white space or comments between them) become one file, referenced by one
 * `<script src>` where the first of them was; they stay blocking classic scripts, so they still
 * run before Gatsby's async bundles, which come after them in the page. A page thus asks for one
 * file in place of Gatsby's three classic scripts. Modules are deferred and run after parsing in
 * document order, so all of a page's modules become one module file, where the first was. The
 * files are the same for every page (the per-page path is read from a data attribute), so the
 * policy is one static header, with no hash to keep in step with the build: a deploy that copies
 * new files never meets an old policy. The hashed names are cached for a year by nginx.
 *
 * gatsby-plugin-image's two loader modules only act on images rendered on the server; a page that
 * has none (every page but the blog's, whose author photos are such images) does without them.
 *
 * Pages left unchanged by an incremental build were already rewritten and stay as they are; the
 * files no page references any more are removed.
 */

/** Where the rewritten scripts live: the site's root, under the hashed-asset name pattern. */
export const INLINE_SCRIPT_PATTERN = /^inline-[0-9a-f]{16}\.js$/;

/** Gatsby's per-page script: the page's path, the only part that differs between pages. */
const PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/$/;

/** The same assignment, read from the data attribute this module puts on the script element. */
const PAGE_PATH_FROM_ATTRIBUTE = "window.pagePath=document.currentScript.dataset.pagePath;";

/** Script elements that follow one another, with white space and comments between them. */
const SCRIPT_RUN =
  /<script\b[^>]*>[\s\S]*?<\/script>(?:(?:\s|<!--[\s\S]*?-->)*<script\b[^>]*>[\s\S]*?<\/script>)*/g;

/** One script element of a run, with what comes before it (white space and comments). */
const SCRIPT_ELEMENT = /((?:\s|<!--[\s\S]*?-->)*)<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** gatsby-plugin-image's loaders: they look for the images the server rendered. */
const IMAGE_LOADER = /dataset\.mainImage|img\[data-main-image\]/;

/** An image gatsby-plugin-image rendered on the server. */
const SERVER_IMAGE = /<img\b[^>]*\sdata-gatsby-image-ssr\b/;

/** Gatsby's chunk map: a JSON text in a string literal (with or without CDATA comments). */
const CHUNK_MAPPING_SCRIPT =
  /^(?:\/\*<!\[CDATA\[\*\/)?window\.___chunkMapping=("(?:[^"\\]|\\.)*");?(?:\/\*\]\]>\*\/)?$/;

/**
 * Gatsby's chunk map without its empty entries. The map lists, for each page component, the
 * files of that component's own chunk, which Gatsby prefetches; it finds them by their names,
 * which start with the component's chunk name. Production builds name component chunks by id
 * (node/webpack-output.ts), so every component's list is empty: nearly every entry of the map,
 * sent with every page for nothing. Gatsby's loader reads a missing
 * entry as an empty list (`window.___chunkMapping[name] || []`), so dropping them changes no
 * behaviour. Any other script is returned as it is.
 */
export function compactChunkMapping(content: string): string {
  const literal = CHUNK_MAPPING_SCRIPT.exec(content)?.[1];
  if (!literal) return content;
  const map = JSON.parse(JSON.parse(literal) as string) as Record<string, unknown[]>;
  const kept = Object.fromEntries(Object.entries(map).filter(([, files]) => files.length > 0));
  return `window.___chunkMapping=${JSON.stringify(JSON.stringify(kept))};`;
}

/** A script written out: its file (relative to the public folder) and content. */
export interface ScriptFile {
  file: string;
  content: string;
}

/** How a script element runs: classic, module, or not at all (a data block or an outside file). */
function kindOf(attributes: string, body: string): "classic" | "module" | null {
  if (/\ssrc\s*=/i.test(attributes) || body.trim() === "") return null;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  if (type === "module") return "module";
  return type === undefined || type === "" || type === "text/javascript" ? "classic" : null;
}

function fileFor(content: string): ScriptFile {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 16);
  return { file: `inline-${hash}.js`, content };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** A script's body as it goes into a file, and the attribute its element gains (page path). */
interface MovedBody {
  code: string;
  attributes: string;
}

function moveBody(body: string): MovedBody {
  const code = compactChunkMapping(body);
  const pagePath = PAGE_PATH_SCRIPT.exec(code);
  if (!pagePath) return { code, attributes: "" };
  // The path is a JSON string literal in Gatsby's script; the attribute holds its value.
  const value = JSON.parse(`"${pagePath[1]!}"`) as string;
  return {
    code: PAGE_PATH_FROM_ATTRIBUTE,
    attributes: ` data-page-path="${escapeAttribute(value)}"`,
  };
}

/**
 * One file for several scripts. Classic scripts share the global scope already; modules each
 * keep a scope of their own, so each module's code goes in a block: two loaders may both declare
 * a top-level `t`.
 */
function joinBodies(kind: "classic" | "module", codes: string[]): string {
  if (codes.length === 1) return `${codes[0]}\n`;
  // A body may end without its semicolon: `(function(){})()` and then `(function(){})()` would
  // call the first one's result. A line of its own ends it (a line comment too).
  if (kind === "classic")
    return `${codes.map((code) => (code.endsWith(";") ? code : `${code}\n;`)).join("\n")}\n`;
  return `${codes.map((code) => `{\n${code}\n}`).join("\n")}\n`;
}

/**
 * The page's HTML with its executable inline scripts replaced by `<script src>` elements, one
 * for each run of classic scripts and one for all its modules, and the files to write. Pure, so that it can be tested on
 * strings; `files` (content to file) lets a build hash each distinct content once.
 */
export function externalizeScripts(
  html: string,
  basePath: string,
  files: Map<string, ScriptFile> = new Map(),
): { html: string; files: ScriptFile[] } {
  const used = new Map<string, ScriptFile>();
  const keepImageLoaders = SERVER_IMAGE.test(html);
  const fileOf = (kind: "classic" | "module", codes: string[]) => {
    const content = joinBodies(kind, codes);
    let script = files.get(content);
    if (!script) {
      script = fileFor(content);
      files.set(content, script);
    }
    used.set(script.file, script);
    return `${basePath}/${script.file}`;
  };
  // Inline modules are deferred: they run after the document is parsed, in document order, so
  // the page's modules (wherever they are) make one file, in place of the first of them.
  const modules = [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, , attributes, body]) =>
    kindOf(attributes!, body!) === "module" && (keepImageLoaders || !IMAGE_LOADER.test(body!))
      ? [body!.trim()]
      : [],
  );
  let moduleElement =
    modules.length > 0 ? `<script type="module" src="${fileOf("module", modules)}"></script>` : "";
  /** An element this module wrote for the page path (with the scripts that followed it). */
  const written = new RegExp(
    `^.*?\\sdata-page-path="[^"]*"\\ssrc="${basePath.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/inline-[0-9a-f]{16}\\.js"$`,
  );
  const rewritten = html.replace(SCRIPT_RUN, (run) => {
    // The run's parts in order; a group's element fills its slot when the group ends, so that it
    // stands where the group's first script stood (before Gatsby's slice markers, not inside).
    const parts: string[] = [];
    let group: {
      slot: number;
      attributes: string;
      codes: string[];
      /** The page-path element of an earlier pass, kept as it is if nothing joins it. */
      earlier?: string;
    } | null = null;
    const flush = () => {
      if (!group) return;
      parts[group.slot] =
        group.earlier !== undefined && group.codes.length === 1
          ? group.earlier
          : `<script${group.attributes} src="${fileOf("classic", group.codes)}"></script>`;
      group = null;
    };
    for (const [element, between, rawAttributes, body] of run.matchAll(SCRIPT_ELEMENT)) {
      const kind = kindOf(rawAttributes!, body!);
      parts.push(between!);
      if (kind === "module") {
        // The page's one module file stands where its first module was; the others go.
        parts.push(moduleElement);
        moduleElement = "";
        continue;
      }
      if (!kind) flush();
      // Gatsby stitches its scripts slice into pages an incremental build did not render again:
      // the fresh chunk map and hash then follow the page-path element of the earlier pass, and
      // join it again in place of the older values that element's file holds.
      const earlier = !kind && !group ? written.exec(rawAttributes!.trimEnd()) : null;
      if (earlier) {
        const attributes = rawAttributes!.trimEnd().replace(/\ssrc="[^"]*"$/, "");
        const code = PAGE_PATH_FROM_ATTRIBUTE;
        group = { slot: parts.push("") - 1, attributes, codes: [code] };
        group.earlier = element.slice(between!.length);
        continue;
      }
      if (!kind) {
        parts.push(element.slice(between!.length));
        continue;
      }
      const moved = moveBody(body!.trim());
      if (group) {
        group.codes.push(moved.code);
        group.attributes += moved.attributes;
      } else {
        const attributes = rawAttributes!.replace(/\s+/g, " ").trimEnd() + moved.attributes;
        group = { slot: parts.push("") - 1, attributes, codes: [moved.code] };
      }
    }
    flush();
    return parts.join("");
  });
  return { html: rewritten, files: [...used.values()] };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/**
 * Rewrites every HTML file of the build (pages, Gatsby's slices; the x.html copies are made
 * afterwards, from the rewritten pages), writes the scripts and removes the ones no page uses.
 * Returns the number of distinct script files. `texts`, when given, receives each file's HTML as
 * it now stands, by its path under `publicDir` ("/"-separated), for the link gate to read
 * instead of the disk.
 */
export function externalizeInlineScripts(
  publicDir: string,
  basePath: string,
  texts?: Map<string, string>,
): number {
  const used = new Set<string>();
  // Every page carries the same scripts: each distinct file is hashed once, not once per page.
  const scripts = new Map<string, ScriptFile>();
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const result = externalizeScripts(html, basePath, scripts);
    for (const script of result.files) {
      const target = path.join(publicDir, script.file);
      if (!fs.existsSync(target)) fs.writeFileSync(target, script.content);
      used.add(script.file);
    }
    if (result.html !== html) fs.writeFileSync(file, result.html);
    texts?.set(path.relative(publicDir, file).split(path.sep).join("/"), result.html);
    // Scripts written by an earlier build and still referenced by a page it left unchanged.
    for (const match of html.matchAll(/<script\b[^>]*\ssrc="[^"]*\/(inline-[0-9a-f]{16}\.js)"/g))
      used.add(match[1]!);
  }
  for (const name of fs.readdirSync(publicDir)) {
    if (INLINE_SCRIPT_PATTERN.test(name) && !used.has(name)) fs.rmSync(path.join(publicDir, name));
  }
  return used.size;
}
