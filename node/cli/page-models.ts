import {
  cliCommandSections,
  groupConfigKeys,
  type CliApiCall,
  type CliCommandLink,
  type CliCommandModel,
  type CliCommandView,
} from "@shared/cli-model";
import { apiOperationRoute, cliRoute, DOCS_BASE, flagAnchor } from "@shared/routes";
import type { ApiOperationNode, CliCommandNode } from "../node-types";
import { checkApiReferences } from "./api-references";
import type { NodeStore } from "../store";
import type { CliCommandRef } from "./flatten";

/**
 * The page models of the CLI reference: one per command page, built once per build from the
 * CliCommand nodes (and the ApiOperation nodes of the operations they call) and read by every
 * output of those pages: the HTML page (node/create-pages/cli.ts, through page context, HTML
 * only) and the Markdown copy (node/markdown-export/cli.ts, Markdown only). Texts were
 * rendered once when the nodes were made; the model pairs each Markdown with its HTML.
 */

export interface CliModelOptions {
  /**
   * Where the docs of the version start: every route of the models is made under it (/docs for
   * the current version, /docs/<name> for an archived one).
   */
  base: string;
}

export interface CliPageModels {
  /** In the order of the nodes (each file's commands root first, depth first). */
  commands: CliCommandModel[];
}

/**
 * The CLI pages' models of one docs version (the site model makes them once per input). Throws
 * (naming each file and the path inside it) when a command calls an operation the OpenAPI
 * document does not have.
 */
export function cliPageModels(
  store: Pick<NodeStore, "cliCommands" | "apiOperations">,
  options: CliModelOptions = { base: DOCS_BASE },
): CliPageModels {
  return buildCliPageModels(store.cliCommands(), store.apiOperations(), options);
}

function buildCliPageModels(
  commands: readonly CliCommandNode[],
  operations: readonly ApiOperationNode[],
  options: CliModelOptions,
): CliPageModels {
  const problems = checkApiReferences(commands, new Set(operations.map((op) => op.operationId)));
  if (problems.length) throw new Error(problems.join("\n"));
  const byId = new Map(operations.map((op) => [op.operationId, op]));

  const seen = new Map<string, string>();
  return {
    commands: commands.map((command) => {
      const model = cliCommandModel(command, byId, options);
      const clash = seen.get(model.route);
      if (clash)
        throw new Error(
          `Two CLI commands share the route ${model.route}: ${[clash, model.title].sort().join(" and ")}`,
        );
      seen.set(model.route, model.title);
      return model;
    }),
  };
}

