import type { DocPageContext } from "./doc";

/**
 * Page context of a CLI page; shared by src/node/create-pages/cli.ts and the template.
 * `operationIds` selects the API operations the command calls (the query resolves them).
 */
export interface CliPageContext extends DocPageContext {
  operationIds: string[];
}
