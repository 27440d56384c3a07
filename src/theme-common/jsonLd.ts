import type { Crumb } from "@shared/sidebar";
import { absoluteUrl } from "./links";

/**
 * schema.org BreadcrumbList of a docs-layout page: its sidebar trail, or the page alone.
 * Sidebar categories without a page of their own have no URL, and Google rejects a list item
 * without one unless it is the last; those categories stay in the visible trail but are left out
 * here. The page itself closes the list, always with its URL.
 */
export function breadcrumbList(crumbs: readonly Crumb[], title: string, route: string) {
  const trail: Array<{ label: string; href: string }> = [
    ...crumbs.slice(0, -1).flatMap((crumb) => (crumb.href ? [{ ...crumb, href: crumb.href }] : [])),
    { label: crumbs.at(-1)?.label ?? title, href: route },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}
