/**
 * The HTTP API of two FlowG versions compared: operations, parameters, body fields, enum values,
 * status codes and permissions (issue 26). Pure: both documents are parsed OpenAPI 3.1 objects
 * shaped like openapi/flowg.yaml, read with the site's own readers (the plugin's operation
 * describer, the schema flattening of the API pages), so a field path here is the path the
 * pages' schema tables give the same field.
 */
import type {
  ApiOperationFields,
  OpenApiDocument,
  Permission,
} from "../../../plugins/gatsby-source-openapi/model";
import { describeOperations } from "../../../plugins/gatsby-source-openapi/operations";
import { parametersOf } from "../../api/operation-view";
import { deref, flatten, typeLabel, type Schema } from "../../api/schema-view";
import type { ApiChange, ApiChangeTarget, ChangeKind, EnumLocation } from "@shared/version-changes";
import { compareText } from "./order";

export type OpenApiDoc = OpenApiDocument;

/** How deep the field walk goes; deeper fields are not compared. */
const MAX_DEPTH = 12;

/** A field of a body, as compared. */
interface FieldInfo {
  type: string;
  required: boolean;
  /** Allowed values (enum or const, of the field or of its array items), as text. */
  values: string[];
}

interface ParameterInfo {
  in: string;
  required: boolean;
  type: string;
  values: string[];
}

interface OperationFacts {
  op: ApiOperationFields;
  parameters: Map<string, ParameterInfo>;
  request: Map<string, FieldInfo>;
  response: Map<string, FieldInfo>;
  statuses: string[];
  permission: string;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const text = (value: unknown): string =>
  typeof value === "string" ? value : JSON.stringify(value);

/** The allowed values of a schema: its enum or const, else those of its array items. */
function allowedValues(document: unknown, schema: Schema, depth = 0): string[] {
  if ("const" in schema) return [text(schema.const)];
  if (Array.isArray(schema.enum)) return schema.enum.map(text);
  if (schema.items !== undefined && depth < 4) {
    return allowedValues(document, flatten(document, schema.items).schema, depth + 1);
  }
  return [];
}

function variantsOf(schema: Schema): unknown[] | null {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) && list.length > 1 ? list : null;
}

function mapValues(schema: Schema): unknown {
  const extra = schema.additionalProperties;
  return extra && typeof extra === "object" && !schema.properties ? extra : undefined;
}

/** `flow.nodes` + `[].` -> `flow.nodes[].`; at the top, `[].` (as the schema tables write it). */
function extend(prefix: string, suffix: string): string {
  const base = prefix.replace(/\.$/, "");
  return base ? `${base}${suffix}` : suffix.replace(/^\./, "");
}

/** Adds a field, merging it with the same path met in another alternative of a oneOf. */
function addField(fields: Map<string, FieldInfo>, path: string, info: FieldInfo): void {
  const known = fields.get(path);
  if (!known) {
    fields.set(path, info);
    return;
  }
  const types = known.type.split(" or ");
  if (!types.includes(info.type)) types.push(info.type);
  fields.set(path, {
    type: types.join(" or "),
    required: known.required && info.required,
    values: [...new Set([...known.values, ...info.values])],
  });
}

/**
 * Every field of a schema by path: `$ref`s followed, allOf merged, each oneOf/anyOf alternative
 * walked at the same path, array items under `[]`, map values under `<key>`. A component schema
 * met again inside itself is not walked again, and the walk stops at MAX_DEPTH.
 */
export function schemaFields(document: unknown, input: unknown): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  const walk = (value: unknown, prefix: string, depth: number, stack: string[]): void => {
    if (depth > MAX_DEPTH) return;
    const flat = flatten(document, value);
    if (flat.name && stack.includes(flat.name)) return;
    const inner = flat.name ? [...stack, flat.name] : stack;
    const { schema } = flat;
    const variants = variantsOf(schema);
    if (variants) {
      for (const option of variants) walk(option, prefix, depth + 1, inner);
      return;
    }
    if (schema.type === "array" || schema.items !== undefined) {
      walk(schema.items ?? {}, extend(prefix, "[]."), depth + 1, inner);
      return;
    }
    const values = mapValues(schema);
    if (values !== undefined) {
      walk(values, extend(prefix, ".<key>."), depth + 1, inner);
      return;
    }
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [name, raw] of Object.entries(asRecord(schema.properties))) {
      const field = flatten(document, raw);
      addField(fields, `${prefix}${name}`, {
        type: typeLabel(document, field) + (field.nullable ? " | null" : ""),
        required: required.has(name),
        values: allowedValues(document, field.schema),
      });
      walk(raw, `${prefix}${name}.`, depth + 1, inner);
    }
  };
  walk(input, "", 0, []);
  return fields;
}

