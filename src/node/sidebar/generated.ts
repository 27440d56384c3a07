import { apiSidebarItems } from "../api/sidebar";
import { cliSidebarItems } from "../cli/sidebar";
import type { GeneratedSource, Sidebars, SidebarItem } from "./normalize";
import type { GeneratedItems } from "./resolve";

/** Reads nodes of a type; sync in createPages (getNodesByType), async in resolvers (nodeModel). */
export type NodeReader = (type: string) => Promise<unknown[]> | unknown[];

/** The generated sources a sidebar file uses (only those are read from the store). */
export function generatedSources(sidebars: Sidebars): Set<GeneratedSource> {
  const found = new Set<GeneratedSource>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === "generated") found.add(item.source);
      else if (item.type === "category") visit(item.items);
    }
  };
  Object.values(sidebars).forEach(visit);
  return found;
}

/** The data-driven sidebar sections: `generated` entries of content/sidebars.yaml expand to these. */
export async function collectGeneratedItems(
  read: NodeReader,
  sources: ReadonlySet<GeneratedSource>,
): Promise<GeneratedItems> {
  const items: GeneratedItems = {};
  if (sources.has("cli")) items.cli = cliSidebarItems(await read("CliCommand"));
  if (sources.has("api"))
    items.api = apiSidebarItems(await read("ApiOperation"), await read("ApiTag"));
  return items;
}
