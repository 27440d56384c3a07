import { cliSectionList, type CliSection } from "@shared/cli-sections";
import type { CliCommandView } from "./types";

export { cliToc, type CliSection, type CliSectionKind } from "@shared/cli-sections";

/**
 * The sections of a command's page from its page data, by the section list of
 * @shared/cli-sections (the Markdown copy reads the same list from the command's record).
 */
export function cliSections(command: CliCommandView): CliSection[] {
  return cliSectionList({
    kind: command.kind,
    sections: command.sections,
    examples: command.examples,
    subcommands: command.descendants.length > 0,
    arguments: command.arguments.length > 0,
    hasFlags: command.flagList.length > 0,
    environment: command.environment.length > 0,
    output: command.outputHtml !== null,
    api: command.api.length > 0,
    parent: command.parentCommand !== null,
  });
}
