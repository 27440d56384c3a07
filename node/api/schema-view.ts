import type { FieldRow, SchemaFact, SchemaRow, SchemaView } from "@shared/api";

/**
 * OpenAPI 3.1 schemas -> flat rows for nested tables. Pure.
 *
 * - `$ref`s to `#/...` are followed; the name of a component schema labels object types
 *   ("array of LogRecord"). Keywords written beside a `$ref` win over the target's.
 * - `allOf` parts are merged (properties, required); only the outer schema's description is kept,
 *   so a response built on SuccessResponse does not repeat its description.
 * - `oneOf`/`anyOf` with `{type: "null"}` beside a single schema is that schema, nullable;
 *   otherwise each alternative becomes a variant row followed by its own rows.
 * - A component schema met again inside itself (OTLP values hold arrays of values), or a large
 *   one met again elsewhere in the same body, is not expanded twice: its row points at the
 *   place where its fields are listed.
 */

export type Schema = Record<string, unknown>;

export interface SchemaContext<T = string> {
  /** The whole document, for $ref lookups. */
  document: unknown;
  /**
   * A description's Markdown -> the text the view keeps (HTML for page context, both forms for
   * the page model); "" is passed for a schema without a description.
   */
  markdown: (text: string) => T;
}

interface Flat {
  schema: Schema;
  /** Component name when the schema came from `#/components/schemas/<name>`. */
  name: string | null;
  nullable: boolean;
}

const MAX_DEPTH = 10;
/** A component schema listed again gets its rows again when it has this many rows or fewer. */
const SMALL_SCHEMA_ROWS = 3;

/** Component schemas already expanded in a view: being expanded (stack) or done (seen). */
interface Expansion {
  stack: Map<string, string>;
  seen: Map<string, { path: string; rows: number }>;
}

function repeatOf(state: Expansion, name: string | null): string | undefined {
  if (!name) return undefined;
  const done = state.seen.get(name);
  return state.stack.get(name) ?? (done && done.rows > SMALL_SCHEMA_ROWS ? done.path : undefined);
}

export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`Only local $refs are supported, got ${ref}`);
  let node = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !(key in node)) {
      throw new Error(`Unresolvable $ref ${ref}`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Follows `$ref` chains (any component kind); keywords beside a `$ref` override the target. */
export function deref<T = Schema>(
  document: unknown,
  value: unknown,
): { value: T; name: string | null } {
  let current = asSchema(value);
  let name: string | null = null;
  for (let hops = 0; typeof current.$ref === "string" && hops < 32; hops++) {
    const { $ref, ...siblings } = current;
    const ref = $ref as string;
    name = ref.split("/").pop() ?? null;
    current = { ...asSchema(resolvePointer(document, ref)), ...siblings };
  }
  return { value: current as T, name };
}

function asSchema(value: unknown): Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Schema)
    : {};
}

const isNullSchema = (s: Schema) => s.type === "null";

/** $refs followed, allOf merged, `| null` turned into a flag. */
export function flatten(document: unknown, input: unknown): Flat {
  const { value, name } = deref(document, input);
  let schema: Schema = value;
  let nullable = false;

  if (Array.isArray(schema.allOf)) {
    const { allOf, ...outer } = schema;
    const merged = (allOf as unknown[])
      .map((part) => flatten(document, part).schema)
      .map(({ description: _d, title: _t, example: _e, ...rest }) => rest)
      .reduce(mergeSchemas, {});
    schema = mergeSchemas(merged, outer);
  }

  for (const key of ["oneOf", "anyOf"] as const) {
    const options = schema[key];
    if (!Array.isArray(options)) continue;
    const resolved = options.map((o) => deref(document, o).value);
    const nonNull = options.filter((_, i) => !isNullSchema(resolved[i]!));
    if (nonNull.length === options.length) continue;
    nullable = true;
    if (nonNull.length === 1) {
      const { [key]: _drop, ...outer } = schema;
      const inner = flatten(document, nonNull[0]);
      return {
        schema: { ...inner.schema, ...outer },
        name: name ?? inner.name,
        nullable: true,
      };
    }
    schema = { ...schema, [key]: nonNull };
  }

  if (Array.isArray(schema.type) && schema.type.includes("null")) {
    nullable = true;
    const types = schema.type.filter((t) => t !== "null");
    schema = { ...schema, type: types.length === 1 ? types[0] : types };
  }
  return { schema, name, nullable };
}

