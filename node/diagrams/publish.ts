import fs from "node:fs";
import path from "node:path";
import { DIAGRAMS_DIR } from "./source";

/** Where the drawings are served, under the site's path prefix (`/flowg/diagrams/<key>.svg`). */
export const PUBLISHED_DIAGRAMS_DIR = "public/diagrams";

/**
 * Copies the stored drawings into the site. A page's first load has its diagrams in its HTML;
 * a client-side navigation to it fetches them from here (src/theme/Diagram), so the page's
 * script does not carry a second copy of each drawing.
 */
/**
 * The `@diagram-drawings` module (webpack alias, node/on-pre-bootstrap.ts): every stored
 * drawing by key for the server render, which writes them into the pages' HTML; an empty object
 * for the browser bundle, which keeps the server's drawing or fetches it (src/theme/Diagram).
 * A module rather than a file read during the render: Gatsby caches the HTML of pages whose
 * render uses no file system call.
 */
export const DRAWINGS_JSON = {
  server: path.resolve(".cache/flowg/diagram-drawings.json"),
  browser: path.resolve(".cache/flowg/diagram-drawings.browser.json"),
};

export function writeDrawingsJson(from = DIAGRAMS_DIR, files = DRAWINGS_JSON): void {
  const drawings = Object.fromEntries(
    fs
      .readdirSync(from)
      .filter((name) => name.endsWith(".svg"))
      .sort()
      .map((name) => [name.slice(0, -4), fs.readFileSync(path.join(from, name), "utf8").trim()]),
  );
  fs.mkdirSync(path.dirname(files.server), { recursive: true });
  fs.writeFileSync(files.server, JSON.stringify(drawings));
  fs.writeFileSync(files.browser, "{}");
}

export function publishDiagrams(from = DIAGRAMS_DIR, to = PUBLISHED_DIAGRAMS_DIR): number {
  fs.mkdirSync(to, { recursive: true });
  const files = fs.readdirSync(from).filter((name) => name.endsWith(".svg"));
  for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name));
  return files.length;
}
