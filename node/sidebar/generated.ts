import { DOCS_BASE } from "@shared/routes";
import { apiSidebarItems, type ApiChangesLink } from "../api/sidebar";
import { cliSidebarItems } from "../cli/sidebar";
import type { NodeStore } from "../store";
import type { GeneratedSource, Sidebars, SidebarItem } from "./normalize";
import type { GeneratedItems } from "./resolve";

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
export function collectGeneratedItems(
  store: Pick<NodeStore, "cliCommands" | "apiOperations" | "apiTags">,
  sources: ReadonlySet<GeneratedSource>,
  base = DOCS_BASE,
  apiChanges: ApiChangesLink | null = null,
): GeneratedItems {
  const items: GeneratedItems = {};
  if (sources.has("cli")) items.cli = cliSidebarItems(store.cliCommands());
  if (sources.has("api"))
    items.api = apiSidebarItems(store.apiOperations(), store.apiTags(), base, apiChanges);
  return items;
}
