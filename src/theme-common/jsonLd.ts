import type { Crumb } from "../node/sidebar/resolve";
import { absoluteUrl } from "./links";

/** schema.org BreadcrumbList of a docs-layout page: its sidebar trail, or the page alone. */
export function breadcrumbList(crumbs: readonly Crumb[], title: string, route: string) {
  const trail = crumbs.length ? crumbs : [{ label: title, href: route }];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  };
}