/** Deep enough for allOf: properties merged key by key, required lists joined. */
export function mergeSchemas(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  const pa = asSchema(a.properties);
  const pb = asSchema(b.properties);
  if (a.properties || b.properties) {
    const properties: Schema = { ...pa };
    for (const [key, value] of Object.entries(pb)) {
      properties[key] = key in pa ? mergeSchemas(asSchema(pa[key]), asSchema(value)) : value;
    }
    merged.properties = properties;
  }
  const required = [
    ...(Array.isArray(a.required) ? a.required : []),
    ...(Array.isArray(b.required) ? b.required : []),
  ];
  if (required.length) merged.required = [...new Set(required)];
  // A fixed value makes the list of allowed values of the base schema moot.
  if ("const" in b) delete merged.enum;
  return merged;
}

function variantsOf(schema: Schema): unknown[] | null {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) && list.length > 1 ? list : null;
}

function isObjectLike(schema: Schema): boolean {
  return (
    schema.type === "object" ||
    schema.properties !== undefined ||
    (schema.additionalProperties !== undefined && typeof schema.additionalProperties === "object")
  );
}

function mapValues(schema: Schema): unknown {
  const extra = schema.additionalProperties;
  return extra && typeof extra === "object" && !schema.properties ? extra : undefined;
}

/** The type as a reader reads it: "integer (int64)", "array of Role", "map of string". */
export function typeLabel(document: unknown, flat: Flat): string {
  const { schema, name } = flat;
  const variants = variantsOf(schema);
  if (variants) return name ?? `one of ${variants.length} types`;
  const type = schema.type;
  if (Array.isArray(type)) return type.join(" | ");
  if (type === "array" || schema.items !== undefined) {
    const items = flatten(document, schema.items ?? {});
    return `array of ${typeLabel(document, items)}`;
  }
  const values = mapValues(schema);
  if (values !== undefined) return `map of ${typeLabel(document, flatten(document, values))}`;
  if (isObjectLike(schema)) return name ?? "object";
  if (type === "string" && schema.format === "binary") return "binary";
  if (typeof type === "string") {
    return typeof schema.format === "string" && schema.format !== "password"
      ? `${type} (${schema.format})`
      : type;
  }
  return name ?? "any";
}

