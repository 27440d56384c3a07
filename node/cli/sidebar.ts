import type { ResolvedSidebarItem } from "@shared/sidebar";
import type { CliCommandSummary } from "./types";

/** Order of the binaries in the "Command Line Interface" category. */
const BINARY_ORDER = ["flowg-client", "flowg-server", "flowg-health"];

/**
 * One entry per binary: a category (linking to the binary's page) holding its command tree, or a
 * plain link when the binary has no subcommands. Subcommands are sorted by name.
 */
export function cliSidebarItems(commands: readonly CliCommandSummary[]): ResolvedSidebarItem[] {
  const byParent = new Map<string, CliCommandSummary[]>();
  for (const command of commands) {
    const parent = command.path.slice(0, -1).join(" ");
    byParent.set(parent, [...(byParent.get(parent) ?? []), command]);
  }
  const build = (command: CliCommandSummary): ResolvedSidebarItem => {
    const children = [...(byParent.get(command.path.join(" ")) ?? [])].sort((a, b) =>
      a.path.join(" ").localeCompare(b.path.join(" ")),
    );
    const label = command.path.length === 1 ? command.path[0]! : command.path.slice(1).join(" ");
    const docId = `cli:${command.path.join("_")}`;
    if (children.length === 0) return { type: "doc", docId, label, href: command.route };
    return {
      type: "category",
      label,
      href: command.route,
      docId,
      collapsed: true,
      items: children.map(build),
    };
  };
  const roots = commands.filter((c) => c.path.length === 1);
  const rank = (c: CliCommandSummary) => {
    const i = BINARY_ORDER.indexOf(c.path[0]!);
    return i === -1 ? BINARY_ORDER.length : i;
  };
  return roots.sort((a, b) => rank(a) - rank(b)).map(build);
}
