import path from "node:path";
import { cliPageView } from "../cli/page-models";
import type { CliPageContext } from "@shared/page-context/cli";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";
import { versionContext } from "../versions/counterparts";
import { commandMarkersOf } from "../versions/changes";
import { SECTION_IDS } from "../versions/diff/page-model";

const template = path.resolve("src/templates/cli-command.tsx");
/** A command page with "New since" / "Changed since" markers (kept out of the plain template's chunk). */
const markedTemplate = path.resolve("src/templates/cli-command-changes.tsx");

/**
 * One page per CLI command, from its page model (which checks the API operations each command
 * calls and that no two commands share a route), in the docs layout.
 */
export const createCliPages: PageCreator = ({ actions }, site) => {
  const { commands } = site.cli();
  const { sidebars } = site.sidebars();
  // What changed since the previous version: shown on the current version's pages only.
  const changes = site.version.current ? site.site.changes() : null;
  for (const model of commands) {
    const markers = commandMarkersOf(changes, model);
    const context: CliPageContext = {
      id: model.id,
      ...docsNavigation(sidebars, model.route, site.version),
      ...versionContext(site, model.route),
      command: cliPageView(model),
      ...(markers
        ? { commandMarkers: markers, changesRoute: `${changes!.route}#${SECTION_IDS.cli}` }
        : {}),
    };
    actions.createPage({
      path: model.route,
      component: markers ? markedTemplate : template,
      context,
    });
  }
};
