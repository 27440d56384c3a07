import fs from "node:fs";
import path from "node:path";
import { builtPages } from "./built-pages";

const SITE_URL = "https://link-society.github.io";

/**
 * Every page path the sitemap lists, in its canonical form (/flowg/docs/api; the landing page is
 * /flowg/), read from the build folder. The browser tests visit them and the build tests request
 * them from the static servers.
 */
export function sitemapPaths(publicDir = "public"): string[] {
  const files = fs.readdirSync(publicDir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const paths = files.flatMap((file) =>
    [...fs.readFileSync(path.join(publicDir, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => m[1]!.replace(SITE_URL, ""),
    ),
  );
  if (paths.length === 0) throw new Error(`No sitemap in ${publicDir}: build the site first`);
  return [...new Set(paths)].sort();
}

/**
 * Every page the every-page checks visit: the sitemap's pages, and the pages left out of it on
 * purpose because they carry `noindex` (an archived docs version's pages, the pages at retired
 * topics' old addresses), found in the build folder. Not the 404 page.
 */
export function everyPagePaths(publicDir = "public", basePath = "/flowg"): string[] {
  const listed = new Set(sitemapPaths(publicDir));
  const unlisted = builtPages(publicDir).flatMap((file) => {
    const relative = path.relative(publicDir, file).replace(/\\/g, "/");
    if (!relative.endsWith("index.html") || relative.startsWith("404")) return [];
    const route = relative === "index.html" ? "/" : `/${relative.slice(0, -"/index.html".length)}`;
    const html = fs.readFileSync(file, "utf8");
    return /<meta[^>]*name="robots"[^>]*content="noindex"/.test(html)
      ? [`${basePath}${route}`]
      : [];
  });
  return [...new Set([...listed, ...unlisted])].sort();
}
