import fs from "node:fs";
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import YAML, { LineCounter, isNode, parseDocument } from "yaml";
import { mdxFiles } from "../../node/diagrams/source";
import { walk, type MdNode } from "../../node/mdx/mdast";
import { metaAttribute } from "../../node/mdx/vrl-examples";
import { parseDoc, readDocSource } from "./docs-check";

/**
 * Checks the JSON examples of doc pages against the OpenAPI description they document.
 *
 * A ```json block whose fence meta has `schema="<Name>"` claims to be a valid
 * `components.schemas.<Name>` of the OpenAPI document. Every block is parsed and validated with
 * Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1); each problem is one line naming the
 * page, the line of the offending value and what the schema expected.
 */

export interface SchemaExample {
  file: string;
  /** Line of the opening fence in the file. */
  line: number;
  schema: string;
  code: string;
}

/** The `schema="..."` JSON blocks of one page, in page order. */
export function schemaExamplesOf(file: string, docsDir: string, text?: string): SchemaExample[] {
  const doc = readDocSource(file, docsDir, text);
  const { tree, problems } = parseDoc(doc);
  if (!tree) throw new Error(problems.join("\n"));
  const found: SchemaExample[] = [];
  walk(tree as MdNode, (node) => {
    if (node.type !== "code") return;
    const schema = metaAttribute(node.meta, "schema");
    if (schema === null) return;
    found.push({
      file,
      line: node.position?.start.line ?? 0,
      schema,
      code: node.value ?? "",
    });
  });
  return found;
}

/**
 * JSON blocks that hold a forwarder definition (a `config` with a `type`, or a `forwarder` key)
 * but carry no `schema="..."`, so nothing would check them: `file:line: ...` for each.
 */
export function untaggedForwarderBlocks(file: string, docsDir: string, text?: string): string[] {
  const { tree } = parseDoc(readDocSource(file, docsDir, text));
  if (!tree) return [];
  const found: string[] = [];
  walk(tree as MdNode, (node) => {
    if (node.type !== "code" || node.lang !== "json") return;
    if (metaAttribute(node.meta, "schema") !== null) return;
    let value: unknown;
    try {
      value = JSON.parse(node.value ?? "");
    } catch {
      return;
    }
    const object = value as { config?: { type?: unknown }; forwarder?: unknown } | null;
    const shape =
      typeof object?.config?.type === "string"
        ? "Forwarder"
        : object && typeof object === "object" && "forwarder" in object
          ? "SaveForwarderRequest"
          : null;
    if (shape) {
      found.push(
        `${file}:${node.position?.start.line ?? "?"}: a forwarder definition without schema="${shape}" on its fence; add it so the definition is validated`,
      );
    }
  });
  return found;
}

/** Every `schema="..."` JSON block of the pages under `docsDir` (a parameter: drafts or content). */
export function schemaExamplesIn(docsDir: string): SchemaExample[] {
  return mdxFiles(docsDir).flatMap((file) => schemaExamplesOf(file, docsDir));
}

const DOCUMENT_ID = "https://flowg.example/openapi.json";

/** OpenAPI words that are annotations, not JSON Schema keywords. */
const OPENAPI_ANNOTATIONS = ["example", "xml", "externalDocs"];

/** Validators for the component schemas of one OpenAPI 3.1 document. */
export class ComponentSchemas {
  private readonly ajv: Ajv2020;
  private readonly names: Set<string>;
  private readonly validators = new Map<string, ValidateFunction>();

  readonly document: { components: { schemas: Record<string, unknown> } };

  constructor(
    readonly openapiFile: string,
    document: unknown = YAML.parse(fs.readFileSync(openapiFile, "utf8")),
  ) {
    const schemas = (document as { components?: { schemas?: unknown } } | null)?.components
      ?.schemas;
    if (!schemas || typeof schemas !== "object" || Array.isArray(schemas)) {
      throw new Error(`${openapiFile}: components.schemas: expected an object of schemas`);
    }
    this.document = { components: { schemas: schemas as Record<string, unknown> } };
    this.names = new Set(Object.keys(schemas));
    this.ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictTypes: false,
      strictRequired: false,
      // OpenAPI's discriminator: a oneOf branch is picked by its tag, and only its errors are told.
      discriminator: true,
    });
    addFormats(this.ajv);
    // Formats FlowG's schema uses beyond JSON Schema's own. `pem` is checked as one PEM block
    // (BEGIN and END lines), which may be stricter than FlowG's server, which reads it as text.
    this.ajv.addFormat("password", true);
    this.ajv.addFormat("pem", /^-----BEGIN [A-Z ]+-----\r?\n[\s\S]+\r?\n-----END [A-Z ]+-----\s*$/);
    this.ajv.addFormat("binary", true);
    for (const keyword of OPENAPI_ANNOTATIONS) this.ajv.addKeyword(keyword);
    // The wrapper below keeps the schemas at their OpenAPI path; the word itself checks nothing.
    this.ajv.addKeyword("components");
    // Only the schemas, under their OpenAPI path, so `$ref: '#/components/schemas/X'` resolves.
    this.ajv.addSchema({ $id: DOCUMENT_ID, ...this.document });
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  /** Errors of `value` against components.schemas[name]; [] when it is valid. */
  errors(name: string, value: unknown): ErrorObject[] {
    let validate = this.validators.get(name);
    if (!validate) {
      const found = this.ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${name}`);
      if (!found) throw new Error(`${this.openapiFile}: no schema components.schemas.${name}`);
      validate = found;
      this.validators.set(name, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []);
  }
}

/** One line per problem of `example`: `file:line: schema <Name> at <path>: <message>`. */
export function exampleProblems(example: SchemaExample, schemas: ComponentSchemas): string[] {
  const where = (line: number) => `${example.file}:${line}`;
  const firstLine = example.line + 1;
  if (!schemas.has(example.schema)) {
    return [
      `${where(example.line)}: schema="${example.schema}" names no schema of ${schemas.openapiFile} (components.schemas)`,
    ];
  }
  let value: unknown;
  try {
    value = JSON.parse(example.code);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    const line = at ? example.code.slice(0, Number(at[1])).split("\n").length : 1;
    return [
      `${where(firstLine + line - 1)}: not valid JSON (schema="${example.schema}"): ${(error as Error).message}`,
    ];
  }
  const lines = new LineCounter();
  const tree = parseDocument(example.code, { lineCounter: lines });
  const lineOf = (pointer: string): number => {
    const keys = pointer
      .split("/")
      .slice(1)
      .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))
      .map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    for (let n = keys.length; n >= 0; n--) {
      const node = keys.length === 0 ? tree.contents : tree.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
    }
    return 1;
  };
  return schemas.errors(example.schema, value).map((e) => {
    const at = e.instancePath || "(the whole value)";
    const extra = e.keyword === "additionalProperties" ? ` (${JSON.stringify(e.params)})` : "";
    return `${where(firstLine + lineOf(e.instancePath) - 1)}: schema ${example.schema} at ${at}: ${e.message ?? e.keyword}${extra} [${e.schemaPath}]`;
  });
}
