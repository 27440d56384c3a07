import fs from "node:fs";
import path from "node:path";

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
