/**
 * The command-line programs of two FlowG versions compared (issue 26): commands, flags,
 * configuration-file keys, and the environment variables they read. Pure; the input is the
 * validated CLI data (node/cli/schema.ts), one root command per binary.
 */
import type { CliCommandData, CliConfigKeyData, CliFlagData } from "../../cli/schema";
import type { CliChange, ChangeKind, EnvChange, EnvUse } from "@shared/version-changes";
import { compareText } from "./order";

/** The validated root command of one binary's file (content/cli/<binary>.yaml). */
export type CliRecord = CliCommandData;

/** Every command of the binaries, by its words ("flowg-client stream tail"), in file order. */
function commandsOf(roots: readonly CliRecord[]): Map<string, CliCommandData> {
  const commands = new Map<string, CliCommandData>();
  const visit = (command: CliCommandData, parent: string) => {
    const words = parent ? `${parent} ${command.name}` : command.name;
    commands.set(words, command);
    for (const child of command.commands) visit(child, words);
  };
  for (const root of roots) visit(root, "");
  return commands;
}

/** A value as a change shows it: an empty default is written `""`. */
const shown = (value: string) => (value === "" ? '""' : value);

/** The compared facets of a flag or a configuration key, each as short text. */
function facets(item: CliFlagData | CliConfigKeyData): Array<[string, string]> {
  return [
    ["type", item.type],
    ["default", item.default === undefined ? "none" : shown(item.default)],
    ["environment variable", item.env ?? "none"],
    ["allowed values", item.allowed ? item.allowed.join(", ") : "any"],
    ["required", item.required ? "yes" : "no"],
  ];
}

/** "type string -> int; default "" -> "0"": the facets that differ, or null. */
function facetChange(
  older: CliFlagData | CliConfigKeyData,
  newer: CliFlagData | CliConfigKeyData,
): { before: string; after: string; words: string } | null {
  const a = facets(older);
  const b = facets(newer);
  const differing = a.flatMap(([label, value], i) =>
    value === b[i]![1] ? [] : [{ label, before: value, after: b[i]![1] }],
  );
  if (differing.length === 0) return null;
  return {
    before: differing.map((d) => `${d.label} ${d.before}`).join("; "),
    after: differing.map((d) => `${d.label} ${d.after}`).join("; "),
    words: differing.map((d) => `its ${d.label} from ${d.before} to ${d.after}`).join(", "),
  };
}

const KIND_ORDER: ChangeKind[] = ["removed", "changed", "added"];

/**
 * The CLI changes from `before` to `after`: commands added and removed, then for each command
 * in both its flags and its configuration-file keys added, removed or changed (type, default,
 * variable, allowed values, required). Order: commands by their words; inside a command, the
 * command itself, then flags, then keys, each by name and kind.
 */
export function diffCli(before: readonly CliRecord[], after: readonly CliRecord[]): CliChange[] {
  const older = commandsOf(before);
  const newer = commandsOf(after);
  const changes: CliChange[] = [];
  const words = [...new Set([...older.keys(), ...newer.keys()])].sort(compareText);
  for (const command of words) {
    const a = older.get(command);
    const b = newer.get(command);
    if (!a || !b) {
      changes.push({
        command,
        kind: a ? "removed" : "added",
        target: "command",
        name: command,
        summary: a ? `The command ${command} was removed.` : `New command ${command}.`,
      });
      continue;
    }
    const own: CliChange[] = [];
    const compare = <T extends CliFlagData | CliConfigKeyData>(
      target: "flag" | "configKey",
      olderItems: readonly T[],
      newerItems: readonly T[],
      nameOf: (item: T) => string,
    ) => {
      const what = target === "flag" ? "flag" : "configuration key";
      const label = (name: string) => (target === "flag" ? `--${name}` : name);
      const oldByName = new Map(olderItems.map((item) => [nameOf(item), item]));
      const newByName = new Map(newerItems.map((item) => [nameOf(item), item]));
      for (const [name, item] of newByName) {
        const old = oldByName.get(name);
        if (!old) {
          own.push({
            command,
            kind: "added",
            target,
            name,
            after: facets(item)
              .slice(0, 2)
              .map(([l, v]) => `${l} ${v}`)
              .join("; "),
            summary: `${command} has a new ${what} ${label(name)}.`,
          });
          continue;
        }
        const change = facetChange(old, item);
        if (change) {
          own.push({
            command,
            kind: "changed",
            target,
            name,
            before: change.before,
            after: change.after,
            summary: `The ${what} ${label(name)} of ${command} changed ${change.words}.`,
          });
        }
      }
      for (const [name] of oldByName) {
        if (newByName.has(name)) continue;
        own.push({
          command,
          kind: "removed",
          target,
          name,
          summary: `The ${what} ${label(name)} of ${command} was removed.`,
        });
      }
    };
    compare("flag", a.flags, b.flags, (flag) => flag.name);
    compare("configKey", a.configFile?.keys ?? [], b.configFile?.keys ?? [], (key) => key.path);
    own.sort(
      (x, y) =>
        (x.target === y.target ? 0 : x.target === "flag" ? -1 : 1) ||
        compareText(x.name, y.name) ||
        KIND_ORDER.indexOf(x.kind) - KIND_ORDER.indexOf(y.kind),
    );
    changes.push(...own);
  }
  return changes;
}

