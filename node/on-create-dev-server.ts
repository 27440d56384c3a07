import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../src/config/load";
import { DevelopSearch, developSearch } from "./search/develop-search";

interface DevRequest {
  path: string;
  originalUrl: string;
}
interface DevResponse {
  redirect(status: number, url: string): void;
  status(code: number): DevResponse;
  type(type: string): DevResponse;
  send(body: string): void;
}
type Next = () => void;

/**
 * Two things `gatsby develop` serves differently from a build:
 * - Develop serves the site at `/`, without the path prefix, while the pages' own asset URLs
 *   (logo, favicon, feeds, links written from the site configuration) carry it (`/flowg/...`).
 *   Develop answers those with a redirect to the same path without the prefix, so every asset
 *   loads there as it does on the built site. Builds are not affected: `gatsby serve` and the
 *   hosts serve the prefix for real.
 * - The search files (`/search-index/...`) are made when asked for, from the content as it is
 *   then, and served from memory (search/develop-search.ts). A failure to make them answers 500
 *   with the build's error, which the terminal shows once.
 */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => {
  developSearch.onFailure = (error) => reporter.error(error.message);
  app.use((request: DevRequest, response: DevResponse, next: Next) => {
    if (!DevelopSearch.serves(request.path)) return next();
    developSearch.file(request.path).then(
      (text) => {
        if (text === undefined) return next();
        response.type(request.path.endsWith(".json") ? "json" : "text").send(text);
      },
      (error: Error) => response.status(500).type("text").send(error.message),
    );
  });
  const prefix = siteConfig().config.basePath;
  if (!prefix) return;
  app.use((request: DevRequest, response: DevResponse, next: Next) => {
    if (request.path !== prefix && !request.path.startsWith(`${prefix}/`)) return next();
    response.redirect(307, request.originalUrl.slice(prefix.length) || "/");
  });
};
