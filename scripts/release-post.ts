/**
 * Writes the draft release post of the current docs version (README, "Releasing docs for a new
 * FlowG version"), once its content is in place:
 *
 *   npm run release:post -- [--date YYYY-MM-DD] [--author <key>] [--dry-run]
 *
 * content/blog/<date>-flowg-v<x>-<y>-<z>.mdx, with `draft: true`, from the changes the site
 * computes since the newest archived version. Run from the repository root. Exits with 2 and one
 * message, having written nothing, when it refuses. The logic is node/versions/release-post.ts.
 */
import { loadSiteConfig } from "../src/config/load";
import { runReleasePost } from "../node/versions/release-post";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

process.exitCode = runReleasePost(process.argv.slice(2), process.cwd(), loadSiteConfig().config, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
