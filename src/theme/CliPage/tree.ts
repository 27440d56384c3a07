import type { CliCommandLink } from "./types";

type Ref = Pick<CliCommandLink, "title" | "route" | "purpose"> & {
  readonly path: readonly string[];
};

export interface CommandTreeNode {
  command: Ref;
  children: CommandTreeNode[];
}

/** Nests a depth-first list of commands by path: the entries one word below `parentPath` first. */
export function nestCommands(
  commands: readonly Ref[],
  parentPath: readonly string[],
): CommandTreeNode[] {
  const depth = parentPath.length + 1;
  const isBelow = (command: Ref, path: readonly string[]) =>
    path.every((word, i) => command.path[i] === word);
  return commands
    .filter((c) => c.path.length === depth && isBelow(c, parentPath))
    .map((command) => ({
      command,
      children: nestCommands(
        commands.filter((c) => c.path.length > depth && isBelow(c, command.path)),
        command.path,
      ),
    }));
}
