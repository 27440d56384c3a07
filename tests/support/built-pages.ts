import fs from "node:fs";
import path from "node:path";

/**
 * The HTML pages of a build, each once: every .html file but the x.html copies the build writes
 * beside x/index.html (the same bytes, see node/html-aliases.ts) and Gatsby's internal slice
 * fragments in _gatsby/ (never served as a page).
 */
export function builtPages(publicDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (path.relative(publicDir, full) !== "_gatsby") visit(full);
      } else if (entry.name.endsWith(".html")) {
        const copyOf = path.join(full.slice(0, -".html".length), "index.html");
        if (entry.name === "index.html" || !fs.existsSync(copyOf)) found.push(full);
      }
    }
  };
  visit(publicDir);
  return found;
}
