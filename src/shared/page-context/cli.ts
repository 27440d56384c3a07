import type { CommandPageMarkers } from "../version-changes";
import type { CliCommandView } from "../cli-model";
import type { DocPageContext } from "./doc";

/**
 * Page context of a CLI page; shared by node/create-pages/cli.ts and the template.
 * `command` is the page's model as HTML (node/cli/page-models.ts); the page has no query.
 */
export interface CliPageContext extends DocPageContext {
  command: CliCommandView;
  /**
   * What is new or changed in this command since the previous docs version (only on the current
   * version's pages, when the site keeps an archived version and the command changed).
   */
  commandMarkers?: CommandPageMarkers;
  /** The "API changes since <previous>" page, whose command-line section the marker links to. */
  changesRoute?: string;
}
