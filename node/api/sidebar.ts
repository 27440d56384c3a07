import { DOCS_BASE } from "@shared/routes";
import type { ApiOperationFields, ApiTagFields } from "../../plugins/gatsby-source-openapi/model";
import { apiChangesRoute, apiOperationRoute, apiRoute } from "@shared/routes";
import type { ResolvedSidebarItem } from "@shared/sidebar";
import type { SiteVersion } from "@shared/versions";

/** Fields of ApiOperation / ApiTag nodes the sidebar needs (operations in `order`). */
export type ApiOperationSummary = Pick<
  ApiOperationFields,
  "order" | "operationId" | "slug" | "summary" | "tag"
>;

export type ApiTagSummary = Pick<ApiTagFields, "name" | "order">;

/** Tag names as readers see them: "acls" -> "ACLs", "backup" -> "Backup". */
export function tagLabel(name: string): string {
  const special: Record<string, string> = { acls: "ACLs", auth: "Authentication" };
  return special[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/** The "API changes since <previous>" page as the API section lists it. */
export interface ApiChangesLink {
  label: string;
  href: string;
}

/**
 * The changes page of `version`, when it has one: the current version of a site that keeps an
 * archived version, compared with the one just before it (versions[1]).
 */
export function apiChangesLink(
  versions: readonly SiteVersion[],
  version: SiteVersion,
): ApiChangesLink | null {
  const previous = versions[1];
  if (!version.current || !previous) return null;
  return { label: `API changes since ${previous.label}`, href: apiChangesRoute(version.path) };
}

/**
 * "API Reference" (the overview page) with one category per tag, operations in document order;
 * the changes page first when there is one.
 */
export function apiSidebarItems(
  operations: readonly unknown[],
  tags: readonly unknown[],
  base = DOCS_BASE,
  changes: ApiChangesLink | null = null,
): ResolvedSidebarItem[] {
  const ops = [...(operations as ApiOperationSummary[])].sort((a, b) => a.order - b.order);
  const ordered = [...(tags as ApiTagSummary[])].sort((a, b) => a.order - b.order);
  const names = [
    ...ordered.map((t) => t.name),
    ...new Set(ops.map((op) => op.tag).filter((tag) => !ordered.some((t) => t.name === tag))),
  ];
  if (ops.length === 0) return [];
  return [
    {
      type: "category",
      label: "API Reference",
      href: apiRoute(base),
      docId: "api:index",
      collapsed: true,
      items: [
        ...(changes
          ? [
              {
                type: "doc" as const,
                docId: "api:changes",
                label: changes.label,
                href: changes.href,
              },
            ]
          : []),
        ...names
          .map((name): ResolvedSidebarItem => ({
            type: "category",
            label: tagLabel(name),
            collapsed: true,
            items: ops
              .filter((op) => op.tag === name)
              .map((op) => ({
                type: "doc",
                docId: `api:${op.operationId}`,
                label: op.summary,
                href: apiOperationRoute(op.slug, base),
              })),
          }))
          .filter((category) => category.type === "category" && category.items.length > 0),
      ],
    },
  ];
}
