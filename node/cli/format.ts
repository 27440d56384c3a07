import { z } from "zod";
import { ADMONITION_KINDS } from "../mdx/remark-admonitions";

/**
 * The format of content/cli/<binary>.yaml: one file per binary, holding the binary's root command
 * with its subcommands nested under `commands`. The shape only (zod schemas and the types of the
 * parsed data); ./schema.ts checks a file against it, adds the rules a shape cannot say, and is
 * what the build calls. The pipeline and the format are described in node/cli/README.md.
 *
 * This module imports no build-time state (node/store.ts, node/node-types.ts): ./flatten.ts needs
 * the data types, and node/node-types.ts reaches ./flatten.ts through ./nodes.ts, so such an
 * import here would close an import circle (tests/unit/import-cycles.test.ts).
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

export const commandSchema: z.ZodType<CliCommandData, unknown> = z.lazy(() =>
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
