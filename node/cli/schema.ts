import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";
import { ADMONITION_KINDS } from "../mdx/remark-admonitions";
import { configKeyAnchor } from "@shared/routes";

/**
 * The format of content/cli/<binary>.yaml: one file per binary, holding the binary's root command
 * with its subcommands nested under `commands`. Checked when the build starts; unknown keys and
 * wrong types fail the build with the file and the path inside it.
 * The pipeline and the format are described in node/cli/README.md.
 */

/**
 * Flag value types, as pflag names them in `--help` output. `key=value` is the type name of a
 * custom repeatable flag (flowg-client's `--index` since v0.52.0), one `key=value` pair a use.
 */
export const FLAG_TYPES = [
  "string",
  "bool",
  "int",
  "int64",
  "uint64",
  "duration",
  "stringArray",
  "stringSlice",
  "stringToString",
  "key=value",
] as const;

/** Markdown written by us; rendered to HTML at build time (links may only be root-relative). */
const markdown = z.string().trim().min(1);

const flagSchema = z.strictObject({
  /** Long name without the leading dashes (`max-size`). */
  name: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "expected a flag name without leading dashes"),
  type: z.enum(FLAG_TYPES),
  /** Always a string, as shown to readers: "" when empty, "false", ":5080", "0". */
  default: z.string(),
  /** Environment variable that supplies the default. */
  env: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, "expected an environment variable name")
    .optional(),
  required: z.boolean().default(false),
  /** The accepted values, when the command checks them. */
  allowed: z.array(z.string().min(1)).min(1).optional(),
  description: markdown,
});

const argumentSchema = z.strictObject({
  name: z.string().min(1),
  required: z.boolean().default(false),
  description: markdown,
});

/** A variable read from the environment that has no flag (FLOWG_SECRET_KEY, EDITOR). */
const environmentSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][A-Z0-9_]*$/, "expected an environment variable name"),
  default: z.string().optional(),
  description: markdown,
});

const noteSchema = z.strictObject({
  kind: z.enum(ADMONITION_KINDS),
  title: z.string().min(1).optional(),
  body: markdown,
});

const exampleSchema = z.strictObject({
  title: z.string().min(1),
  description: markdown.optional(),
  /** Runnable bash, without a `$ ` prompt. */
  code: z
    .string()
    .regex(/\S/, "expected some code")
    .transform((code) => code.trimEnd()),
});

/** Extra prose sections of a page (the flowg-client overview: configuration, authentication). */
const sectionSchema = z.strictObject({
  title: z.string().min(1),
  body: markdown,
});

/** Value types of a configuration-file key, as HCL names them; `block` is a nested block. */
export const CONFIG_KEY_TYPES = ["string", "bool", "number", "list(string)", "block"] as const;

/**
 * A segment of a configuration key path: a block or attribute name, optionally followed by a
 * block label in quotes (`backend "badgerdb"`). Segments are joined with dots:
 * `storage.backend "badgerdb".auth_dir`.
 */
const CONFIG_PATH = /^[a-z][a-z0-9_]*( "[a-z0-9_-]+")?(\.[a-z][a-z0-9_]*( "[a-z0-9_-]+")?)*$/;

const configKeySchema = z.strictObject({
  /** Where the key sits in the file: blocks and attribute joined with dots. */
  path: z
    .string()
    .regex(
      CONFIG_PATH,
      'expected a dotted key path such as services.http.bind or storage.backend "badgerdb".auth_dir',
    ),
  type: z.enum(CONFIG_KEY_TYPES),
  /**
   * The value used when the key is left out, as shown to readers ("" when empty, "false",
   * ":5080", "[]"); for a block, what happens without it. Omitted when there is none.
   */
  default: z.string().optional(),
  /** Environment variable that supplies the value when the file leaves the key out. */
  env: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, "expected an environment variable name")
    .optional(),
  /** Required as soon as the enclosing block is written. */
  required: z.boolean().default(false),
  /** The accepted values (for a labelled block: the accepted labels). */
  allowed: z.array(z.string().min(1)).min(1).optional(),
  description: markdown,
});

/** A configuration file read by the command (flowg-server's HCL file since v0.60.0). */
const configFileSchema = z.strictObject({
  format: z.enum(["hcl"]),
  /** The flag that names the file, without dashes; it must be one of the command's flags. */
  flag: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "expected a flag name without leading dashes"),
  /** How the file, the environment and the defaults combine; Markdown, no headings. */
  description: markdown,
  keys: z.array(configKeySchema).min(1),
  /** A complete file, shown as is (HCL). */
  example: z
    .strictObject({
      title: z.string().min(1),
      code: z
        .string()
        .regex(/\S/, "expected some code")
        .transform((code) => code.trimEnd()),
    })
    .optional(),
});

export type CliConfigFileData = z.output<typeof configFileSchema>;
export type CliConfigKeyData = z.output<typeof configKeySchema>;

export interface CliCommandData {
  name: string;
  usage: string;
  purpose: string;
  description: string;
  arguments: z.output<typeof argumentSchema>[];
  flags: CliFlagData[];
  environment: z.output<typeof environmentSchema>[];
  notes: z.output<typeof noteSchema>[];
  sections: z.output<typeof sectionSchema>[];
  output?: string;
  /** Only on a binary's root command: the configuration file it reads. */
  configFile?: CliConfigFileData;
  api: string[];
  examples: z.output<typeof exampleSchema>[];
  commands: CliCommandData[];
}

export type CliFlagData = z.output<typeof flagSchema>;

const commandSchema: z.ZodType<CliCommandData, unknown> = z.lazy(() =>
  z.strictObject({
    /** The word of this command: the binary at the root, then `stream`, `tail`... */
    name: z.string().regex(/^[a-z][a-z0-9-]*$/, "expected a lowercase command word"),
    usage: z.string().min(1),
    /** One line in our words, ending with a period. */
    purpose: z.string().min(1).max(90).regex(/\.$/, "expected one sentence ending with a period"),
    description: markdown,
    arguments: z.array(argumentSchema).default([]),
    flags: z.array(flagSchema).default([]),
    environment: z.array(environmentSchema).default([]),
    notes: z.array(noteSchema).default([]),
    sections: z.array(sectionSchema).default([]),
    output: markdown.optional(),
    configFile: configFileSchema.optional(),
    /** OpenAPI operationIds the command calls (checked against the spec when pages are made). */
    api: z
      .array(z.string().regex(/^[a-z][a-z0-9_]*$/, "expected a snake_case operationId"))
      .default([]),
    examples: z.array(exampleSchema).default([]),
    commands: z.array(commandSchema).default([]),
  }),
);

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
