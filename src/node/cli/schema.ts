import { z } from "zod";
import { ContentError, formatIssues } from "../../config/errors";
import { ADMONITION_KINDS } from "../mdx/remark-admonitions";

/**
 * The format of content/cli/<binary>.yaml: one file per binary, holding the binary's root command
 * with its subcommands nested under `commands`. Checked when the build starts; unknown keys and
 * wrong types fail the build with the file and the path inside it.
 * The pipeline and the format are described in src/node/cli/README.md.
 */

/** Flag value types, as pflag names them in `--help` output. */
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
