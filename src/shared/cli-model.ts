/**
 * The model of a CLI command page, built once per build by node/cli/page-models.ts from the
 * CliCommand nodes and read by every output of the page: the HTML page (through page context,
 * src/templates/cli-command.tsx), its table of contents (from `sections`) and its Markdown copy
 * (node/markdown-export/cli.ts).
 *
 * Like the API views (./api.ts), the view takes the type of its texts as a parameter `T`: the
 * model holds `ModelText` (the file's Markdown and the HTML rendered from it); page context holds
 * the HTML alone (`string`, the default), so the page's data does not carry the Markdown too.
 */
import type { ModelText } from "./api";
import { cliSectionList, type CliSection } from "./cli-sections";

export type { ModelText } from "./api";

/** A link to another command's page. */
export interface CliCommandLink {
  /** Words of the command, binary first. */
  path: string[];
  /** The full command: "flowg-client stream tail". */
  title: string;
  route: string;
  purpose: string;
}

/** A link to another command's page as the page shows it (no tree to place it in). */
export type CliCommandLinkView = Omit<CliCommandLink, "path">;

/** An API operation the command calls, with the route of its reference page. */
export interface CliApiCall {
  operationId: string;
  slug: string;
  method: string;
  /** The operation's HTTP path (/api/v1/streams). */
  path: string;
  summary: string;
  route: string;
}

export type CliApiCallView = Omit<CliApiCall, "slug">;

export interface CliFlagModel<T = string> {
  /** Long name without dashes (max-size). */
  name: string;
  /** Row id in the flags table (flag-max-size). */
  anchor: string;
  type: string;
  /** As shown to readers; empty when the flag has no default. */
  default: string;
  env: string | null;
  required: boolean;
  allowed: string[];
  description: T;
}

/** A key of the configuration file (a block or an attribute), one row of its group's table. */
export interface CliConfigKeyModel<T = string> {
  /** Where the key sits: `services.http.bind`, `storage.backend "badgerdb".auth_dir`. */
  path: string;
  /** Row id (config-services-http-bind), from configKeyAnchor() in @shared/routes. */
  anchor: string;
  /** string | bool | number | list(string) | block */
  type: string;
  /** As shown to readers; null when the file gives none. */
  default: string | null;
  env: string | null;
  required: boolean;
  /** The accepted values (for a labelled block, its accepted labels). */
  allowed: string[];
  description: T;
}

/**
 * The keys of one top-level block (the block first, then everything inside it), or the
 * top-level attributes: one h3 heading and one table on the page, one table in the copy.
 */
export interface CliConfigGroupModel<T = string> {
  /** The heading's id: configuration-file-<block>, or configuration-file-top-level. */
  id: string;
  title: string;
  keys: Array<CliConfigKeyModel<T>>;
}

/** The configuration file a binary reads (flowg-server since v0.60.0). */
export interface CliConfigFileModel<T = string> {
  format: string;
  /** The flag naming the file, without dashes, and its row id in the flags table. */
  flag: string;
  flagAnchor: string;
  description: T;
  groups: Array<CliConfigGroupModel<T>>;
  /** A whole file; `tokens` is the highlighted code (JSON for CodeBlock). */
  example: { title: string; tokens: string } | null;
}

/** The id of the top-level attributes' group. */
export const CONFIG_TOP_LEVEL_GROUP = "configuration-file-top-level";

/**
 * Groups the keys by top-level block, in the order the file lists them: a block, and every key
 * whose path starts with it, form one group; attributes outside any block form another, placed
 * where the first of them is listed. Block names have no dash, so no group id is the top-level
 * one.
 */
export function groupConfigKeys<K extends { path: string; type: string }>(
  keys: readonly K[],
): Array<{ id: string; title: string; keys: K[] }> {
  const groups = new Map<string, { id: string; title: string; keys: K[] }>();
  for (const key of keys) {
    const [first] = key.path.split(/[. ]/);
    const topLevel = key.path === first && key.type !== "block";
    const id = topLevel ? CONFIG_TOP_LEVEL_GROUP : `configuration-file-${first}`;
    let group = groups.get(id);
    if (!group) {
      group = { id, title: topLevel ? "Top-level attributes" : `${first} block`, keys: [] };
      groups.set(id, group);
    }
    group.keys.push(key);
  }
  return [...groups.values()];
}

