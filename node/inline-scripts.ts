import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Every page of the build carries executable inline scripts: Gatsby's page path, chunk map and
 * compilation hash, gatsby-plugin-image's loader (a module) and, when configured, the theme's
 * no-flash scripts. A Content-Security-Policy of `script-src 'self'` (deploy/nginx/flowg.conf)
 * blocks them all, and without the chunk map Gatsby cannot prefetch or navigate client-side.
 *
 * After the build each such script becomes a file named by its content's hash
 * (`inline-<hash>.js` at the site's root), referenced by a `<script src>` at the same place in
 * the HTML: a classic script stays a blocking classic script and a module stays a (deferred)
 * module, so they still run before Gatsby's async bundles, which come after them in the page.
 * The files are the same for every page (the per-page path is read from a data attribute), so
 * the policy is one static header, with no hash to keep in step with the build: a deploy that
 * copies new files never meets an old policy. The hashed names are cached for a year by nginx.
 *
 * Pages left unchanged by an incremental build were already rewritten and stay as they are; the
 * files no page references any more are removed.
 */

/** Where the rewritten scripts live: the site's root, under the hashed-asset name pattern. */
export const INLINE_SCRIPT_PATTERN = /^inline-[0-9a-f]{16}\.js$/;

/** Gatsby's per-page script: the page's path, the only part that differs between pages. */
const PAGE_PATH_SCRIPT = /^\/\*<!\[CDATA\[\*\/window\.pagePath="((?:[^"\\]|\\.)*)";\/\*\]\]>\*\/$/;

/** The same assignment, read from the data attribute this module puts on the script element. */
const PAGE_PATH_FROM_ATTRIBUTE = "window.pagePath=document.currentScript.dataset.pagePath;\n";

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

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

/** Only classic scripts and modules run; JSON-LD and other data blocks are not scripts to CSP. */
function isExecutable(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
  return type === undefined || type === "" || type === "text/javascript" || type === "module";
}

function fileFor(content: string): ScriptFile {
  const hash = crypto.createHash("sha256").update(content).digest("hex").slice(0, 16);
  return { file: `inline-${hash}.js`, content };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The page's HTML with each executable inline script replaced by a `<script src>`, and the files
 * to write. Pure, so that it can be tested on strings.
 */
export function externalizeScripts(
  html: string,
  basePath: string,
  scripts: Map<string, MovedScript> = new Map(),
): { html: string; files: ScriptFile[] } {
  const files = new Map<string, ScriptFile>();
  const rewritten = html.replace(SCRIPT_ELEMENT, (element, rawAttributes: string, body: string) => {
    if (!isExecutable(rawAttributes) || body.trim() === "") return element;
    const attributes = rawAttributes.replace(/\s+/g, " ").trimEnd();
    const trimmed = body.trim();
    let moved = scripts.get(trimmed);
    if (!moved) {
      moved = moveScript(trimmed);
      scripts.set(trimmed, moved);
    }
    files.set(moved.script.file, moved.script);
    return `<script${attributes}${moved.attributes} src="${basePath}/${moved.script.file}"></script>`;
  });
  return { html: rewritten, files: [...files.values()] };
}

/** A script's body as a file, and the attributes its element gains. */
interface MovedScript {
  script: ScriptFile;
  attributes: string;
}

function moveScript(body: string): MovedScript {
  let content = compactChunkMapping(body);
  let attributes = "";
  const pagePath = PAGE_PATH_SCRIPT.exec(content);
  if (pagePath) {
    // The path is a JSON string literal in Gatsby's script; the attribute holds its value.
    const value = JSON.parse(`"${pagePath[1]!}"`) as string;
    attributes = ` data-page-path="${escapeAttribute(value)}"`;
    content = PAGE_PATH_FROM_ATTRIBUTE.trim();
  }
  return { script: fileFor(`${content}\n`), attributes };
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
  // Every page carries the same chunk mapping and loader scripts: each body is hashed (and the
  // mapping compacted) once, not once per page.
  const scripts = new Map<string, MovedScript>();
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
