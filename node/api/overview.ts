import { DOCS_BASE } from "@shared/routes";
import type { ApiOperationFields } from "../../plugins/gatsby-source-openapi/model";
import type { DocPageContext } from "@shared/page-context/doc";
import { curlCommand } from "./curl";
import { bodyKind, code, parametersOf, reasonPhrase, securityOf } from "./operation-view";
import { deref, flatten, schemaView, type SchemaContext } from "./schema-view";
import { apiOperationRoute } from "@shared/routes";
import { tagLabel } from "./sidebar";
import type { OverviewValues } from "./overview-prose";
import type {
  ApiOverviewPageContext,
  ApiOverviewProse,
  BodyKind,
  OperationSummary,
  ScopeRow,
  SecuritySchemeView,
  StatusRow,
  TagGroup,
} from "@shared/api";

/** The overview page (/docs/api) computed from the document. Pure. */

export type OverviewView = Omit<ApiOverviewPageContext, keyof DocPageContext | "route">;

/**
 * The canonical `status` names of FlowG's error body and the HTTP status each one maps to
 * (swaggest/rest's mapping, which FlowG uses). A unit test checks that every status code and
 * every `status` example of the document agree with it.
 */
export const CANONICAL_STATUS: Record<string, string> = {
  "400": "INVALID_ARGUMENT",
  "401": "UNAUTHENTICATED",
  "403": "PERMISSION_DENIED",
  "404": "NOT_FOUND",
  "412": "FAILED_PRECONDITION",
  "500": "INTERNAL",
  "501": "UNIMPLEMENTED",
};

/** When FlowG answers with each status code, in a few words. */
const STATUS_MEANINGS: Record<string, string> = {
  "200": "Success. JSON bodies also carry the success flag.",
  "400":
    "The body or a parameter is malformed or fails the schema (checked before the operation runs), or the operation's own code refuses a value: a filter that does not compile, an unknown scope name, a script that fails.",
  "401":
    "No token, a malformed or expired one, or its user no longer exists; login also answers it for a wrong user name or password.",
  "403":
    "Signed in, but none of the caller's roles grants the scope the operation needs, or the permission check itself failed; changing your password also answers it for a wrong old password.",
  "404": "The named object does not exist (only some operations check).",
  "412": "Listed among test_transformer's errors, but FlowG does not send it (read from the code).",
  "500": "Something failed on the server, usually storage or a pipeline step.",
  "501":
    "The storage backend cannot do it: backup and restore when FlowG stores its data in FoundationDB.",
};

/** Where the source plugin publishes the document (its `publishAs` option), as site paths. */
export const SPEC_YAML = "/openapi/flowg.yaml";
export const SPEC_JSON = "/openapi/flowg.json";

/**
 * The published document of the version whose docs start at `base`: an archived version's is
 * /openapi/<name>/flowg.yaml (gatsby-config gives the plugin that `publishAs`).
 */
export function publishedSpec(base = DOCS_BASE): { yaml: string; json: string } {
  if (base === DOCS_BASE) return { yaml: SPEC_YAML, json: SPEC_JSON };
  const name = base.slice("/docs/".length);
  return { yaml: `/openapi/${name}/flowg.yaml`, json: `/openapi/${name}/flowg.json` };
}

interface Document {
  info?: { title?: string; version?: string; summary?: string };
  servers?: Array<{ url: string; description?: string }>;
  tags?: Array<{ name: string; description?: string }>;
  components?: {
    securitySchemes?: Record<string, { bearerFormat?: string; description?: string }>;
    schemas?: Record<string, Record<string, unknown>>;
  };
}

export function summaryOf(op: ApiOperationFields, base = DOCS_BASE): OperationSummary {
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    summary: op.summary,
    href: apiOperationRoute(op.slug, base),
  };
}

/** The path segments every operation shares: /api/v1. */
export function commonPrefix(paths: readonly string[]): string {
  const split = paths.map((p) => p.split("/").filter(Boolean));
  const first = split[0] ?? [];
  let length = 0;
  while (
    length < first.length &&
    !first[length]!.startsWith("{") &&
    split.every((segments) => segments.length > length + 1 && segments[length] === first[length])
  ) {
    length++;
  }
  return `/${first.slice(0, length).join("/")}`;
}

