import fs from "node:fs";
import path from "node:path";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import YAML from "yaml";
import { parseCliFile, type CliCommandData, type CliFlagData } from "../../../node/cli/schema";
import { openApiFromFile } from "../content-files";
import type { VersionSourcePaths } from "../flowg-version";

/**
 * What a FlowG version's reference data says, in the shapes the snippet checks ask about: its
 * commands and their flags (the CLI data), its HTTP operations and their schemas (the OpenAPI
 * document), its environment variables and configuration-file keys (the CLI data of its
 * programs), and its pipeline flow schema (the OpenAPI document's `FlowGraph`).
 */

const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

export interface Operation {
  method: string;
  /** The path template, "/api/v1/streams/{stream}". */
  path: string;
  operationId: string;
  queryParameters: Set<string>;
  /** Validates a JSON request body, or null when the operation takes none in JSON. */
  requestBody: ValidateFunction | null;
  /** Validates a JSON response body, by status code. */
  responses: Map<string, ValidateFunction>;
}

export interface VersionReference {
  version: string;
  /** The root command of each program, by its name ("flowg-client"). */
  programs: Map<string, CliCommandData>;
  operations: Operation[];
  /** Every `FLOWG_*` variable a program of the version reads, with the program. */
  environment: Map<string, string>;
  /** Every configuration-file key, as a dotted path ("services.http.bind"), with its type. */
  configKeys: Map<string, string>;
  /** The node types a pipeline flow may hold. */
  nodeTypes: string[];
  /** Validates a pipeline flow (the `FlowGraph` schema). */
  flow: ValidateFunction;
}

/** A JSON pointer's escaped form of one key. */
const pointerKey = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

function resolve(
  doc: Record<string, unknown>,
  value: unknown,
): { value: unknown; pointer: string } {
  const ref = (value as { $ref?: string } | undefined)?.$ref;
  if (!ref?.startsWith("#/")) return { value, pointer: "" };
  let node: unknown = doc;
  for (const part of ref.slice(2).split("/")) {
    node = (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return { value: node, pointer: ref.slice(1) };
}

function loadOperations(
  doc: Record<string, unknown>,
  ajv: Ajv2020,
): { operations: Operation[]; schemaOf: (pointer: string) => ValidateFunction } {
  const schemaOf = (pointer: string) => ajv.compile({ $ref: `openapi#${pointer}` });
  const operations: Operation[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Record<string, unknown>>;
  for (const [template, item] of Object.entries(paths)) {
    const shared = (item.parameters ?? []) as unknown[];
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const at = `/paths/${pointerKey(template)}/${method}`;
      const queryParameters = new Set<string>();
      for (const p of [...shared, ...((op.parameters ?? []) as unknown[])]) {
        const param = resolve(doc, p).value as { name: string; in: string };
        if (param.in === "query") queryParameters.add(param.name);
      }
      let requestBody: ValidateFunction | null = null;
      if (op.requestBody) {
        const body = resolve(doc, op.requestBody);
        const base = body.pointer || `${at}/requestBody`;
        const content = (body.value as { content?: Record<string, { schema?: unknown }> }).content;
        if (content?.["application/json"]?.schema) {
          requestBody = schemaOf(`${base}/content/application~1json/schema`);
        }
      }
      const responses = new Map<string, ValidateFunction>();
      for (const [status, r] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const response = resolve(doc, r);
        const base = response.pointer || `${at}/responses/${status}`;
        const content = (response.value as { content?: Record<string, { schema?: unknown }> })
          .content;
        if (content?.["application/json"]?.schema) {
          responses.set(status, schemaOf(`${base}/content/application~1json/schema`));
        }
      }
      operations.push({
        method: method.toUpperCase(),
        path: template,
        operationId: String(op.operationId ?? `${method} ${template}`),
        queryParameters,
        requestBody,
        responses,
      });
    }
  }
  return { operations, schemaOf };
}

/** Every flag of a command and the commands above it (FlowG's programs inherit their parents' flags). */
export function flagsOf(chain: CliCommandData[]): Map<string, CliFlagData> {
  const flags = new Map<string, CliFlagData>();
  for (const command of chain) for (const flag of command.flags) flags.set(flag.name, flag);
  return flags;
}

function collectEnvironment(program: CliCommandData, into: Map<string, string>): void {
  const visit = (command: CliCommandData) => {
    for (const flag of command.flags) if (flag.env) into.set(flag.env, program.name);
    for (const variable of command.environment) into.set(variable.name, program.name);
    for (const key of command.configFile?.keys ?? []) if (key.env) into.set(key.env, program.name);
    command.commands.forEach(visit);
  };
  visit(program);
}

export function loadReference(sources: VersionSourcePaths): VersionReference {
  const programs = new Map<string, CliCommandData>();
  const environment = new Map<string, string>();
  const configKeys = new Map<string, string>();
  for (const file of fs
    .readdirSync(sources.cli)
    .filter((f) => f.endsWith(".yaml"))
    .sort()) {
    const full = path.join(sources.cli, file);
    const program = parseCliFile(YAML.parse(fs.readFileSync(full, "utf8")), full);
    programs.set(program.name, program);
    collectEnvironment(program, environment);
    for (const key of program.configFile?.keys ?? []) configKeys.set(key.path, key.type);
  }
  const doc = openApiFromFile(sources.openapi);
  // OpenAPI 3.1 schemas are JSON Schema 2020-12 with a few keywords of OpenAPI's own
  // (`example`, `discriminator`), which a non-strict Ajv leaves alone.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(doc, "openapi");
  const { operations, schemaOf } = loadOperations(doc, ajv);
  const schemas = ((doc.components as Record<string, unknown> | undefined)?.schemas ??
    {}) as Record<string, { properties?: { type?: { enum?: string[] } } }>;
  return {
    version: sources.version,
    programs,
    operations,
    environment,
    configKeys,
    nodeTypes: schemas.FlowNodeBase?.properties?.type?.enum ?? [],
    flow: schemaOf("/components/schemas/FlowGraph"),
  };
}
