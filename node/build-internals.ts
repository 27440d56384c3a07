import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's webpack stats, moved out of the published site after the build: the page-weight
 * checks (tests/build/page-weight.test.ts, bench/page-weight.ts) read each template's chunks
 * from it. Gatsby writes it into public/ again on every build, at the end of its webpack run.
 */
export const WEBPACK_STATS = ".cache/flowg/webpack.stats.json";

/**
 * Takes out of public/ what Gatsby leaves there for its own server render and readers never
 * load: the webpack stats (kept at WEBPACK_STATS), the chunk map, and Partytown's library
 * (no page uses Partytown).
 */
export function unpublishBuildInternals(publicDir: string, stats = WEBPACK_STATS): void {
  const published = path.join(publicDir, "webpack.stats.json");
  if (fs.existsSync(published)) {
    fs.mkdirSync(path.dirname(path.resolve(stats)), { recursive: true });
    fs.renameSync(published, path.resolve(stats));
  }
  fs.rmSync(path.join(publicDir, "chunk-map.json"), { force: true });
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true });
}
