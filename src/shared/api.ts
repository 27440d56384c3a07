/**
 * What the API pages render, computed at build time (node/api/*) and handed to the templates
 * through page context. Types (and the list of prose slots): the theme imports them without
 * pulling in build code.
 * Markdown from the document arrives as HTML (`html` fields); code arrives as Prism tokens. The
 * pages' headings and tables of contents come from the section lists of ./api-sections.ts.
 *
 * The views take the type of their text as a parameter `T`: the page model of an operation
 * (node/api/page-models.ts) holds `ModelText` (the document's Markdown and its HTML),
 * which both the page and the Markdown copy read; page context holds the HTML alone (`string`,
 * the default), so the pages' data does not carry the Markdown too.
 */
import type { DocPageContext } from "./page-context/doc";
import type { Prose } from "./prose";
import type { OverviewMarkers } from "./overview-markers";
import type { OperationPageMarkers, VersionChangesModel } from "./version-changes";

/** Text of the OpenAPI document as the page model keeps it: the Markdown and its HTML. */
export interface ModelText {
  /** The description's Markdown, trimmed ("" when there is none). */
  markdown: string;
  /** The same text rendered to HTML ("" when there is none). */
  html: string;
}

export type HttpMethod = "GET" | "PUT" | "POST" | "DELETE" | "PATCH" | "HEAD" | "OPTIONS";

/** A fact shown under a field: "Allowed values: `tcp`, `udp`", "Default: `2`", "Length: ≥ 1". */
export interface SchemaFact {
  label: string;
  /** Shown as code, joined by commas. */
  values: string[];
}

/** One property (or array item, or map value) of a schema; `depth` is its nesting level. */
export interface FieldRow<T = string> {
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
  html: T;
  facts: SchemaFact[];
  /**
   * The field's own fields are listed elsewhere in the same body (a recursive schema, or a large
   * one used twice): the path of that place ("" for the whole body).
   */
  sameAs?: string;
}

/** Start of one alternative of a `oneOf`: the rows after it, one level deeper, belong to it. */
export interface VariantRow<T = string> {
  kind: "variant";
  depth: number;
  /** "SourceNode", "Webhook (http)". */
  label: string;
  /** 1-based position and number of alternatives. */
  index: number;
  count: number;
  /** Path of the field the alternatives are for ("flow.nodes[]"), "" for the whole body. */
  of: string;
  html: T;
}

export type SchemaRow<T = string> = FieldRow<T> | VariantRow<T>;

/** A schema shown as a summary (type, description, facts) and, for structures, a table of rows. */
export interface SchemaView<T = string> {
  type: string;
  /** Name of the component schema, when the schema is a $ref. */
  name: string | null;
  html: T;
  facts: SchemaFact[];
  rows: Array<SchemaRow<T>>;
}

/** Code highlighted at build time: language and JSON of `tokenize()` (node/mdx/highlight.ts). */
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

export interface MediaView<T = string> {
  mediaType: string;
  kind: BodyKind;
  /** The standard error body: shown as a link to the overview rather than repeated. */
  errorBody: boolean;
  schema: SchemaView<T> | null;
  example: CodeView | null;
  /** A short example shown inline (error bodies), as compact JSON. */
  exampleText: string | null;
}

export interface HeaderView<T = string> {
  name: string;
  type: string;
  html: T;
}

export interface ParameterView<T = string> {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  type: string;
  html: T;
  facts: SchemaFact[];
}

export interface RequestBodyView<T = string> {
  required: boolean;
  html: T;
  contents: Array<MediaView<T>>;
}

export interface ResponseView<T = string> {
  status: string;
  /** "OK", "Bad Request", ... */
  reason: string;
  html: T;
  headers: Array<HeaderView<T>>;
  contents: Array<MediaView<T>>;
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

/** What an operation page shows, with its text as `T` (see the top of this file). */
export interface ApiOperationView<T = string> {
  operationId: string;
  method: HttpMethod;
  /**
   * Path template of the operation (/api/v1/streams/{stream}); not `path`, which Gatsby
   * reserves in page context.
   */
  apiPath: string;
  summary: string;
  html: T;
  tag: string;
  /** Kinds of token accepted ([] when the operation needs no token). */
  security: Array<SecuritySchemeView<T>>;
  permission: PermissionView;
  parameters: Array<ParameterView<T>>;
  requestBody: RequestBodyView<T> | null;
  responses: Array<ResponseView<T>>;
  curl: CodeView;
  /** flowg-client commands that call this operation. */
  cli: LinkView[];
  /** Guide pages linking to this operation. */
  guides: LinkView[];
}

/** Page context of /docs/api/<slug>: the operation's view with its HTML, in the docs layout. */
export interface ApiOperationPageContext extends DocPageContext, ApiOperationView {
  /** Site path of the page, without the base path (/docs/api/query-stream). */
  route: string;
  /**
   * What is new or changed in this operation since the previous docs version (only on the
   * current version's pages, when the site keeps an archived version and the operation changed).
   */
  changeMarkers?: OperationPageMarkers;
  /** The "API changes since <previous>" page, which the markers link to (with `changeMarkers`). */
  changesRoute?: string;
}

/** Page context of /docs/api/changes: what changed since the previous docs version. */
export interface ApiChangesPageContext extends DocPageContext {
  route: string;
  model: VersionChangesModel;
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

export interface SecuritySchemeView<T = string> {
  id: string;
  label: string;
  prefix: string;
  html: T;
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
  "console",
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
  /** The current version of a site with an older one: which operations are new or changed. */
  overviewMarkers?: OverviewMarkers;
}
