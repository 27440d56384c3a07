import { cliRoute } from "../cli/types";
import type { LinkView } from "./types";

/**
 * operationId -> the flowg-client commands that call it, from the `api:` lists of
 * content/cli/flowg-client.yaml (any level of the command tree). Pure; tolerant of commands
 * without `api`.
 */

interface CommandEntry {
  name?: unknown;
  api?: unknown;
  commands?: unknown;
}

export function cliCommandsByOperation(root: unknown): Map<string, LinkView[]> {
  const byOperation = new Map<string, LinkView[]>();
  const visit = (entry: CommandEntry, parents: string[]) => {
    if (typeof entry.name !== "string") return;
    const path = [...parents, entry.name];
    if (Array.isArray(entry.api)) {
      for (const operationId of entry.api.map(String)) {
        const links = byOperation.get(operationId) ?? [];
        links.push({ label: path.join(" "), href: cliRoute(path) });
        byOperation.set(operationId, links);
      }
    }
    if (Array.isArray(entry.commands)) {
      for (const child of entry.commands) visit(child as CommandEntry, path);
    }
  };
  if (root && typeof root === "object") visit(root as CommandEntry, []);
  for (const links of byOperation.values()) links.sort((a, b) => a.label.localeCompare(b.label));
  return byOperation;
}
