/**
 * A small JSON Schema validator, for the subset the site's OpenAPI documents use to describe a
 * pipeline flow (`components.schemas.FlowGraph` and the schemas it refers to, in
 * openapi/flowg.yaml and versions/<version>/openapi.yaml). It runs in the browser, where the
 * site's Content-Security-Policy forbids the code generation general validators rely on, so it
 * interprets the schema directly and only knows these keywords:
 *
 *  - validating: `type`, `required`, `properties`, `additionalProperties`, `items` (one schema
 *    for every item), `enum`, `const`, `minLength`, `allOf`, `oneOf`, and `$ref` to
 *    `#/components/schemas/<name>`;
 *  - annotations, which change nothing: `default`, `description`, `example`, `examples`, `title`.
 *
 * `flowSchemaBundle` refuses a schema that uses any other keyword, so the build fails rather
 * than the check silently passing what a keyword would have refused.
 *
 * Errors are `{ path, message }`: `path` is a JSON pointer to the value at fault (for a missing
 * property, to where it should be) and `message` is operator wording ("is required", "must be a
 * string", "must be one of direct, syslog").
 *
 * `oneOf` is read the way the flow schemas use it, as a choice of node types: when every branch
 * pins one property with `const` (a discriminator, `type` for nodes), the branch whose constant
 * the value carries is the one that counts, and its errors are reported. When the value carries
 * none of the constants (an unknown or missing node type), only the errors every branch shares
 * are reported, and none about the discriminator itself: naming an unknown node type is left to
 * the caller (./check.ts says which types the version knows). Without a discriminator, the
 * branch with the fewest errors is reported.
 */

export interface SchemaBundle {
  /** Name of the schema to validate against, in `schemas`. */
  root: string;
  /** Schemas by name, as `#/components/schemas/<name>` refers to them. */
  schemas: Record<string, unknown>;
}

export interface SchemaError {
  /** JSON pointer (RFC 6901) to the value at fault, such as /nodes/2/data/condition. */
  path: string;
  message: string;
}

type Schema = Record<string, unknown>;

const REF_PREFIX = "#/components/schemas/";

const VALIDATING = new Set([
  "type",
  "required",
  "properties",
  "additionalProperties",
  "items",
  "enum",
  "const",
  "minLength",
  "allOf",
  "oneOf",
  "$ref",
]);
const ANNOTATIONS = new Set(["default", "description", "example", "examples", "title"]);
/** Annotations a bundle leaves out: the browser does not need them. */
const STRIPPED = new Set(["description", "example", "examples"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const own = (value: Record<string, unknown>, key: string) =>
  Object.prototype.hasOwnProperty.call(value, key);

const pointer = (path: string, key: string | number) =>
  `${path}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;

/** The name a `$ref` points to; throws for a reference outside `#/components/schemas/`. */
function refName(ref: unknown): string {
  if (typeof ref !== "string" || !ref.startsWith(REF_PREFIX))
    throw new Error(`unsupported $ref ${JSON.stringify(ref)}: only ${REF_PREFIX}<name> is read`);
  return ref.slice(REF_PREFIX.length);
}

/** The schema a `$ref` names in the bundle; throws when the bundle lacks it. */
export function resolveRef(bundle: SchemaBundle, ref: unknown): Schema {
  const name = refName(ref);
  const schema = own(bundle.schemas, name) ? bundle.schemas[name] : undefined;
  if (!isObject(schema)) throw new Error(`schema ${JSON.stringify(name)} is not in the bundle`);
  return schema;
}

function show(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => own(b, key) && sameJson(a[key], b[key]))
    );
  }
  return false;
}

const TYPE_NAMES: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  object: "an object",
  array: "an array",
  null: "null",
};

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return isObject(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    default:
      throw new Error(`unknown JSON Schema type ${JSON.stringify(type)}`);
  }
}

/**
 * The `const` every branch of a `oneOf` pins one property to, collected through `allOf` and
 * `$ref`: the discriminating property's name and each branch's value, or null when the branches
 * have none.
 */
