import type { CliCommandData } from "./format";
import { cliRoute } from "@shared/routes";
import { DOCS_BASE } from "@shared/routes";

/** A link to another command's page. */
export interface CliCommandRef {
  path: string[];
  /** The full command: "flowg-client stream tail". */
  title: string;
  route: string;
  purpose: string;
}

/** What a page is about: a binary's root command, a group of subcommands, or a runnable leaf. */
export type CliCommandKind = "root" | "group" | "command";

/** One command of a tree with everything its page links to. */
export interface CliCommandRecord extends CliCommandRef {
  kind: CliCommandKind;
  /** Path of the command inside its file, for error messages: "commands[3].commands[0]". */
  dataPath: string;
  data: CliCommandData;
  parent: CliCommandRef | null;
  /** The other subcommands of the parent, in file order. */
  siblings: CliCommandRef[];
  /** Every command below this one, depth first, in file order (the command tree). */
  descendants: CliCommandRef[];
}

/** A command tree (one file) as a flat list, root first, depth first. */
export function flattenCommands(root: CliCommandData, base = DOCS_BASE): CliCommandRecord[] {
  const records: CliCommandRecord[] = [];
  const visit = (
    command: CliCommandData,
    parentPath: string[],
    dataPath: string,
    parent: CliCommandRef | null,
    siblings: CliCommandData[],
  ): CliCommandRef[] => {
    const self = ref(command, parentPath, base);
    const record: CliCommandRecord = {
      ...self,
      kind: parentPath.length === 0 ? "root" : command.commands.length ? "group" : "command",
      dataPath,
      data: command,
      parent,
      siblings: siblings.filter((s) => s !== command).map((s) => ref(s, parentPath, base)),
      descendants: [],
    };
    records.push(record);
    record.descendants = command.commands.flatMap((child, i) => [
      ref(child, self.path, base),
      ...visit(
        child,
        self.path,
        `${dataPath ? `${dataPath}.` : ""}commands[${i}]`,
        self,
        command.commands,
      ),
    ]);
    return record.descendants;
  };
  visit(root, [], "", null, []);
  return records;
}

function ref(command: CliCommandData, parentPath: string[], base: string): CliCommandRef {
  const path = [...parentPath, command.name];
  return { path, title: path.join(" "), route: cliRoute(path, base), purpose: command.purpose };
}