/** The fields of every media type of a `content` map, merged. */
function contentFields(document: unknown, content: unknown): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  for (const media of Object.values(asRecord(content))) {
    const schema = asRecord(media).schema;
    if (schema === undefined) continue;
    for (const [path, info] of schemaFields(document, schema)) addField(fields, path, info);
  }
  return fields;
}

/** The permission as short text: "none", "authenticated", "read_streams + read_pipelines". */
export function permissionText(permission: Permission): string {
  return permission.kind === "scopes" ? permission.scopes.join(" + ") : permission.kind;
}

function factsOf(document: OpenApiDoc, op: ApiOperationFields): OperationFacts {
  const parameters = new Map<string, ParameterInfo>();
  for (const p of parametersOf(document, op.path, op.operation)) {
    const flat = flatten(document, p.schema ?? {});
    parameters.set(p.name, {
      in: p.in,
      required: p.required === true,
      type: typeLabel(document, flat) + (flat.nullable ? " | null" : ""),
      values: allowedValues(document, flat.schema),
    });
  }
  const body = op.operation.requestBody
    ? deref<{ content?: unknown }>(document, op.operation.requestBody).value
    : null;
  const responses = asRecord(op.operation.responses);
  const response = new Map<string, FieldInfo>();
  // Response fields are those of the success bodies; error bodies are the shared ErrorBody.
  for (const [status, raw] of Object.entries(responses)) {
    if (!status.startsWith("2")) continue;
    const value = deref<{ content?: unknown }>(document, raw).value;
    for (const [path, info] of contentFields(document, value.content)) {
      addField(response, path, info);
    }
  }
  return {
    op,
    parameters,
    request: body ? contentFields(document, body.content) : new Map(),
    response,
    statuses: Object.keys(responses),
    permission: permissionText(op.permission),
  };
}

const TARGET_ORDER: ApiChangeTarget[] = [
  "operation",
  "scope",
  "parameter",
  "requestField",
  "responseField",
  "enum",
  "status",
];
const KIND_ORDER: ChangeKind[] = ["removed", "changed", "added"];
const LOCATION_ORDER: Array<EnumLocation | undefined> = [
  undefined,
  "parameter",
  "request",
  "response",
];

function compareChanges(a: ApiChange, b: ApiChange): number {
  return (
    TARGET_ORDER.indexOf(a.target) - TARGET_ORDER.indexOf(b.target) ||
    LOCATION_ORDER.indexOf(a.in) - LOCATION_ORDER.indexOf(b.in) ||
    compareText(a.name, b.name) ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    compareText(a.before ?? a.after ?? "", b.before ?? b.after ?? "")
  );
}

const fieldText = (info: FieldInfo) => `${info.type}, ${info.required ? "required" : "optional"}`;
const parameterText = (info: ParameterInfo) =>
  `${info.in}, ${info.type}, ${info.required ? "required" : "optional"}`;

const BODY_WORDS = { request: "request body", response: "response body" } as const;

