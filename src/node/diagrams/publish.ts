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
export function publishDiagrams(from = DIAGRAMS_DIR, to = PUBLISHED_DIAGRAMS_DIR): number {
  fs.mkdirSync(to, { recursive: true });
  const files = fs.readdirSync(from).filter((name) => name.endsWith(".svg"));
  for (const name of files) fs.copyFileSync(path.join(from, name), path.join(to, name));
  return files.length;
}
