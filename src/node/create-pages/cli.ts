import path from "node:path";
import { checkApiReferences } from "../cli/api-references";
import type { CliPageContext } from "@shared/page-context/cli";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";
import { versionContext } from "../versions/counterparts";

const template = path.resolve("src/templates/cli-command.tsx");

/** One page per CliCommand node, in the docs layout, after checking the API operations it names. */
export const createCliPages: PageCreator = ({ actions }, site) => {
  const commands = site.store.cliCommands();
  const operationIds = new Set(site.store.apiOperations().map((op) => op.operationId));
  const problems = checkApiReferences(commands, operationIds);
  if (problems.length) throw new Error(problems.join("\n"));

  const { sidebars } = site.sidebars();
  const seen = new Map<string, string>();
  for (const command of commands) {
    const clash = seen.get(command.route);
    if (clash) throw new Error(`Two CLI commands share the route ${command.route}: ${clash}`);
    seen.set(command.route, command.title);
    const context: CliPageContext = {
      id: command.id,
      operationIds: command.api,
      ...docsNavigation(sidebars, command.route, site.version),
      ...versionContext(site, command.route),
    };
    actions.createPage({ path: command.route, component: template, context });
  }
};
