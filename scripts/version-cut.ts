/**
 * Archives the current docs version (README, "Releasing docs for a new FlowG version"):
 *
 *   npm run version:cut -- <version> [--next <version>] [--date YYYY-MM-DD] [--dry-run]
 *
 * copies content/docs, content/sidebars.yaml, content/cli and openapi/flowg.yaml into
 * versions/<version>/, writes versions/<version>/version.yaml, and lists the version in
 * src/config/site.ts (with --next, the current docs take the next version's name). Run from the
 * repository root. Exits with 2 and one message, having written nothing, when the cut is refused.
 * The logic is node/versions/cut.ts.
 */
import { runCut } from "../node/versions/cut";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

process.exitCode = runCut(process.argv.slice(2), process.cwd(), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
