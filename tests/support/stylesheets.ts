import fs from "node:fs";
import path from "node:path";

/** Every stylesheet below `dir` (the stylesheet tests read all of src/). */
export function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? cssFiles(full) : entry.name.endsWith(".css") ? [full] : [];
  });
}