function cliCommandModel(
  command: CliCommandNode,
  operations: ReadonlyMap<string, ApiOperationNode>,
  { base }: CliModelOptions,
): CliCommandModel {
  const link = (ref: CliCommandRef): CliCommandLink => ({
    path: [...ref.path],
    title: ref.title,
    route: cliRoute(ref.path, base),
    purpose: ref.purpose,
  });
  const apiCalls = command.api.map((operationId): CliApiCall => {
    // checkApiReferences() has made sure every operation exists.
    const op = operations.get(operationId)!;
    return {
      operationId,
      slug: op.slug,
      method: op.method,
      path: op.path,
      summary: op.summary,
      route: apiOperationRoute(op.slug, base),
    };
  });
  const config = command.configFile;
  const model: Omit<CliCommandModel, "sections"> = {
    id: command.id,
    path: [...command.path],
    title: command.title,
    route: cliRoute(command.path, base),
    binary: command.binary,
    kind: command.kind,
    purpose: command.purpose,
    usage: command.usage,
    usageTokens: command.usageTokens,
    description: { markdown: command.description, html: command.descriptionHtml },
    notes: command.notes.map((note) => ({
      kind: note.kind,
      title: note.title,
      body: { markdown: note.body, html: note.bodyHtml },
    })),
    extras: command.sections.map((section) => ({
      id: section.id,
      title: section.title,
      body: { markdown: section.body, html: section.bodyHtml },
    })),
    arguments: command.arguments.map((arg) => ({
      name: arg.name,
      required: arg.required,
      description: { markdown: arg.description, html: arg.descriptionHtml },
    })),
    flagList: command.flags.map((flag) => ({
      name: flag.name,
      anchor: flag.anchor,
      type: flag.type,
      default: flag.default,
      env: flag.env,
      required: flag.required,
      allowed: [...flag.allowed],
      description: { markdown: flag.description, html: flag.descriptionHtml },
    })),
    environment: command.environment.map((variable) => ({
      name: variable.name,
      default: variable.default,
      description: { markdown: variable.description, html: variable.descriptionHtml },
    })),
    configFile: config && {
      format: config.format,
      flag: config.flag,
      flagAnchor: flagAnchor(config.flag),
      description: { markdown: config.description, html: config.descriptionHtml },
      groups: groupConfigKeys(
        config.keys.map((key) => ({
          path: key.path,
          anchor: key.anchor,
          type: key.type,
          default: key.default,
          env: key.env,
          required: key.required,
          allowed: [...key.allowed],
          description: { markdown: key.description, html: key.descriptionHtml },
        })),
      ),
      example: config.example && { ...config.example },
    },
    output:
      command.output === null ? null : { markdown: command.output, html: command.outputHtml ?? "" },
    examples: command.examples.map((example) => ({
      id: example.id,
      title: example.title,
      description:
        example.description === null
          ? null
          : { markdown: example.description, html: example.descriptionHtml ?? "" },
      code: example.code,
      tokens: example.tokens,
    })),
    apiCalls,
    parent: command.parentCommand && link(command.parentCommand),
    siblings: command.siblings.map(link),
    descendants: command.descendants.map(link),
    sourcePath: command.sourcePath,
    dataPath: command.dataPath,
  };
  return { ...model, sections: cliCommandSections(model) };
}

/**
 * The model as page context holds it: HTML only, without what only the copy reads (the texts'
 * Markdown, the usage and example code, slugs, the paths of parent and siblings) and without
 * the section list, which the page makes from the view with the same function
 * (cliCommandSections); this keeps the pages' data small.
 */
export function cliPageView(model: CliCommandModel): CliCommandView {
  const html = (text: { html: string }) => text.html;
  const link = ({ title, route, purpose }: CliCommandLink) => ({ title, route, purpose });
  return {
    path: model.path,
    title: model.title,
    route: model.route,
    binary: model.binary,
    kind: model.kind,
    purpose: model.purpose,
    usageTokens: model.usageTokens,
    description: html(model.description),
    notes: model.notes.map((note) => ({ ...note, body: html(note.body) })),
    extras: model.extras.map((extra) => ({ ...extra, body: html(extra.body) })),
    arguments: model.arguments.map((arg) => ({ ...arg, description: html(arg.description) })),
    flagList: model.flagList.map((flag) => ({ ...flag, description: html(flag.description) })),
    environment: model.environment.map((variable) => ({
      ...variable,
      description: html(variable.description),
    })),
    ...(model.configFile && {
      configFile: {
        format: model.configFile.format,
        flag: model.configFile.flag,
        flagAnchor: model.configFile.flagAnchor,
        description: html(model.configFile.description),
        groups: model.configFile.groups.map((group) => ({
          ...group,
          keys: group.keys.map((key) => ({ ...key, description: html(key.description) })),
        })),
        example: model.configFile.example && {
          title: model.configFile.example.title,
          tokens: model.configFile.example.tokens,
        },
      },
    }),
    output: model.output && html(model.output),
    examples: model.examples.map((example) => ({
      id: example.id,
      title: example.title,
      description: example.description && html(example.description),
      tokens: example.tokens,
    })),
    apiCalls: model.apiCalls.map(({ operationId, method, path, summary, route }) => ({
      operationId,
      method,
      path,
      summary,
      route,
    })),
    parent: model.parent && link(model.parent),
    siblings: model.siblings.map(link),
    descendants: model.descendants,
    sourcePath: model.sourcePath,
  };
}
