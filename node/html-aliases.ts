import fs from "node:fs";
import path from "node:path";

/**
 * GitHub Pages answers /flowg/x with a 301 to /flowg/x/ when x/ is a folder, but serves
 * /flowg/x from x.html without a redirect, even when the folder exists too. Gatsby writes each
 * page to x/index.html while every link, canonical URL, sitemap and feed entry is /flowg/x (no
 * trailing slash), so after the build each x/index.html gets a copy at x.html. The folder copy
 * stays for readers who type the slash. Copies, not links: the Pages artifact refuses links.
 *
 * The files written are listed in `manifestFile` (kept outside .cache/, which Gatsby may empty
 * while public/ stays), so that the next build removes its copies before writing them anew: a
 * page that is gone leaves no copy behind. A file that is not in the list (Gatsby's 404.html, a
 * file of static/) is never replaced.
 */
export function writeHtmlAliases(publicDir: string, manifestFile: string): string[] {
  removeHtmlAliases(publicDir, manifestFile);
  const written: string[] = [];
  for (const folder of foldersWithIndex(publicDir)) {
    const alias = `${folder}.html`;
    const target = path.join(publicDir, alias);
    if (fs.existsSync(target)) continue;
    fs.copyFileSync(path.join(publicDir, folder, "index.html"), target);
    written.push(alias);
  }
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(written.sort(), null, 1)}\n`);
  return written;
}

/**
 * Removes the copies the last build wrote (listed in `manifestFile`), so that what runs before the
 * new ones are written (the inline scripts' rewrite) sees each page once.
 */
export function removeHtmlAliases(publicDir: string, manifestFile: string): void {
  for (const alias of readManifest(manifestFile))
    fs.rmSync(path.join(publicDir, alias), { force: true });
}

/** The page a copy was made from: `docs/api.html` is a copy of `docs/api/index.html`. */
export function aliasedPage(alias: string): string {
  return `${alias.replace(/\.html$/, "")}/index.html`;
}

/** Folders under `publicDir` (relative, "/"-separated, not the root) that hold an index.html. */
function foldersWithIndex(publicDir: string, relative = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (fs.existsSync(path.join(publicDir, child, "index.html"))) found.push(child);
    found.push(...foldersWithIndex(publicDir, child));
  }
  return found;
}

function readManifest(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === "string") : [];
}
