import type { GeneratedSource, SidebarItem, Sidebars } from "./normalize";
import type { Crumb, ResolvedSidebarItem, ResolvedSidebars } from "@shared/sidebar";
import type { DocSummary } from "./types";

/** Items of the data-driven sections, already resolved (see ./generated.ts). */
export type GeneratedItems = Partial<Record<GeneratedSource, ResolvedSidebarItem[]>>;

/** Step 3 (resolve): labels and routes filled in from the docs (validated beforehand). */
export function resolveSidebars(
  sidebars: Sidebars,
  docs: readonly DocSummary[],
  generated: GeneratedItems = {},
): ResolvedSidebars {
  const byId = new Map(docs.map((doc) => [doc.docId, doc]));
  const resolveItems = (items: SidebarItem[]): ResolvedSidebarItem[] =>
    items.flatMap((item) => {
      if (item.type !== "generated") return [resolveItem(item)];
      const entries = generated[item.source];
      if (!entries?.length)
        throw new Error(
          `content/sidebars.yaml: the "${item.source}" entries are empty; no ${item.source.toUpperCase()} pages were generated`,
        );
      return entries;
    });
  const resolveItem = (item: Exclude<SidebarItem, { type: "generated" }>): ResolvedSidebarItem => {
    switch (item.type) {
      case "doc": {
        const doc = byId.get(item.id);
        if (!doc) throw new Error(`resolveSidebars: unknown doc ${item.id} (validate first)`);
        return {
          type: "doc",
          docId: doc.docId,
          label: item.label ?? doc.sidebarLabel ?? doc.title,
          href: doc.route,
        };
      }
      case "link":
        return { type: "link", label: item.label, href: item.href };
      case "category": {
        const index = item.link ? byId.get(item.link) : undefined;
        return {
          type: "category",
          label: item.label,
          ...(index ? { href: index.route, docId: index.docId } : {}),
          collapsed: item.collapsed,
          items: resolveItems(item.items),
        };
      }
    }
  };
  return Object.fromEntries(
    Object.entries(sidebars).map(([id, items]) => [id, resolveItems(items)]),
  );
}

/** The categories leading to `href`, then the page itself; empty when the page is not listed. */
export function breadcrumbsFor(items: readonly ResolvedSidebarItem[], href: string): Crumb[] {
  for (const item of items) {
    if (item.type === "doc" && item.href === href) return [{ label: item.label, href: item.href }];
    if (item.type === "category") {
      if (item.href === href) return [{ label: item.label, href: item.href }];
      const inner = breadcrumbsFor(item.items, href);
      if (inner.length)
        return [{ label: item.label, ...(item.href ? { href: item.href } : {}) }, ...inner];
    }
  }
  return [];
}