export interface CliExampleModel<T = string> {
  /** The heading's anchor. */
  id: string;
  title: string;
  description: T | null;
  /** Highlighted code, the JSON the CodeBlock component takes. */
  tokens: string;
}

/** What the page shows of a command; `T` is the type of its texts. */
export interface CliCommandView<T = string> {
  path: string[];
  title: string;
  route: string;
  binary: string;
  kind: "root" | "group" | "command";
  purpose: string;
  /** The highlighted usage line (JSON for CodeBlock). */
  usageTokens: string;
  description: T;
  notes: Array<{ kind: string; title: string | null; body: T }>;
  /** The file's extra prose sections, shown after the description. */
  extras: Array<{ id: string; title: string; body: T }>;
  arguments: Array<{ name: string; required: boolean; description: T }>;
  /**
   * Not `flags`: Babel's usage-based polyfills take any `.flags` read in browser code for
   * RegExp#flags and add core-js's polyfill to the page's script.
   */
  flagList: Array<CliFlagModel<T>>;
  environment: Array<{ name: string; default: string | null; description: T }>;
  /**
   * The configuration file the command reads, on a binary's root command. Left out (not null)
   * when there is none, so the page data of commands without one carries no trace of it.
   */
  configFile?: CliConfigFileModel<T>;
  output: T | null;
  examples: Array<CliExampleModel<T>>;
  apiCalls: CliApiCallView[];
  parent: CliCommandLinkView | null;
  /** The other subcommands of the parent, in file order. */
  siblings: CliCommandLinkView[];
  /** Every command below this one, depth first (the command tree). */
  descendants: CliCommandLink[];
  /** content/cli/<binary>.yaml, for "Edit this page". */
  sourcePath: string;
}

/**
 * A command page's model: the view with Markdown and HTML, its section list, and what only the
 * copy (or another version's pages) needs.
 */
export interface CliCommandModel extends Omit<
  CliCommandView<ModelText>,
  "examples" | "apiCalls" | "parent" | "siblings" | "configFile"
> {
  /** The configuration file, with the example's code as written; null when there is none. */
  configFile:
    | (Omit<CliConfigFileModel<ModelText>, "example"> & {
        example: { title: string; code: string; tokens: string } | null;
      })
    | null;
  /** The CliCommand node's id. */
  id: string;
  /** The usage line as written. */
  usage: string;
  examples: Array<CliExampleModel<ModelText> & { code: string }>;
  apiCalls: CliApiCall[];
  parent: CliCommandLink | null;
  siblings: CliCommandLink[];
  /** The page's sections in reading order: cliCommandSections() of the model. */
  sections: CliSection[];
  /** Path of the command inside its file ("commands[3].commands[0]"), for error messages. */
  dataPath: string;
}

/** What decides a command's sections; the model and its page view both have it. */
export type CliSectionSource = Pick<
  CliCommandView<unknown>,
  | "kind"
  | "extras"
  | "examples"
  | "descendants"
  | "arguments"
  | "flagList"
  | "environment"
  | "output"
  | "apiCalls"
  | "parent"
> & {
  /** The view leaves it out, the model holds null, when the command reads no file. */
  configFile?: { groups: ReadonlyArray<{ id: string; title: string }> } | null;
};

/**
 * The page's sections in reading order (@shared/cli-sections), from the model (for the copy) or
 * from its page view (for the page and its table of contents): one function, so the same list.
 * Page context does not carry the list; the page makes it from the view it holds.
 */
export function cliCommandSections(command: CliSectionSource): CliSection[] {
  return cliSectionList({
    kind: command.kind,
    sections: command.extras,
    examples: command.examples,
    subcommands: command.descendants.length > 0,
    arguments: command.arguments.length > 0,
    hasFlags: command.flagList.length > 0,
    environment: command.environment.length > 0,
    configGroups: command.configFile?.groups ?? null,
    output: command.output !== null,
    api: command.apiCalls.length > 0,
    parent: command.parent !== null,
  });
}
