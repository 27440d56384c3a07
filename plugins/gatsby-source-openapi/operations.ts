/**
 * OpenAPI document -> operation descriptors. Pure; the Gatsby side only turns them into nodes.
 */

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface OperationDescriptor {
  /** Position in the document (paths in order, then methods in order): the reading order. */
  order: number;
  operationId: string;
  /** kebab-case operationId, the page slug (/docs/api/query-stream). */
  slug: string;
  method: Uppercase<HttpMethod>;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Scopes from x-flowg-permission. */
  permissions: string[];
  /** The operation object as written in the document. */
  operation: Record<string, unknown>;
}

export interface TagDescriptor {
  name: string;
  description: string;
  order: number;
}

interface OpenApiDocument {
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, unknown>>;
}

export function kebabCase(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[_\s]+/g, "-")
    .toLowerCase();
}

export function describeOperations(doc: OpenApiDocument): {
  operations: OperationDescriptor[];
  tags: TagDescriptor[];
} {
  const operations: OperationDescriptor[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const operationId = String(op.operationId ?? `${method}_${path}`);
      const permission = op["x-flowg-permission"];
      operations.push({
        order: operations.length,
        operationId,
        slug: kebabCase(operationId),
        method: method.toUpperCase() as Uppercase<HttpMethod>,
        path,
        tag: String((op.tags as string[] | undefined)?.[0] ?? "default"),
        summary: String(op.summary ?? operationId),
        description: String(op.description ?? ""),
        permissions: Array.isArray(permission)
          ? permission.map(String)
          : permission
            ? [String(permission)]
            : [],
        operation: op,
      });
    }
  }
  const tags = (doc.tags ?? []).map((tag, order) => ({
    name: tag.name,
    description: tag.description ?? "",
    order,
  }));
  return { operations, tags };
}
