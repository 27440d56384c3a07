import fs from "node:fs";
import path from "node:path";
import type { SiteConfig } from "../src/config/schema";

/**
 * robots.txt for the built site: every page may be crawled, and the sitemap (written by
 * gatsby-plugin-sitemap as sitemap-index.xml at the site's root) is named by its absolute URL,
 * made from the configured `url` and `basePath` so that another deployment names its own.
 */
export function robotsTxt(config: Pick<SiteConfig, "url" | "basePath">): string {
  const sitemap = `${config.url.replace(/\/+$/, "")}${config.basePath}/sitemap-index.xml`;
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemap}`, ""].join("\n");
}

export function writeRobotsTxt(publicDir: string, config: Pick<SiteConfig, "url" | "basePath">) {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(config));
}
