import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../src/config/schema";

/**
 * Gatsby's caches (static query results such as `navbarDocs`, rendered HTML, webpack output)
 * depend on the site configuration, which Gatsby does not track: a build with another
 * configuration (FLOWG_SITE_CONFIG, or an edited src/config/site.ts) would reuse stale results.
 * When the configuration differs from the one the cache was built with, this removes public/
 * before Gatsby initialises its cache; Gatsby then finds a cache without its public folder and
 * starts from scratch on its own. Called from gatsby-config.ts; returns whether it did.
 */
export function clearStaleBuild(config: SiteConfig, root = process.cwd()): boolean {
  const previous = path.join(root, ".cache/flowg/site-config.json");
  if (!fs.existsSync(previous)) return false;
  if (fs.readFileSync(previous, "utf8") === siteConfigJson(config)) return false;
  fs.rmSync(path.join(root, "public"), { recursive: true, force: true });
  return true;
}

/** The configuration as the browser bundle receives it (and as the cache records it). */
export function siteConfigJson(config: SiteConfig): string {
  return JSON.stringify(config, null, 2);
}
