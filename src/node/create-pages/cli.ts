import path from "node:path";
import { checkApiReferences } from "../cli/api-references";
import type { CliPageContext } from "@shared/page-context/cli";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";
import { versionContext, versionSites } from "../versions/counterparts";
import { commandMarkersOf, versionChanges } from "../versions/changes";
import { SECTION_IDS } from "../versions/diff/page-model";

const template = path.resolve("src/templates/cli-command.tsx");
/** A command page with "New in" / "Changed in" markers (kept out of the plain template's chunk). */
const markedTemplate = path.resolve("src/templates/cli-command-changes.tsx");

/** One page per CliCommand node, in the docs layout, after checking the API operations it names. */
export const createCliPages: PageCreator = ({ actions }, site) => {
  const commands = site.store.cliCommands();
  const operationIds = new Set(site.store.apiOperations().map((op) => op.operationId));
  const problems = checkApiReferences(commands, operationIds);
  if (problems.length) throw new Error(problems.join("\n"));

  const { sidebars } = site.sidebars();
  // What changed since the previous version: shown on the current version's pages only.
  const changes = site.version.current ? versionChanges(versionSites(site)) : null;
  const seen = new Map<string, string>();
  for (const command of commands) {
    const clash = seen.get(command.route);
    if (clash) throw new Error(`Two CLI commands share the route ${command.route}: ${clash}`);
    seen.set(command.route, command.title);
    const markers = commandMarkersOf(changes, command);
    const context: CliPageContext = {
      id: command.id,
      operationIds: command.api,
      ...docsNavigation(sidebars, command.route, site.version),
      ...versionContext(site, command.route),
      ...(markers
        ? { commandMarkers: markers, changesRoute: `${changes!.route}#${SECTION_IDS.cli}` }
        : {}),
    };
    actions.createPage({
      path: command.route,
      component: markers ? markedTemplate : template,
      context,
    });
  }
};
