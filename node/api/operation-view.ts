import type { ApiOperationFields, Permission } from "../../plugins/gatsby-source-openapi/model";
import { tokenize } from "../mdx/highlight";
import { curlCommand, type CurlParameter } from "./curl";
import {
  deref,
  flatten,
  schemaFacts,
  schemaView,
  typeLabel,
  type SchemaContext,
} from "./schema-view";
import type {
  ApiOperationView,
  BodyKind,
  CodeView,
  HeaderView,
  LinkView,
  MediaView,
  ParameterView,
  PermissionView,
  RequestBodyView,
  ResponseView,
  SecuritySchemeView,
} from "@shared/api";

/** What operationView() reads besides the operation; `T` is the type of its text. */
export interface OperationViewContext<T = string> extends SchemaContext<T> {
  serverUrl: string;
  /** A scope -> the scope that also passes its checks (`impliedScopes` of the document). */
  impliedBy: Readonly<Record<string, string>>;
  /** Security schemes of the document, by id. */
  schemes: Map<string, SecuritySchemeView<T>>;
  cli: Map<string, LinkView[]>;
  guides: Map<string, LinkView[]>;
}

/** An operation page without the docs-layout part; its text is `T` (see ./page-models.ts). */
export type OperationView<T = string> = ApiOperationView<T>;

const REASONS: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "204": "No Content",
  "400": "Bad Request",
  "401": "Unauthorized",
  "403": "Forbidden",
  "404": "Not Found",
  "409": "Conflict",
  "412": "Precondition Failed",
  "422": "Unprocessable Content",
  "500": "Internal Server Error",
  "501": "Not Implemented",
};

export function reasonPhrase(status: string): string {
  return REASONS[status] ?? "";
}

export const ERROR_BODY_REF = "#/components/schemas/ErrorBody";

export function code(text: string, language: string): CodeView {
  return { language, tokens: JSON.stringify(tokenize(text.replace(/\n$/, ""), language)) };
}

/** How a media type is presented. */
export function bodyKind(mediaType: string): BodyKind {
  if (mediaType === "application/json" || mediaType.endsWith("+json")) return "json";
  if (mediaType === "text/event-stream") return "event-stream";
  if (mediaType.startsWith("multipart/")) return "multipart";
  if (mediaType.startsWith("text/")) return "text";
  if (mediaType === "application/octet-stream") return "binary";
  return "other";
}

/** Each needed scope with the scope that also passes its check, as the document lists them. */
export function permissionView(
  permission: Permission,
  impliedBy: Readonly<Record<string, string>>,
): PermissionView {
  if (permission.kind !== "scopes") return permission;
  return {
    kind: "scopes",
    scopes: permission.scopes.map((name) => ({ name, impliedBy: impliedBy[name] ?? null })),
  };
}

/** Security scheme names an operation accepts (its own `security`, else the document's). */
export function securityOf(document: unknown, operation: Record<string, unknown>): string[] {
  const requirements = (operation.security ??
    (document as { security?: unknown }).security ??
    []) as Array<Record<string, unknown>>;
  return [...new Set(requirements.flatMap((r) => Object.keys(r)))];
}

interface RawParameter {
  name: string;
  in: ParameterView["in"];
  required?: boolean;
  description?: string;
  schema?: unknown;
  example?: unknown;
}