/**
 * Every environment variable the binaries read, with where: flags' `env`, the commands'
 * `environment` lists, and configuration keys' `env`. Uses in file order.
 */
export function envVariables(roots: readonly CliRecord[]): Map<string, EnvUse[]> {
  const variables = new Map<string, EnvUse[]>();
  const record = (name: string, entry: EnvUse) => {
    const list = variables.get(name) ?? [];
    list.push(entry);
    variables.set(name, list);
  };
  const withDefault = (value: string | undefined) =>
    value === undefined ? {} : { default: value };
  for (const [command, data] of commandsOf(roots)) {
    for (const flag of data.flags) {
      if (flag.env)
        record(flag.env, { command, via: "flag", ref: flag.name, default: flag.default });
    }
    for (const key of data.configFile?.keys ?? []) {
      // A block's `default` says what happens without the block ("absent: plain HTTP"), not a
      // value of its variable; a labelled block's default is one of its labels, which is one.
      const isLabel = key.default !== undefined && (key.allowed ?? []).includes(key.default);
      const value = key.type === "block" && !isLabel ? undefined : key.default;
      if (key.env)
        record(key.env, { command, via: "configKey", ref: key.path, ...withDefault(value) });
    }
    for (const entry of data.environment) {
      record(entry.name, {
        command,
        via: "environment",
        ref: entry.name,
        ...withDefault(entry.default),
      });
    }
  }
  return variables;
}

/**
 * A variable's default as the docs state it: the distinct defaults of its uses, in use order,
 * joined with " / " when they differ; undefined when no use states one.
 */
export function envDefault(uses: readonly EnvUse[]): string | undefined {
  const defaults = [
    ...new Set(uses.flatMap((u) => (u.default === undefined ? [] : [shown(u.default)]))),
  ];
  return defaults.length ? defaults.join(" / ") : undefined;
}

/**
 * Variables added, removed, or whose default changed (both versions state one, and they differ);
 * by name.
 */
export function diffEnv(before: readonly CliRecord[], after: readonly CliRecord[]): EnvChange[] {
  const older = envVariables(before);
  const newer = envVariables(after);
  const names = [...new Set([...older.keys(), ...newer.keys()])].sort(compareText);
  const changes: EnvChange[] = [];
  for (const name of names) {
    const a = older.get(name);
    const b = newer.get(name);
    const beforeDefault = a && envDefault(a);
    const afterDefault = b && envDefault(b);
    const values = {
      ...(beforeDefault === undefined ? {} : { before: beforeDefault }),
      ...(afterDefault === undefined ? {} : { after: afterDefault }),
    };
    if (!a && b) {
      changes.push({ name, kind: "added", ...values, usedBy: b, summary: `New variable ${name}.` });
    } else if (a && !b) {
      changes.push({
        name,
        kind: "removed",
        ...values,
        usedBy: a,
        summary: `The variable ${name} is no longer read.`,
      });
    } else if (
      beforeDefault !== undefined &&
      afterDefault !== undefined &&
      beforeDefault !== afterDefault
    ) {
      changes.push({
        name,
        kind: "changed",
        ...values,
        usedBy: b!,
        summary: `The default of ${name} changed from ${beforeDefault} to ${afterDefault}.`,
      });
    }
  }
  return changes;
}
