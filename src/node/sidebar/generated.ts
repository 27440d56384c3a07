import { apiSidebarItems } from "../api/sidebar";
import { cliSidebarItems } from "../cli/sidebar";
import type { GeneratedItems } from "./resolve";

/** Reads nodes of a type; sync in createPages (getNodesByType), async in resolvers (nodeModel). */
export type NodeReader = (type: string) => Promise<unknown[]> | unknown[];

/** The data-driven sidebar sections: `generated` entries of content/sidebars.yaml expand to these. */
export async function collectGeneratedItems(read: NodeReader): Promise<GeneratedItems> {
  return {
    cli: cliSidebarItems(await read("CliCommand")),
    api: apiSidebarItems(await read("ApiOperation"), await read("ApiTag")),
  };
}