/** Path-level parameters, overridden by operation-level ones with the same name and location. */
export function parametersOf(
  document: unknown,
  path: string,
  operation: Record<string, unknown>,
): RawParameter[] {
  const item =
    ((document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {})[path] ?? {};
  const resolve = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((p) => deref<RawParameter>(document, p).value);
  const merged = new Map<string, RawParameter>();
  for (const p of [...resolve(item.parameters), ...resolve(operation.parameters)]) {
    merged.set(`${p.in}:${p.name}`, p);
  }
  const order = { path: 0, query: 1, header: 2, cookie: 3 };
  return [...merged.values()].sort((a, b) => order[a.in] - order[b.in]);
}

function firstExample(
  document: unknown,
  media: Record<string, unknown>,
  schemaFallback = true,
): { value: unknown; title?: string } | null {
  if ("example" in media) return { value: media.example };
  const examples = media.examples as Record<string, unknown> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  if (first !== undefined) {
    const example = deref<{ value?: unknown; summary?: string }>(document, first).value;
    return { value: example.value, title: example.summary };
  }
  if (!schemaFallback) return null;
  const schema = flatten(document, media.schema ?? {}).schema;
  return "example" in schema ? { value: schema.example } : null;
}

function mediaViews<T>(content: unknown, ctx: SchemaContext<T>): Array<MediaView<T>> {
  return Object.entries((content ?? {}) as Record<string, Record<string, unknown>>).map(
    ([mediaType, media]) => {
      const raw = (media.schema ?? {}) as Record<string, unknown>;
      const kind = bodyKind(mediaType);
      const errorBody = raw.$ref === ERROR_BODY_REF;
      // The error body's own example (one status) would mislead under another status code.
      const example = firstExample(ctx.document, media, !errorBody);
      let exampleView: CodeView | null = null;
      let exampleText: string | null = null;
      if (errorBody) {
        exampleText = example?.value !== undefined ? JSON.stringify(example.value) : null;
      } else if (example && example.value !== undefined) {
        exampleView =
          typeof example.value === "string"
            ? code(example.value, "text")
            : code(JSON.stringify(example.value, null, 2), "json");
      }
      return {
        mediaType,
        kind,
        errorBody,
        schema: errorBody ? null : schemaView(raw, ctx),
        example: exampleView,
        exampleText,
      };
    },
  );
}

function headerViews<T>(headers: unknown, ctx: SchemaContext<T>): Array<HeaderView<T>> {
  return Object.entries((headers ?? {}) as Record<string, unknown>).map(([name, raw]) => {
    const header = deref<{ description?: string; schema?: unknown }>(ctx.document, raw).value;
    const flat = flatten(ctx.document, header.schema ?? {});
    // The constraints stand in for a description only when there is none (they usually repeat it).
    const facts = schemaFacts(flat.schema)
      .map((f) => `${f.label}: \`${f.values.join("`, `")}\``)
      .join(". ");
    return {
      name,
      type: typeLabel(ctx.document, flat),
      html: ctx.markdown(header.description?.trim() ? header.description : facts),
    };
  });
}

export function operationView<T>(
  op: ApiOperationFields,
  ctx: OperationViewContext<T>,
): OperationView<T> {
  const { operation } = op;
  const security = securityOf(ctx.document, operation);
  const rawParameters = parametersOf(ctx.document, op.path, operation);
  const parameters: Array<ParameterView<T>> = rawParameters.map((p) => {
    const flat = flatten(ctx.document, p.schema ?? {});
    const facts = schemaFacts(flat.schema).filter((f) => !f.label.startsWith("Example"));
    if (p.example !== undefined) facts.push({ label: "Example", values: [String(p.example)] });
    return {
      name: p.name,
      in: p.in,
      required: p.required === true,
      type: typeLabel(ctx.document, flat),
      html: ctx.markdown(p.description ?? String(flat.schema.description ?? "")),
      facts,
    };
  });

  let requestBody: RequestBodyView<T> | null = null;
  let curlBody: Parameters<typeof curlCommand>[0]["body"] = null;
  let requestTitle: string | undefined;
  if (operation.requestBody) {
    const body = deref<{ required?: boolean; description?: string; content?: unknown }>(
      ctx.document,
      operation.requestBody,
    ).value;
    requestBody = {
      required: body.required === true,
      html: ctx.markdown(body.description ?? ""),
      contents: mediaViews(body.content, ctx),
    };
    const [mediaType, media] =
      Object.entries((body.content ?? {}) as Record<string, Record<string, unknown>>)[0] ?? [];
    if (mediaType && media) {
      const example = firstExample(ctx.document, media);
      requestTitle = example?.title;
      const schema = flatten(ctx.document, media.schema ?? {}).schema;
      curlBody = {
        mediaType,
        example: example?.value,
        fields: Object.keys((schema.properties ?? {}) as object),
      };
    }
  }

  const responses: Array<ResponseView<T>> = Object.entries(
    (operation.responses ?? {}) as Record<string, unknown>,
  ).map(([status, raw]) => {
    const response = deref<{ description?: string; headers?: unknown; content?: unknown }>(
      ctx.document,
      raw,
    ).value;
    return {
      status,
      reason: reasonPhrase(status),
      html: ctx.markdown(response.description ?? ""),
      headers: headerViews(response.headers, ctx),
      contents: mediaViews(response.content, ctx),
    };
  });
  const success = responses.find((r) => r.status.startsWith("2"));

  const curlParameters: CurlParameter[] = rawParameters.map((p) => ({
    name: p.name,
    in: p.in,
    required: p.required === true,
    example: p.example,
  }));
  const curl = curlCommand({
    method: op.method,
    path: op.path,
    serverUrl: ctx.serverUrl,
    authenticated: security.length > 0,
    parameters: curlParameters,
    body: curlBody,
    responseMediaType: success?.contents[0]?.mediaType ?? null,
  });

  const view: OperationView<T> = {
    operationId: op.operationId,
    method: op.method,
    apiPath: op.path,
    summary: op.summary,
    html: ctx.markdown(op.description),
    tag: op.tag,
    security: security.flatMap((id) => ctx.schemes.get(id) ?? []),
    permission: permissionView(op.permission, ctx.impliedBy),
    parameters,
    requestBody,
    responses,
    curl: { ...code(curl, "bash"), ...(requestTitle ? { title: requestTitle } : {}) },
    cli: ctx.cli.get(op.operationId) ?? [],
    guides: ctx.guides.get(op.slug) ?? [],
  };
  return view;
}
