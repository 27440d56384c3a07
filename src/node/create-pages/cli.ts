import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { checkApiReferences } from "../cli/api-references";
import type { CliCommandNodeFields } from "../cli/nodes";
import { sidebarsFromStore } from "../sidebar/from-store";
import type { CliPageContext } from "@shared/page-context/cli";
import { docsNavigation } from "./docs";

const template = path.resolve("src/templates/cli-command.tsx");

type CliNode = CliCommandNodeFields & { id: string };

/** One page per CliCommand node, in the docs layout, after checking the API operations it names. */
export async function createCliPages({ actions, getNodesByType }: CreatePagesArgs): Promise<void> {
  const commands = getNodesByType("CliCommand") as unknown as CliNode[];
  const operationIds = new Set(
    getNodesByType("ApiOperation").map((op) =>
      String((op as { operationId?: unknown }).operationId),
    ),
  );
  const problems = checkApiReferences(commands, operationIds);
  if (problems.length) throw new Error(problems.join("\n"));

  const { sidebars } = await sidebarsFromStore(getNodesByType);
  const seen = new Map<string, string>();
  for (const command of commands) {
    const clash = seen.get(command.route);
    if (clash) throw new Error(`Two CLI commands share the route ${command.route}: ${clash}`);
    seen.set(command.route, command.title);
    const context: CliPageContext = {
      id: command.id,
      operationIds: command.api,
      ...docsNavigation(sidebars, command.route),
    };
    actions.createPage({ path: command.route, component: template, context });
  }
}
