import fs from "node:fs";
import path from "node:path";
import { contentFlowDrawings } from "./flow";
import { DIAGRAM_SOURCE_DIRS, DIAGRAMS_DIR } from "./source";

/**
 * Where the drawings are served, under the site's path prefix (`/flowg/diagrams/<key>.svg`). A
 * page's first load has its diagrams in its HTML; a client-side navigation to it fetches them
 * from here (src/theme/Diagram), so the page's script does not carry a second copy of each.
 */
export const PUBLISHED_DIAGRAMS_DIR = "public/diagrams";

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

/**
 * Every drawing the site shows, by key: the stored drawings of mermaid diagrams
 * (content/diagrams/) and the drawings of the flows in the site's MDX (./flow.ts).
 */
export function siteDrawings(
  from = DIAGRAMS_DIR,
  sources: readonly string[] = DIAGRAM_SOURCE_DIRS,
): Map<string, string> {
  const stored = fs
    .readdirSync(from)
    .filter((name) => name.endsWith(".svg"))
    .map((name): [string, string] => [
      name.slice(0, -4),
      fs.readFileSync(path.join(from, name), "utf8").trim(),
    ]);
  return new Map(
    [...stored, ...contentFlowDrawings(sources)].sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function writeDrawingsJson(drawings: Map<string, string>, files = DRAWINGS_JSON): void {
  fs.mkdirSync(path.dirname(files.server), { recursive: true });
  fs.writeFileSync(files.server, JSON.stringify(Object.fromEntries(drawings)));
  fs.writeFileSync(files.browser, "{}");
}

export function publishDiagrams(
  drawings: Map<string, string>,
  to = PUBLISHED_DIAGRAMS_DIR,
): number {
  fs.mkdirSync(to, { recursive: true });
  for (const [key, svg] of drawings) fs.writeFileSync(path.join(to, `${key}.svg`), `${svg}\n`);
  return drawings.size;
}