export function oneOfDiscriminator(
  bundle: SchemaBundle,
  branches: unknown[],
): { property: string; values: unknown[] } | null {
  const constants = (schema: unknown, seen: Set<unknown>): Map<string, unknown> => {
    const found = new Map<string, unknown>();
    if (!isObject(schema) || seen.has(schema)) return found;
    seen.add(schema);
    if (isObject(schema.properties))
      for (const [key, sub] of Object.entries(schema.properties))
        if (isObject(sub) && own(sub, "const")) found.set(key, sub.const);
    const parts = [
      ...(Array.isArray(schema.allOf) ? schema.allOf : []),
      ...(own(schema, "$ref") ? [resolveRef(bundle, schema.$ref)] : []),
    ];
    for (const part of parts)
      for (const [key, value] of constants(part, seen)) if (!found.has(key)) found.set(key, value);
    return found;
  };
  const perBranch = branches.map((branch) => constants(branch, new Set()));
  const first = perBranch[0];
  if (!first) return null;
  for (const property of first.keys())
    if (perBranch.every((found) => found.has(property)))
      return { property, values: perBranch.map((found) => found.get(property)) };
  return null;
}

function validateAt(
  bundle: SchemaBundle,
  schemaValue: unknown,
  value: unknown,
  path: string,
  errors: SchemaError[],
): void {
  const fail = (message: string, at = path) => errors.push({ path: at, message });
  // `true` accepts anything and `false` nothing (`additionalProperties: false` is read below).
  if (schemaValue === true) return;
  if (schemaValue === false) return void fail("is not allowed");
  if (!isObject(schemaValue))
    throw new Error(`not a schema at ${path || "/"}: ${show(schemaValue)}`);
  const schema = schemaValue;
  if (own(schema, "$ref")) validateAt(bundle, resolveRef(bundle, schema.$ref), value, path, errors);

  if (own(schema, "type")) {
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type)];
    if (!types.some((type) => hasType(value, type))) {
      fail(`must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(" or ")}`);
      return;
    }
  }
  if (own(schema, "const") && !sameJson(value, schema.const)) fail(`must be ${show(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => sameJson(value, option)))
    fail(`must be one of ${schema.enum.map(show).join(", ")}`);
  if (typeof schema.minLength === "number" && typeof value === "string") {
    const length = [...value].length;
    if (length < schema.minLength)
      fail(
        schema.minLength === 1
          ? "must not be empty"
          : `must be at least ${schema.minLength} characters long`,
      );
  }

  if (isObject(value)) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    if (Array.isArray(schema.required))
      for (const key of schema.required)
        if (typeof key === "string" && !own(value, key)) fail("is required", pointer(path, key));
    for (const [key, item] of Object.entries(value)) {
      const at = pointer(path, key);
      if (own(properties, key)) validateAt(bundle, properties[key], item, at, errors);
      else if (own(schema, "additionalProperties")) {
        if (schema.additionalProperties === false) fail("is not allowed", at);
        else validateAt(bundle, schema.additionalProperties, item, at, errors);
      }
    }
  }
  if (Array.isArray(value) && own(schema, "items")) {
    if (Array.isArray(schema.items))
      throw new Error("`items` as a list of schemas is not supported");
    value.forEach((item, index) =>
      validateAt(bundle, schema.items, item, pointer(path, index), errors),
    );
  }

  if (Array.isArray(schema.allOf))
    for (const part of schema.allOf) validateAt(bundle, part, value, path, errors);
  if (Array.isArray(schema.oneOf)) oneOf(bundle, schema.oneOf, value, path, errors);
}

function oneOf(
  bundle: SchemaBundle,
  branches: unknown[],
  value: unknown,
  path: string,
  errors: SchemaError[],
): void {
  const results = branches.map((branch) => {
    const found: SchemaError[] = [];
    validateAt(bundle, branch, value, path, found);
    return found;
  });
  const passing = results.filter((found) => found.length === 0).length;
  if (passing === 1) return;
  if (passing > 1) {
    errors.push({ path, message: "matches more than one of the allowed shapes" });
    return;
  }

  const fewest = (candidates: SchemaError[][]) =>
    candidates.reduce((best, found) => (found.length < best.length ? found : best));
  const key = oneOfDiscriminator(bundle, branches);
  if (!key) {
    errors.push(...fewest(results));
    return;
  }
  const chosen = results.filter((_, i) =>
    isObject(value) ? sameJson(value[key.property], key.values[i]) : false,
  );
  if (chosen.length) {
    errors.push(...fewest(chosen));
    return;
  }
  // No branch's constant: report what every branch says, except about the discriminator.
  const about = pointer(path, key.property);
  const label = (error: SchemaError) => `${error.path}\n${error.message}`;
  const shared = results
    .slice(1)
    .reduce((common, found) => {
      const labels = new Set(found.map(label));
      return common.filter((error) => labels.has(label(error)));
    }, results[0] ?? [])
    .filter((error) => error.path !== about && !error.path.startsWith(`${about}/`));
  errors.push(...shared);
}

/** The errors of a value against the bundle's root schema, in document order, each reported once. */
export function validate(value: unknown, bundle: SchemaBundle): SchemaError[] {
  const errors: SchemaError[] = [];
  validateAt(bundle, resolveRef(bundle, `${REF_PREFIX}${bundle.root}`), value, "", errors);
  const seen = new Set<string>();
  return errors.filter((error) => {
    const label = `${error.path}\n${error.message}`;
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/**
 * A copy of a schema as plain JSON, without the annotations the browser does not need, and the
 * names of the schemas it refers to. Throws on a keyword the validator does not know.
 */
function copySchema(value: unknown, where: string, refs: Set<string>): unknown {
  if (typeof value === "boolean") return value;
  if (!isObject(value)) throw new Error(`${where} is not a schema`);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (STRIPPED.has(key)) continue;
    const at = `${where}/${key}`;
    switch (key) {
      case "$ref":
        refs.add(refName(item));
        copy[key] = item;
        break;
      case "properties":
        if (!isObject(item)) throw new Error(`${at} is not an object`);
        copy[key] = Object.fromEntries(
          Object.entries(item).map(([name, sub]) => [name, copySchema(sub, `${at}/${name}`, refs)]),
        );
        break;
      case "additionalProperties":
      case "items":
        copy[key] = copySchema(item, at, refs);
        break;
      case "allOf":
      case "oneOf":
        if (!Array.isArray(item)) throw new Error(`${at} is not a list`);
        copy[key] = item.map((sub, i) => copySchema(sub, `${at}/${i}`, refs));
        break;
      default:
        if (!VALIDATING.has(key) && !ANNOTATIONS.has(key))
          throw new Error(
            `${at}: the flow checker does not know the keyword ${JSON.stringify(key)}`,
          );
        copy[key] = JSON.parse(JSON.stringify(item)) as unknown;
    }
  }
  return copy;
}

/**
 * The schema bundle of a version's flows, from its parsed OpenAPI document: `FlowGraph` and every
 * schema it refers to, directly or not, as plain JSON without descriptions and examples. Throws
 * when the document has no FlowGraph schema, when a `$ref` names a schema the document does not
 * define, and when a schema uses a keyword the validator does not know.
 */
export function flowSchemaBundle(openapiDocument: unknown): {
  root: "FlowGraph";
  schemas: Record<string, unknown>;
} {
  const components = isObject(openapiDocument) ? openapiDocument.components : undefined;
  const defined = isObject(components) ? components.schemas : undefined;
  if (!isObject(defined)) throw new Error("the OpenAPI document has no components.schemas");
  const schemas: Record<string, unknown> = {};
  const pending = ["FlowGraph"];
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    if (own(schemas, name)) continue;
    if (!own(defined, name))
      throw new Error(
        `the OpenAPI document has no schema ${JSON.stringify(name)} (components.schemas.${name}), which the flow schema refers to`,
      );
    const refs = new Set<string>();
    schemas[name] = copySchema(defined[name], `#/components/schemas/${name}`, refs);
    pending.push(...refs);
  }
  return { root: "FlowGraph", schemas };
}