const SCHEME_LABELS: Record<string, string> = {
  JWT: "Session token",
  PAT: "Personal access token",
};

export function securitySchemes<T>(
  document: unknown,
  ctx: SchemaContext<T>,
): Array<SecuritySchemeView<T>> {
  return Object.entries((document as Document).components?.securitySchemes ?? {}).map(
    ([id, scheme]) => ({
      id,
      label: SCHEME_LABELS[scheme.bearerFormat ?? ""] ?? id,
      prefix: /Bearer ([a-z]+_)/i.exec(scheme.description ?? "")?.[1] ?? "",
      html: ctx.markdown(scheme.description ?? ""),
    }),
  );
}

/** One row per scope of the Scope enum, then "authenticated" and "none", with what they gate. */
export function scopeRows(
  scopes: readonly string[],
  impliedBy: Readonly<Record<string, string>>,
  operations: readonly ApiOperationFields[],
  ctx: SchemaContext,
  base = DOCS_BASE,
): ScopeRow[] {
  const permissions = operations.map((op) => ({ op, permission: op.permission }));
  const rows: ScopeRow[] = scopes.map((scope) => {
    const covered = Object.keys(impliedBy).filter((name) => impliedBy[name] === scope);
    return {
      scope,
      html: covered.length
        ? ctx.markdown(
            `Also passes the checks for ${covered.map((name) => `\`${name}\``).join(", ")}.`,
          )
        : "",
      operations: permissions.flatMap(({ op, permission }) =>
        permission.kind === "scopes" && permission.scopes.includes(scope)
          ? [{ ...summaryOf(op, base), together: permission.scopes.filter((s) => s !== scope) }]
          : [],
      ),
    };
  });
  const special = [
    ["authenticated", "Any signed-in caller, whatever their roles."],
    ["none", "No token at all."],
  ] as const;
  for (const [kind, text] of special) {
    rows.push({
      scope: kind,
      html: ctx.markdown(text),
      operations: permissions
        .filter(({ permission }) => permission.kind === kind)
        .map(({ op }) => ({ ...summaryOf(op, base), together: [] })),
    });
  }
  return rows;
}

export function statusRows(operations: readonly ApiOperationFields[]): StatusRow[] {
  const codes = new Set(
    operations.flatMap((op) => Object.keys((op.operation.responses ?? {}) as object)),
  );
  return [...codes].sort().map((http) => ({
    http,
    reason: reasonPhrase(http),
    status: CANONICAL_STATUS[http] ?? "",
    meaning: STATUS_MEANINGS[http] ?? "",
  }));
}

/** Operations whose request or response bodies are not JSON, grouped by how they are sent. */
export function specialBodies(
  document: unknown,
  operations: readonly ApiOperationFields[],
  base = DOCS_BASE,
): Array<{ kind: BodyKind; operations: OperationSummary[] }> {
  const byKind = new Map<BodyKind, OperationSummary[]>();
  for (const op of operations) {
    const bodies: unknown[] = [];
    if (op.operation.requestBody) {
      bodies.push(deref<{ content?: unknown }>(document, op.operation.requestBody).value.content);
    }
    for (const response of Object.values((op.operation.responses ?? {}) as object)) {
      bodies.push(deref<{ content?: unknown }>(document, response).value.content);
    }
    const kinds = new Set(
      bodies.flatMap((content) =>
        Object.keys((content ?? {}) as object).map((mediaType) => bodyKind(mediaType)),
      ),
    );
    for (const kind of kinds) {
      if (kind === "json") continue;
      byKind.set(kind, [...(byKind.get(kind) ?? []), summaryOf(op, base)]);
    }
  }
  return [...byKind].map(([kind, list]) => ({ kind, operations: list }));
}

export function tagGroups(
  document: Document,
  operations: readonly ApiOperationFields[],
  ctx: SchemaContext,
  base = DOCS_BASE,
): TagGroup[] {
  const declared = document.tags ?? [];
  const names = [
    ...declared.map((t) => t.name),
    ...new Set(operations.map((op) => op.tag).filter((t) => !declared.some((d) => d.name === t))),
  ];
  return names
    .map((name) => ({
      name,
      label: tagLabel(name),
      html: ctx.markdown(declared.find((t) => t.name === name)?.description ?? ""),
      operations: operations.filter((op) => op.tag === name).map((op) => summaryOf(op, base)),
    }))
    .filter((group) => group.operations.length > 0);
}

/** Sign in, keep the token in the variable the examples use, call a route with it. */
function firstCalls(
  document: unknown,
  operations: readonly ApiOperationFields[],
  serverUrl: string,
) {
  const call = (op: ApiOperationFields | undefined) => {
    if (!op) return null;
    const body = op.operation.requestBody
      ? deref<{ content?: Record<string, { example?: unknown }> }>(
          document,
          op.operation.requestBody,
        ).value.content
      : undefined;
    const [mediaType, media] = Object.entries(body ?? {})[0] ?? [];
    return curlCommand({
      method: op.method,
      path: op.path,
      serverUrl,
      authenticated: securityOf(document, op.operation).length > 0,
      parameters: parametersOf(document, op.path, op.operation).map((p) => ({
        name: p.name,
        in: p.in,
        required: p.required === true,
        example: p.example,
      })),
      body: mediaType ? { mediaType, example: media?.example } : null,
      responseMediaType: null,
    });
  };
  const login = call(operations.find((op) => op.permission.kind === "none"));
  const whoami = call(
    operations.find((op) => op.method === "GET" && op.permission.kind === "authenticated"),
  );
  return [
    login && `# Sign in: the answer's "token" is a session token (jwt_…)\n${login}`,
    `# Keep the token where the examples of this reference look for it\nexport FLOWG_API_TOKEN='jwt_…'`,
    whoami && `# Call any route with it\n${whoami}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** What the overview needs besides the document. */
export interface OverviewContext extends SchemaContext {
  /** The scopes a role can grant (the ApiSpec node's `scopes`). */
  scopes: readonly string[];
  /** A scope -> the scope that also passes its checks (`impliedScopes` of the document). */
  impliedBy: Readonly<Record<string, string>>;
  /** The page's prose with these values (loadApiOverviewProse, or a fixture in tests). */
  prose: (values: OverviewValues) => ApiOverviewProse;
}

export function overviewView(
  operations: readonly ApiOperationFields[],
  ctx: OverviewContext,
  base = DOCS_BASE,
): OverviewView {
  const document = ctx.document as Document;
  const server = document.servers?.[0] ?? { url: "http://localhost:5080" };
  const successSchema = flatten(ctx.document, { $ref: "#/components/schemas/SuccessResponse" });
  const success = (successSchema.schema.properties as Record<string, { description?: string }>)
    ?.success;
  const version = document.info?.version ?? "";
  const prefix = commonPrefix(operations.map((op) => op.path));
  const view: OverviewView = {
    title: "API Reference",
    version,
    html: ctx.markdown(document.info?.summary ?? ""),
    serverUrl: server.url,
    prefix,
    schemes: securitySchemes(document, ctx),
    scopes: scopeRows(ctx.scopes, ctx.impliedBy, operations, ctx, base),
    errorBody: schemaView({ $ref: "#/components/schemas/ErrorBody" }, ctx),
    statuses: statusRows(operations),
    successHtml: ctx.markdown(success?.description ?? ""),
    specialBodies: specialBodies(ctx.document, operations, base),
    groups: tagGroups(document, operations, ctx, base),
    curl: code(firstCalls(ctx.document, operations, server.url), "bash"),
    specYaml: publishedSpec(base).yaml,
    specJson: publishedSpec(base).json,
    prose: ctx.prose({
      version,
      prefix,
      baseUrl: `${server.url}${prefix}`,
      specYaml: publishedSpec(base).yaml,
      specJson: publishedSpec(base).json,
    }),
  };
  return view;
}
