import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../config/load";

interface DevRequest {
  path: string;
  originalUrl: string;
}
interface DevResponse {
  redirect(status: number, url: string): void;
}

/**
 * `gatsby develop` serves the site at `/`, without the path prefix, while the pages' own asset
 * URLs (logo, favicon, feeds, links written from the site configuration) carry it (`/flowg/...`).
 * Develop answers those with a redirect to the same path without the prefix, so every asset loads
 * there as it does on the built site. Builds are not affected: `gatsby serve` and the hosts serve
 * the prefix for real.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const prefix = siteConfig().config.basePath;
  if (!prefix) return;
  app.use((request: DevRequest, response: DevResponse, next: () => void) => {
    if (request.path !== prefix && !request.path.startsWith(`${prefix}/`)) return next();
    response.redirect(307, request.originalUrl.slice(prefix.length) || "/");
  });
};
