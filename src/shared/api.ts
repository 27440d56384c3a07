/**
 * What the API pages render, computed at build time (src/node/api/*) and handed to the templates
 * through page context. Types (and the list of prose slots): the theme imports them without
 * pulling in build code.
 * Markdown from the document arrives as HTML (`html` fields); code arrives as Prism tokens. The
 * pages' headings and tables of contents come from the section lists of ./api-sections.ts.
 */
import type { DocPageContext } from "./page-context/doc";
import type { Prose } from "./prose";

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

/** A fact shown under a field: "Allowed values: `tcp`, `udp`", "Default: `2`", "Length: ≥ 1". */
export interface SchemaFact {
  label: string;
  /** Shown as code, joined by commas. */
  values: string[];
}

/** One property (or array item, or map value) of a schema; `depth` is its nesting level. */
export interface FieldRow {
  kind: "field";
  depth: number;
  /** Path of the parent as a reader types it ("flow.nodes[]."), "" at the top. */
  parent: string;
  /** Property name, "[]" for the items of a top-level array, "<key>" for map values. */
  name: string;
  /** "string", "integer (int64)", "array of LogRecord", "map of string", "one of 2 types". */
  type: string;
  required: boolean;
  nullable: boolean;
  html: string;
  facts: SchemaFact[];
  /**
   * The field's own fields are listed elsewhere in the same body (a recursive schema, or a large
   * one used twice): the path of that place ("" for the whole body).
   */
  sameAs?: string;
}

/** Start of one alternative of a `oneOf`: the rows after it, one level deeper, belong to it. */
export interface VariantRow {
  kind: "variant";
  depth: number;
  /** "SourceNode", "Webhook (http)". */
  label: string;
  /** 1-based position and number of alternatives. */
  index: number;
  count: number;
  /** Path of the field the alternatives are for ("flow.nodes[]"), "" for the whole body. */
  of: string;
  html: string;
}

export type SchemaRow = FieldRow | VariantRow;

/** A schema shown as a summary (type, description, facts) and, for structures, a table of rows. */
export interface SchemaView {
  type: string;
  /** Name of the component schema, when the schema is a $ref. */
  name: string | null;
  html: string;
  facts: SchemaFact[];
  rows: SchemaRow[];
}

/** Code highlighted at build time: language and JSON of `tokenize()` (src/node/mdx/highlight.ts). */
export interface CodeView {
  language: string;
  tokens: string;
  title?: string;
}

/** How a body is presented: each kind gets its own wording in the theme. */
export type BodyKind = "json" | "text" | "multipart" | "binary" | "event-stream" | "other";

/** What each kind of body is, in words (the page and its Markdown copy say the same). */
export const BODY_KIND_LABELS = {
  json: "JSON",
  text: "Plain text",
  multipart: "Multipart form upload",
  binary: "Binary file",
  "event-stream": "Server-sent events (the connection stays open; events arrive as they happen)",
  other: "Raw body",
} as const satisfies Record<BodyKind, string>;

export interface MediaView {
  mediaType: string;
  kind: BodyKind;
  /** The standard error body: shown as a link to the overview rather than repeated. */
  errorBody: boolean;
  schema: SchemaView | null;
  example: CodeView | null;
  /** A short example shown inline (error bodies), as compact JSON. */
  exampleText: string | null;
}

export interface HeaderView {
  name: string;
  type: string;
  html: string;
}

export interface ParameterView {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  type: string;
  html: string;
  facts: SchemaFact[];
}

export interface RequestBodyView {
  required: boolean;
  html: string;
  contents: MediaView[];
}

export interface ResponseView {
  status: string;
  /** "OK", "Bad Request", ... */
  reason: string;
  html: string;
  headers: HeaderView[];
  contents: MediaView[];
}

/** `x-flowg-permission`: no token, any signed-in caller, or scopes (all of them needed). */
export type PermissionView =
  | { kind: "none" }
  | { kind: "authenticated" }
  | {
      kind: "scopes";
      /** Each needed scope, and the `write_…` scope that also passes its check, if any. */
      scopes: Array<{ name: string; impliedBy: string | null }>;
    };

export interface LinkView {
  label: string;
  href: string;
}

/** Page context of /docs/api/<slug>. */
export interface ApiOperationPageContext extends DocPageContext {
  /** Site path of the page, without the base path (/docs/api/query-stream). */
  route: string;
  operationId: string;
  method: HttpMethod;
  /**
   * Path template of the operation (/api/v1/streams/{stream}); not `path`, which Gatsby
   * reserves in page context.
   */
  apiPath: string;
  summary: string;
  html: string;
  tag: string;
  /** Kinds of token accepted ([] when the operation needs no token). */
  security: SecuritySchemeView[];
  permission: PermissionView;
  parameters: ParameterView[];
  requestBody: RequestBodyView | null;
  responses: ResponseView[];
  curl: CodeView;
  /** flowg-client commands that call this operation. */
  cli: LinkView[];
  /** Guide pages linking to this operation. */
  guides: LinkView[];
}

export interface OperationSummary {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  href: string;
}

export interface TagGroup {
  name: string;
  label: string;
  html: string;
  operations: OperationSummary[];
}

/** One row of the permissions table: a scope (or "authenticated"/"none") and what it gates. */
export interface ScopeRow {
  scope: string;
  html: string;
  operations: Array<OperationSummary & { together: string[] }>;
}

export interface SecuritySchemeView {
  id: string;
  label: string;
  prefix: string;
  html: string;
}

export interface StatusRow {
  http: string;
  reason: string;
  /** The error body's `status` for this code ("" for success). */
  status: string;
  meaning: string;
}

/** The places of the overview page that hold prose from content/api/overview.yaml. */
export const API_OVERVIEW_PROSE_SLOTS = [
  "intro",
  "baseUrl",
  "authentication",
  "firstSession",
  "permissions",
  "otherInterfaces",
] as const;

export type ApiOverviewProse = Record<(typeof API_OVERVIEW_PROSE_SLOTS)[number], Prose>;

/** Page context of /docs/api. */
export interface ApiOverviewPageContext extends DocPageContext {
  route: string;
  title: string;
  version: string;
  html: string;
  serverUrl: string;
  serverHtml: string;
  prefix: string;
  schemes: SecuritySchemeView[];
  scopes: ScopeRow[];
  errorBody: SchemaView;
  statuses: StatusRow[];
  successHtml: string;
  /** Operations whose bodies are not JSON, by kind. */
  specialBodies: Array<{ kind: BodyKind; operations: OperationSummary[] }>;
  groups: TagGroup[];
  curl: CodeView;
  /** Published copies of the document (site paths). */
  specYaml: string;
  specJson: string;
  /** The page's own prose (content/api/overview.yaml). */
  prose: ApiOverviewProse;
}
