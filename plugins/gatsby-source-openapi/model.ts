/**
 * The one description of what this plugin puts in the node store: the fields of the ApiSpec,
 * ApiOperation and ApiTag nodes as TypeScript types, and the same fields as the GraphQL types the
 * plugin declares (`API_TYPE_DEFS`, used by gatsby-node.ts). The site's build code reads the
 * nodes with these types (node/api/*, node/create-pages/api.ts); a unit test checks
 * that the GraphQL declarations list exactly the fields the describer produces.
 */

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The name of the OpenAPI extension in which each operation states what its caller needs. */
export const PERMISSION_EXTENSION = "x-flowg-permission";

/**
 * What an operation's caller needs (the `x-flowg-permission` extension, parsed once by
 * `parsePermission` in ./operations.ts): no token, any signed-in caller, or scopes (all of them).
 */
export type Permission =
  { kind: "none" } | { kind: "authenticated" } | { kind: "scopes"; scopes: string[] };

/** The OpenAPI document as parsed from YAML (validated by ./validate.ts before it is read). */
export type OpenApiDocument = Record<string, unknown>;

/** Fields of an ApiOperation node. */
export interface ApiOperationFields {
  /** Position in the document (paths in order, then methods in order): the reading order. */
  order: number;
  operationId: string;
  /** kebab-case operationId, the page slug (/docs/api/query-stream). */
  slug: string;
  method: Uppercase<HttpMethod>;
  path: string;
  /** The operation's first tag ("default" when it has none). */
  tag: string;
  summary: string;
  description: string;
  permission: Permission;
  /** The operation object as written in the document. */
  operation: Record<string, unknown>;
}

/** Fields of an ApiTag node (tags in document order). */
export interface ApiTagFields {
  name: string;
  description: string;
  order: number;
}

/** Fields of the ApiSpec node (one per build). */
export interface ApiSpecFields {
  /** `info.version`. */
  version: string;
  /** The scopes a role can grant: `components.schemas.Scope.enum`, in document order. */
  scopes: string[];
  /** The whole document, for `$ref` lookups. */
  document: OpenApiDocument;
}

/** The GraphQL declarations of the three node types; their fields are the interfaces above. */
export const API_TYPE_DEFS = /* GraphQL */ `
  "What an operation's caller needs (x-flowg-permission): kind none, authenticated or scopes."
  type ApiPermission {
    kind: String!
    "The scopes, all needed (only when kind is scopes)."
    scopes: [String!]
  }

  "One operation of the OpenAPI document."
  type ApiOperation implements Node @dontInfer {
    "The docs version this document describes (docs.versions name)."
    docsVersion: String!
    "Position in the document: paths in order, then methods in order."
    order: Int!
    operationId: String!
    slug: String!
    method: String!
    path: String!
    tag: String!
    summary: String!
    description: String!
    permission: ApiPermission!
    "The operation object as written in the document."
    operation: JSON!
  }

  "A tag of the OpenAPI document, in document order."
  type ApiTag implements Node @dontInfer {
    "The docs version this document describes (docs.versions name)."
    docsVersion: String!
    name: String!
    description: String!
    order: Int!
  }

  "The whole OpenAPI document (for schema lookups)."
  type ApiSpec implements Node @dontInfer {
    "The docs version this document describes (docs.versions name)."
    docsVersion: String!
    version: String!
    "The scopes of components.schemas.Scope, in document order."
    scopes: [String!]!
    document: JSON!
  }
`;
