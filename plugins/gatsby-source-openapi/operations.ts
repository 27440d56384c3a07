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

/** Where a document says which scope also passes another's checks. */
export const IMPLIED_EXTENSION = "x-flowg-implied-by";

/**
 * The scopes whose checks another scope also passes: `components.schemas.Scope` ->
 * `x-flowg-implied-by`, a map from a scope to the one that covers it (`read_streams:
 * write_streams`). FlowG decides this per pair in its permission check, so the document lists
 * the pairs rather than the site guessing them from the names.
 */
export function impliedScopes(document: OpenApiDocument): Record<string, string> {
  const scope = (document as { components?: { schemas?: { Scope?: Record<string, unknown> } } })
    .components?.schemas?.Scope;
  const map = scope?.[IMPLIED_EXTENSION];
  if (map === undefined) return {};
  if (typeof map !== "object" || map === null || Array.isArray(map)) {
    throw new Error(
      `expected a map from a scope to the scope that covers it, got ${JSON.stringify(map)}`,
    );
  }
  return Object.fromEntries(Object.entries(map).map(([name, by]) => [name, String(by)]));
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
  const problemAt = (at: PathSegment[], message: string) => {
    const line = where.source === undefined ? null : yamlLine(where.source, at);
    problems.push(`  - ${formatPath(at)}${line ? ` (line ${line})` : ""}: ${message}`);
  };
  const impliedAt: PathSegment[] = ["components", "schemas", "Scope", IMPLIED_EXTENSION];
  try {
    for (const [name, by] of Object.entries(impliedScopes(document))) {
      const unknown = [name, by].filter((scope) => !scopes.includes(scope));
      if (unknown.length) {
        problemAt(
          [...impliedAt, name],
          `unknown scope ${unknown.map((scope) => JSON.stringify(scope)).join(", ")}; the scopes are those of components.schemas.Scope.enum`,
        );
      }
    }
  } catch (error) {
    problemAt(impliedAt, (error as Error).message);
  }
  if (problems.length > 0) {
    throw new OpenApiModelError(
      `${where.file}: invalid ${IMPLIED_EXTENSION}\n${problems.join("\n")}`,
    );
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      let permission: Permission;
      try {
        permission = parsePermission(op[PERMISSION_EXTENSION], scopes);
      } catch (error) {
        problemAt(["paths", path, method, PERMISSION_EXTENSION], (error as Error).message);
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
