/**
 * OpenAPI document -> the fields of the ApiSpec, ApiOperation and ApiTag nodes (./model.ts).
 * Pure; the Gatsby side only turns them into nodes. The document has passed ./validate.ts; what
 * the OpenAPI schema cannot check (FlowG's permission extension) is checked here.
 */
import {
  HTTP_METHODS,
  PERMISSION_EXTENSION,
  type ApiOperationFields,
  type ApiSpecFields,
  type ApiTagFields,
  type HttpMethod,
  type OpenApiDocument,
  type Permission,
} from "./model";
import { formatPath, yamlLine, type PathSegment } from "./validate";

export class OpenApiModelError extends Error {
  override name = "OpenApiModelError";
}

/** Where the document comes from, for error messages: its file and, for line numbers, its text. */
export interface DocumentSource {
  file: string;
  source?: string;
}

export interface DescribedApi {
  spec: ApiSpecFields;
  operations: ApiOperationFields[];
  tags: ApiTagFields[];
}

export function kebabCase(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[_\s]+/g, "-")
    .toLowerCase();
}

/** The scopes a role can grant: `components.schemas.Scope.enum`. */
export function knownScopes(document: OpenApiDocument): string[] {
  const scope = (document as { components?: { schemas?: { Scope?: { enum?: unknown[] } } } })
    .components?.schemas?.Scope;
  return (scope?.enum ?? []).map(String);
}

const EXPECTED_PERMISSION =
  'expected "none", "authenticated", a scope or a list of scopes (all needed)';

/**
 * The one reader of `x-flowg-permission`: "none", "authenticated", a scope, or a non-empty list
 * of scopes, each one of `scopes` (the Scope enum). Throws an Error saying what was expected.
 */
export function parsePermission(value: unknown, scopes: readonly string[]): Permission {
  if (value === undefined) {
    throw new Error(
      `missing: every operation states what its caller needs; ${EXPECTED_PERMISSION}`,
    );
  }
  if (value === "none" || value === "authenticated") return { kind: value };
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  if (list.length === 0 || !list.every((item) => typeof item === "string" && item !== "")) {
    throw new Error(`${EXPECTED_PERMISSION}, got ${JSON.stringify(value)}`);
  }
  const names = list as string[];
  const unknown = names.filter((name) => !scopes.includes(name));
  if (unknown.length > 0) {
    const known = scopes.length ? scopes.join(", ") : "(none)";
    throw new Error(
      `unknown scope ${unknown.map((name) => JSON.stringify(name)).join(", ")}; ` +
        `the scopes are those of components.schemas.Scope.enum: ${known}`,
    );
  }
  return { kind: "scopes", scopes: names };
}

/**
 * The node fields of a validated document. Throws OpenApiModelError listing every operation
 * whose permission extension is missing or malformed, with its path and YAML line.
 */
export function describeOperations(document: OpenApiDocument, where: DocumentSource): DescribedApi {
  const doc = document as {
    info?: { version?: unknown };
    tags?: Array<{ name: string; description?: string }>;
    paths?: Record<string, Record<string, unknown>>;
  };
  const scopes = knownScopes(document);
  const problems: string[] = [];
  const operations: ApiOperationFields[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      let permission: Permission;
      try {
        permission = parsePermission(op[PERMISSION_EXTENSION], scopes);
      } catch (error) {
        const at: PathSegment[] = ["paths", path, method, PERMISSION_EXTENSION];
        const line = where.source === undefined ? null : yamlLine(where.source, at);
        problems.push(
          `  - ${formatPath(at)}${line ? ` (line ${line})` : ""}: ${(error as Error).message}`,
        );
        continue;
      }
      const operationId = String(op.operationId ?? `${method}_${path}`);
      operations.push({
        order: operations.length,
        operationId,
        slug: kebabCase(operationId),
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        tag: String((op.tags as string[] | undefined)?.[0] ?? "default"),
        summary: String(op.summary ?? operationId),
        description: String(op.description ?? ""),
        permission,
        operation: op,
      });
    }
  }
  if (problems.length > 0) {
    throw new OpenApiModelError(
      `${where.file}: invalid ${PERMISSION_EXTENSION}\n${problems.join("\n")}`,
    );
  }
  const tags = (doc.tags ?? []).map((tag, order) => ({
    name: tag.name,
    description: tag.description ?? "",
    order,
  }));
  const spec: ApiSpecFields = { version: String(doc.info?.version ?? ""), scopes, document };
  return { spec, operations, tags };
}