/** The changes of one operation present in both versions (the newer one's id, method, path). */
function operationChanges(before: OperationFacts, after: OperationFacts): ApiChange[] {
  const { op } = after;
  const base = { operationId: op.operationId, method: op.method, path: op.path, tag: op.tag };
  const changes: ApiChange[] = [];
  const add = (change: Omit<ApiChange, keyof typeof base>) => changes.push({ ...base, ...change });

  if (before.op.operationId !== op.operationId) {
    add({
      kind: "changed",
      target: "operation",
      name: op.operationId,
      before: before.op.operationId,
      after: op.operationId,
      summary: `The operationId of ${op.method} ${op.path} changed from ${before.op.operationId} to ${op.operationId}; the method and path are the same, so this is taken as the same operation.`,
    });
  }
  if (before.permission !== after.permission) {
    add({
      kind: "changed",
      target: "scope",
      name: "x-flowg-permission",
      before: before.permission,
      after: after.permission,
      summary: `The permission it needs changed from ${before.permission} to ${after.permission}.`,
    });
  }

  const enumChanges = (
    name: string,
    location: EnumLocation,
    older: readonly string[],
    newer: readonly string[],
  ) => {
    const where =
      location === "parameter" ? `parameter ${name}` : `${BODY_WORDS[location]} field ${name}`;
    for (const value of newer.filter((v) => !older.includes(v))) {
      add({
        kind: "added",
        target: "enum",
        in: location,
        name,
        after: value,
        summary: `The ${where} accepts a new value, ${value}.`,
      });
    }
    for (const value of older.filter((v) => !newer.includes(v))) {
      add({
        kind: "removed",
        target: "enum",
        in: location,
        name,
        before: value,
        summary: `The ${where} no longer has the value ${value}.`,
      });
    }
  };

  for (const [name, info] of after.parameters) {
    const old = before.parameters.get(name);
    if (!old) {
      add({
        kind: "added",
        target: "parameter",
        name,
        after: parameterText(info),
        summary: `New ${info.required ? "required" : "optional"} ${info.in} parameter ${name}, of type ${info.type}.`,
      });
      continue;
    }
    if (parameterText(old) !== parameterText(info)) {
      add({
        kind: "changed",
        target: "parameter",
        name,
        before: parameterText(old),
        after: parameterText(info),
        summary: `The parameter ${name} changed from ${parameterText(old)} to ${parameterText(info)}.`,
      });
    }
    if (old.values.length && info.values.length) {
      enumChanges(name, "parameter", old.values, info.values);
    }
  }
  for (const [name, info] of before.parameters) {
    if (after.parameters.has(name)) continue;
    add({
      kind: "removed",
      target: "parameter",
      name,
      before: parameterText(info),
      summary: `The ${info.in} parameter ${name} was removed.`,
    });
  }

  for (const location of ["request", "response"] as const) {
    const target = location === "request" ? "requestField" : "responseField";
    const older = before[location];
    const newer = after[location];
    for (const [path, info] of newer) {
      const old = older.get(path);
      if (!old) {
        add({
          kind: "added",
          target,
          name: path,
          after: fieldText(info),
          summary: `The ${BODY_WORDS[location]} has a new ${info.required ? "required" : "optional"} field ${path}, of type ${info.type}.`,
        });
        continue;
      }
      if (fieldText(old) !== fieldText(info)) {
        add({
          kind: "changed",
          target,
          name: path,
          before: fieldText(old),
          after: fieldText(info),
          summary: `The ${BODY_WORDS[location]} field ${path} changed from ${fieldText(old)} to ${fieldText(info)}.`,
        });
      }
      if (old.values.length && info.values.length) {
        enumChanges(path, location, old.values, info.values);
      }
    }
    for (const [path, info] of older) {
      if (newer.has(path)) continue;
      add({
        kind: "removed",
        target,
        name: path,
        before: fieldText(info),
        summary: `The ${BODY_WORDS[location]} field ${path} was removed.`,
      });
    }
  }

  for (const status of after.statuses.filter((s) => !before.statuses.includes(s))) {
    add({
      kind: "added",
      target: "status",
      name: status,
      after: status,
      summary: `It can now answer with status ${status}.`,
    });
  }
  for (const status of before.statuses.filter((s) => !after.statuses.includes(s))) {
    add({
      kind: "removed",
      target: "status",
      name: status,
      before: status,
      summary: `It no longer answers with status ${status}.`,
    });
  }
  return changes.sort(compareChanges);
}

/**
 * The API changes from `before` to `after`. Operations are matched by operationId, then the
 * ones left over by method and path (an operationId that changed is reported as such). Order:
 * the newer document's operations in document order, then the removed ones in the older
 * document's order; inside an operation, by target, name and kind.
 */
export function diffApi(
  before: OpenApiDoc,
  after: OpenApiDoc,
  /** The documents' files, named by the errors of a malformed permission extension. */
  files: { before: string; after: string } = {
    before: "the older OpenAPI document",
    after: "the newer OpenAPI document",
  },
): ApiChange[] {
  const older = describeOperations(before, { file: files.before }).operations;
  const newer = describeOperations(after, { file: files.after }).operations;
  const byId = new Map(older.map((op) => [op.operationId, op]));
  const route = (op: ApiOperationFields) => `${op.method} ${op.path}`;
  const newerIds = new Set(newer.map((op) => op.operationId));
  // Older operations whose id is gone, by method and path, for the fallback match.
  const byRoute = new Map(
    older.filter((op) => !newerIds.has(op.operationId)).map((op) => [route(op), op]),
  );
  const matched = new Set<ApiOperationFields>();
  const changes: ApiChange[] = [];

  for (const op of newer) {
    const old = byId.get(op.operationId) ?? byRoute.get(route(op));
    if (!old) {
      changes.push({
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        tag: op.tag,
        kind: "added",
        target: "operation",
        name: op.operationId,
        after: route(op),
        summary: `New operation ${op.operationId} (${route(op)}).`,
      });
      continue;
    }
    matched.add(old);
    changes.push(...operationChanges(factsOf(before, old), factsOf(after, op)));
  }
  for (const op of older) {
    if (matched.has(op)) continue;
    changes.push({
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      tag: op.tag,
      kind: "removed",
      target: "operation",
      name: op.operationId,
      before: route(op),
      summary: `The operation ${op.operationId} (${route(op)}) was removed.`,
    });
  }
  return changes;
}
