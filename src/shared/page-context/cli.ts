import type { CommandPageMarkers } from "../version-changes";
import type { DocPageContext } from "./doc";

/**
 * Page context of a CLI page; shared by src/node/create-pages/cli.ts and the template.
 * `operationIds` selects the API operations the command calls (the query resolves them).
 */
export interface CliPageContext extends DocPageContext {
  operationIds: string[];
  /**
   * What is new or changed in this command since the previous docs version (only on the current
   * version's pages, when the site keeps an archived version and the command changed).
   */
  commandMarkers?: CommandPageMarkers;
  /** The "API changes since <previous>" page, whose command-line section the marker links to. */
  changesRoute?: string;
}
