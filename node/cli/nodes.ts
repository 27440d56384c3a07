import GithubSlugger from "github-slugger";
import { loadLanguages, tokenize } from "../mdx/highlight";
import { inlineMarkdownToHtml, markdownToHtml } from "../markdown";
import type { CliCommandKind, CliCommandRecord, CliCommandRef } from "./flatten";
import { CLI_SECTION_IDS } from "@shared/cli";
import { configKeyAnchor, flagAnchor } from "@shared/routes";

/**
 * The fields of a CliCommand node (declared in node/create-schema-customization.ts): the
 * validated data of one command, each Markdown text kept beside the HTML rendered from it (once,
 * here), example code already highlighted and the anchors of its headings fixed. The command's
 * page model (node/cli/page-models.ts) pairs them for the page and the Markdown copy.
 */
export interface CliCommandNodeFields extends CliCommandRef {
  name: string;
  binary: string;
  kind: CliCommandKind;
  usage: string;
  /** Highlighted usage line, the JSON the CodeBlock component takes. */
  usageTokens: string;
  /** Markdown (from the file) and HTML of the description. */
  description: string;
  descriptionHtml: string;
  arguments: Array<{
    name: string;
    required: boolean;
    description: string;
    descriptionHtml: string;
  }>;
  flags: CliFlagFields[];
  environment: Array<{
    name: string;
    default: string | null;
    description: string;
    descriptionHtml: string;
  }>;
  /** The configuration file the binary reads (root commands only), null without one. */
  configFile: CliConfigFileFields | null;
  notes: Array<{ kind: string; title: string | null; body: string; bodyHtml: string }>;
  sections: Array<{ id: string; title: string; body: string; bodyHtml: string }>;
  output: string | null;
  outputHtml: string | null;
  /** OpenAPI operationIds, in the order the command calls them. */
  api: string[];
  examples: Array<{
    id: string;
    title: string;
    description: string | null;
    descriptionHtml: string | null;
    code: string;
    tokens: string;
  }>;
  parentCommand: CliCommandRef | null;
  siblings: CliCommandRef[];
  descendants: CliCommandRef[];
  /** content/cli/<binary>.yaml and the path of the command inside it. */
  sourcePath: string;
  dataPath: string;
}

export interface CliFlagFields {
  name: string;
  /** Row id in the flags table (flag-<name>). */
  anchor: string;
  type: string;
  default: string;
  env: string | null;
  required: boolean;
  allowed: string[];
  description: string;
  descriptionHtml: string;
}

export interface CliConfigFileFields {
  /** hcl */
  format: string;
  /** The flag naming the file, without dashes. */
  flag: string;
  description: string;
  descriptionHtml: string;
  keys: CliConfigKeyFields[];
  /** A whole file, its code highlighted as HCL once the site loads that grammar (plain before). */
  example: { title: string; code: string; tokens: string } | null;
}

export interface CliConfigKeyFields {
  /** Dotted path, block labels in quotes (`storage.backend "badgerdb".auth_dir`). */
  path: string;
  /** Row id in the configuration table (config-<path>). */
  anchor: string;
  type: string;
  default: string | null;
  env: string | null;
  required: boolean;
  allowed: string[];
  description: string;
  descriptionHtml: string;
}

export interface NodeFieldOptions {
  basePath: string;
  /** Where the docs of the command's version start (/docs, /docs/0.45.8): its /docs links move there. */
  docsBase?: string;
  sourcePath: string;
  additionalLanguages: readonly string[];
}

export function cliCommandNodeFields(
  record: CliCommandRecord,
  { basePath, docsBase, sourcePath, additionalLanguages }: NodeFieldOptions,
): CliCommandNodeFields {
  loadLanguages(additionalLanguages);
  const { data } = record;
  const at = (key: string) =>
    `${sourcePath}: ${record.dataPath ? `${record.dataPath}.` : ""}${key}`;
  const block = (markdown: string, key: string) =>
    markdownToHtml(markdown, { basePath, docsBase, where: at(key) });
  const inline = (markdown: string, key: string) =>
    inlineMarkdownToHtml(markdown, { basePath, docsBase, where: at(key) });
  // Ids of examples and extra sections must not clash with the fixed section ids.
  const slugger = new GithubSlugger();
  for (const id of Object.values(CLI_SECTION_IDS)) slugger.slug(id);

  return {
    path: record.path,
    title: record.title,
    route: record.route,
    purpose: record.purpose,
    name: data.name,
    binary: record.path[0]!,
    kind: record.kind,
    usage: data.usage,
    usageTokens: JSON.stringify(tokenize(data.usage, "bash")),
    description: data.description,
    descriptionHtml: block(data.description, "description"),
    arguments: data.arguments.map((arg, i) => ({
      name: arg.name,
      required: arg.required,
      description: arg.description,
      descriptionHtml: inline(arg.description, `arguments[${i}].description`),
    })),
    flags: data.flags.map((flag, i) => ({
      name: flag.name,
      anchor: flagAnchor(flag.name),
      type: flag.type,
      default: flag.default,
      env: flag.env ?? null,
      required: flag.required,
      allowed: flag.allowed ?? [],
      description: flag.description,
      descriptionHtml: inline(flag.description, `flags[${i}].description`),
    })),
    environment: data.environment.map((variable, i) => ({
      name: variable.name,
      default: variable.default ?? null,
      description: variable.description,
      descriptionHtml: inline(variable.description, `environment[${i}].description`),
    })),
    configFile: data.configFile
      ? {
          format: data.configFile.format,
          flag: data.configFile.flag,
          description: data.configFile.description,
          descriptionHtml: block(data.configFile.description, "configFile.description"),
          keys: data.configFile.keys.map((key, i) => ({
            path: key.path,
            anchor: configKeyAnchor(key.path),
            type: key.type,
            default: key.default ?? null,
            env: key.env ?? null,
            required: key.required,
            allowed: key.allowed ?? [],
            description: key.description,
            descriptionHtml: inline(key.description, `configFile.keys[${i}].description`),
          })),
          example: data.configFile.example
            ? {
                title: data.configFile.example.title,
                code: data.configFile.example.code,
                tokens: JSON.stringify(tokenize(data.configFile.example.code, "hcl")),
              }
            : null,
        }
      : null,
    notes: data.notes.map((note, i) => ({
      kind: note.kind,
      title: note.title ?? null,
      body: note.body,
      bodyHtml: block(note.body, `notes[${i}].body`),
    })),
    sections: data.sections.map((section, i) => ({
      id: slugger.slug(section.title),
      title: section.title,
      body: section.body,
      bodyHtml: block(section.body, `sections[${i}].body`),
    })),
    output: data.output || null,
    outputHtml: data.output ? block(data.output, "output") : null,
    api: data.api,
    examples: data.examples.map((example, i) => ({
      id: slugger.slug(`example ${example.title}`),
      title: example.title,
      description: example.description || null,
      descriptionHtml: example.description
        ? block(example.description, `examples[${i}].description`)
        : null,
      code: example.code,
      tokens: JSON.stringify(tokenize(example.code, "bash")),
    })),
    parentCommand: record.parent,
    siblings: record.siblings,
    descendants: record.descendants,
    sourcePath,
    dataPath: record.dataPath,
  };
}
