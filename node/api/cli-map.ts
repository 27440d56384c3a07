import type { LinkView } from "@shared/api";

/** What the map needs from a CliCommand node (or a flattened CLI record). */
export interface CliCommandCalls {
  /** Command words, binary first. */
  path: readonly string[];
  route: string;
  /** operationIds the command calls. */
  api: readonly string[];
}

/**
 * operationId -> the CLI commands that call it (from the `api:` lists of content/cli/*.yaml,
 * already validated against the OpenAPI document by the CLI page creator). Sorted by command.
 */
export function cliCommandsByOperation(
  commands: readonly CliCommandCalls[],
): Map<string, LinkView[]> {
  const byOperation = new Map<string, LinkView[]>();
  for (const command of commands) {
    for (const operationId of command.api) {
      const links = byOperation.get(operationId) ?? [];
      links.push({ label: command.path.join(" "), href: command.route });
      byOperation.set(operationId, links);
    }
  }
  for (const links of byOperation.values()) links.sort((a, b) => a.label.localeCompare(b.label));
  return byOperation;
}