function show(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Enums, constants, defaults, constraints and scalar examples, in that order. */
export function schemaFacts(schema: Schema): SchemaFact[] {
  const facts: SchemaFact[] = [];
  const add = (label: string, values: unknown[]) => {
    if (values.length) facts.push({ label, values: values.map(show) });
  };
  if ("const" in schema) add("Always", [schema.const]);
  else if (Array.isArray(schema.enum)) add("Allowed values", schema.enum);
  if ("default" in schema) add("Default", [schema.default]);
  const numeric: Array<[string, string]> = [
    ["minLength", "Minimum length"],
    ["maxLength", "Maximum length"],
    ["minimum", "Minimum"],
    ["exclusiveMinimum", "Greater than"],
    ["maximum", "Maximum"],
    ["exclusiveMaximum", "Less than"],
    ["minItems", "Minimum items"],
    ["maxItems", "Maximum items"],
  ];
  for (const [key, label] of numeric) if (key in schema) add(label, [schema[key]]);
  if (typeof schema.pattern === "string") add("Pattern", [schema.pattern]);
  if (typeof schema.contentMediaType === "string") add("Media type", [schema.contentMediaType]);
  if (schema.format === "password") add("Format", ["password"]);
  const scalar = !isObjectLike(schema) && schema.type !== "array" && !variantsOf(schema);
  if (scalar && !("const" in schema) && !Array.isArray(schema.enum)) {
    const examples = Array.isArray(schema.examples)
      ? schema.examples
      : "example" in schema
        ? [schema.example]
        : [];
    add(examples.length > 1 ? "Examples" : "Example", examples);
  }
  if (schema.deprecated === true) add("Deprecated", ["true"]);
  return facts;
}

/** A whole schema (a request or response body, ...) as summary + rows. */
export function schemaView<T>(input: unknown, ctx: SchemaContext<T>): SchemaView<T> {
  const flat = flatten(ctx.document, input);
  const rows: Array<SchemaRow<T>> = [];
  inside(rows, flat, 0, "", { stack: new Map(), seen: new Map() }, ctx);
  return {
    type: typeLabel(ctx.document, flat) + (flat.nullable ? " | null" : ""),
    name: flat.name,
    html: describe(flat.schema, ctx),
    facts: schemaFacts(flat.schema),
    rows,
  };
}

function describe<T>(schema: Schema, ctx: SchemaContext<T>): T {
  return ctx.markdown(
    typeof schema.description === "string" && schema.description.trim() ? schema.description : "",
  );
}

/** `flow.nodes` + `[].` -> `flow.nodes[].`; at the top, `[].` or `<key>.`. */
function extend(prefix: string, suffix: string): string {
  const base = prefix.replace(/\.$/, "");
  return base ? `${base}${suffix}` : suffix.replace(/^\./, "");
}

/** Rows for what is inside a schema: its alternatives, properties, array items or map values. */
function inside<T>(
  rows: Array<SchemaRow<T>>,
  flat: Flat,
  depth: number,
  prefix: string,
  state: Expansion,
  ctx: SchemaContext<T>,
): void {
  if (depth > MAX_DEPTH || repeatOf(state, flat.name) !== undefined) return;
  const path = prefix.replace(/\.$/, "");
  const before = rows.length;
  if (flat.name) state.stack.set(flat.name, path);
  try {
    const { schema } = flat;
    const variants = variantsOf(schema);
    if (variants) {
      variants.forEach((option, i) => {
        const variant = flatten(ctx.document, option);
        const title = typeof variant.schema.title === "string" ? variant.schema.title : null;
        rows.push({
          kind: "variant",
          depth,
          label: title ?? variant.name ?? typeLabel(ctx.document, variant),
          index: i + 1,
          count: variants.length,
          of: prefix.replace(/\.$/, ""),
          html: describe(variant.schema, ctx),
        });
        inside(rows, variant, depth + 1, prefix, state, ctx);
      });
    } else if (schema.type === "array" || schema.items !== undefined) {
      inside(
        rows,
        flatten(ctx.document, schema.items ?? {}),
        depth,
        extend(prefix, "[]."),
        state,
        ctx,
      );
    } else if (mapValues(schema) !== undefined) {
      const values = flatten(ctx.document, mapValues(schema));
      inside(rows, values, depth, extend(prefix, ".<key>."), state, ctx);
    } else {
      const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
      for (const [name, value] of Object.entries(asSchema(schema.properties))) {
        const field = flatten(ctx.document, value);
        rows.push(fieldRow(name, field, required.has(name), depth, prefix, state, ctx));
        inside(rows, field, depth + 1, `${prefix}${name}.`, state, ctx);
      }
    }
  } finally {
    if (flat.name) {
      state.stack.delete(flat.name);
      if (!state.seen.has(flat.name))
        state.seen.set(flat.name, { path, rows: rows.length - before });
    }
  }
}

function fieldRow<T>(
  name: string,
  flat: Flat,
  required: boolean,
  depth: number,
  parent: string,
  state: Expansion,
  ctx: SchemaContext<T>,
): FieldRow<T> {
  const row: FieldRow<T> = {
    kind: "field",
    depth,
    parent,
    name,
    type: typeLabel(ctx.document, flat),
    required,
    nullable: flat.nullable,
    html: describe(flat.schema, ctx),
    facts: schemaFacts(flat.schema),
  };
  const sameAs = repeatOf(state, structureName(ctx.document, flat));
  if (sameAs !== undefined) row.sameAs = sameAs;
  return row;
}

/** The component whose fields a field shows: itself, its array items' or its map values'. */
function structureName(document: unknown, flat: Flat): string | null {
  if (flat.name) return flat.name;
  if (flat.schema.items !== undefined)
    return structureName(document, flatten(document, flat.schema.items));
  const values = mapValues(flat.schema);
  return values !== undefined ? structureName(document, flatten(document, values)) : null;
}
