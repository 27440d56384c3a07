import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../src/config/load";
import { DIAGRAMS_URL_PATH } from "@shared/diagrams";
import { contentFlowDrawings } from "./diagrams/flow";
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
 * - The drawing of a pipeline flow edited since develop started is not in public/diagrams/
 *   (published at start): it is drawn when asked for, from the content as it is then.
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
  const flowDrawing = new RegExp(`^${DIAGRAMS_URL_PATH}/(flow-[0-9a-f]{16})\\.svg$`);
  app.use((request: DevRequest, response: DevResponse, next: Next) => {
    const key = flowDrawing.exec(request.path)?.[1];
    let svg: string | undefined;
    try {
      svg = key ? contentFlowDrawings().get(key) : undefined;
    } catch {
      // A flow that cannot be drawn: its page's own compile error names it.
    }
    if (svg === undefined) return next();
    response.type("image/svg+xml").send(svg);
  });
  const prefix = siteConfig().config.basePath;
  if (!prefix) return;
  app.use((request: DevRequest, response: DevResponse, next: Next) => {
    if (request.path !== prefix && !request.path.startsWith(`${prefix}/`)) return next();
    response.redirect(307, request.originalUrl.slice(prefix.length) || "/");
  });
};
