import type { CliCommandView } from "../cli-model";
import type { DocPageContext } from "./doc";

/**
 * Page context of a CLI page; shared by src/node/create-pages/cli.ts and the template.
 * `command` is the page's model as HTML (src/node/cli/page-models.ts); the page has no query.
 */
export interface CliPageContext extends DocPageContext {
  command: CliCommandView;
}
