import path from "node:path";
import { cliPageModels, cliPageView } from "../cli/page-models";
import type { CliPageContext } from "@shared/page-context/cli";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";
import { versionContext } from "../versions/counterparts";

const template = path.resolve("src/templates/cli-command.tsx");

/**
 * One page per CLI command, from its page model (which checks the API operations each command
 * calls and that no two commands share a route), in the docs layout.
 */
export const createCliPages: PageCreator = ({ actions }, site) => {
  const { commands } = cliPageModels(site.store, { base: site.version.path });
  const { sidebars } = site.sidebars();
  for (const model of commands) {
    const context: CliPageContext = {
      id: model.id,
      ...docsNavigation(sidebars, model.route, site.version),
      ...versionContext(site, model.route),
      command: cliPageView(model),
    };
    actions.createPage({ path: model.route, component: template, context });
  }
};
