import { ContentError, formatIssues } from "../../src/config/errors";
import { configKeyAnchor } from "@shared/routes";
import { commandSchema, type CliCommandData } from "./format";

/**
 * Checks content/cli/<binary>.yaml when the build starts: the shape (./format.ts), where unknown
 * keys and wrong types fail the build with the file and the path inside it, then the rules below.
 * The pipeline and the format are described in node/cli/README.md.
 */

export { CONFIG_KEY_TYPES, FLAG_TYPES } from "./format";
export type { CliCommandData, CliConfigFileData, CliConfigKeyData, CliFlagData } from "./format";

/** For the callers of parseCliFile, which hand it a YAML node's data. */
export { stripNodeKeys } from "../store";

/**
 * Validates one file. Beyond the shape: the root is named after the file, command paths are
 * unique and sorted, leaf commands have examples, flag names are unique per command.
 */
export function parseCliFile(raw: unknown, file: string): CliCommandData {
  const result = commandSchema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "CLI data", result.error));
  const problems = checkRules(result.data, file);
  if (problems.length) {
    throw new ContentError(
      `${file}: invalid CLI data\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return result.data;
}

function checkRules(root: CliCommandData, file: string): string[] {
  const problems: string[] = [];
  const binary = file
    .split("/")
    .pop()
    ?.replace(/\.ya?ml$/, "");
  if (binary && root.name !== binary) {
    problems.push(`name: expected "${binary}" (the file name), received "${root.name}"`);
  }
  const visit = (command: CliCommandData, at: string) => {
    const prefix = at ? `${at}.` : "";
    const seenFlags = new Set<string>();
    command.flags.forEach((flag, i) => {
      if (seenFlags.has(flag.name)) {
        problems.push(`${prefix}flags[${i}].name: "${flag.name}" is listed twice`);
      }
      seenFlags.add(flag.name);
      if (flag.allowed && flag.default !== "" && !flag.allowed.includes(flag.default)) {
        problems.push(`${prefix}flags[${i}].default: "${flag.default}" is not in allowed`);
      }
    });
    if (command.configFile) {
      if (at) {
        problems.push(
          `${prefix}configFile: only the root command of a file can read a configuration file`,
        );
      }
      problems.push(...checkConfigFile(command, `${prefix}configFile`));
    }
    if (command.commands.length === 0 && command.examples.length === 0) {
      problems.push(`${prefix}examples: a command without subcommands needs at least one example`);
    }
    const names = command.commands.map((child) => child.name);
    if (names.join(" ") !== [...names].sort().join(" ")) {
      problems.push(`${prefix}commands: expected alphabetical order, received ${names.join(", ")}`);
    }
    const seenCommands = new Set<string>();
    command.commands.forEach((child, i) => {
      if (seenCommands.has(child.name)) {
        problems.push(`${prefix}commands[${i}].name: "${child.name}" is listed twice`);
      }
      seenCommands.add(child.name);
      visit(child, `${prefix}commands[${i}]`);
    });
  };
  visit(root, "");
  return problems;
}

/** Drops the block labels of a key path: `storage.backend "badgerdb".auth_dir` -> `storage.backend.auth_dir`. */
function unlabelled(path: string): string {
  return path.replace(/ "[^"]*"/g, "");
}

/**
 * The rules of a configuration-file section: the flag exists, paths are unique and so are
 * their row anchors, every key's enclosing block is listed before it (as a `block` key),
 * defaults are within `allowed`, and no variable of a key is listed again under `environment`
 * (the page names each variable once: in the key's row, or in the environment table).
 */
function checkConfigFile(command: CliCommandData, at: string): string[] {
  const config = command.configFile!;
  const problems: string[] = [];
  if (!command.flags.some((flag) => flag.name === config.flag)) {
    problems.push(`${at}.flag: "${config.flag}" is not a flag of this command`);
  }
  const seen = new Set<string>();
  const anchors = new Map<string, string>();
  const blocks = new Set<string>();
  const variables = new Map(command.environment.map((entry, i) => [entry.name, i]));
  config.keys.forEach((key, i) => {
    const where = `${at}.keys[${i}]`;
    if (seen.has(key.path)) problems.push(`${where}.path: "${key.path}" is listed twice`);
    seen.add(key.path);
    const anchor = configKeyAnchor(key.path);
    const clash = anchors.get(anchor);
    if (clash !== undefined && clash !== key.path) {
      problems.push(
        `${where}.path: "${key.path}" and "${clash}" would share the page anchor #${anchor}`,
      );
    }
    anchors.set(anchor, key.path);
    const listed = key.env === undefined ? undefined : variables.get(key.env);
    if (listed !== undefined) {
      problems.push(
        `${where}.env: ${key.env} is also listed under environment[${listed}]; describe it in one place`,
      );
    }
    const segments = unlabelled(key.path).split(".");
    const parent = segments.slice(0, -1).join(".");
    if (parent && !blocks.has(parent)) {
      problems.push(
        `${where}.path: the block "${parent}" must be listed (type block) before "${key.path}"`,
      );
    }
    if (key.type === "block") blocks.add(unlabelled(key.path));
    if (
      key.allowed &&
      key.default !== undefined &&
      key.default !== "" &&
      !key.allowed.includes(key.default)
    ) {
      problems.push(`${where}.default: "${key.default}" is not in allowed`);
    }
  });
  return problems;
}
