import { graphql, useStaticQuery } from "gatsby";
import type { NavbarDoc, ResolvedSidebarItem, ResolvedSidebars } from "@shared/sidebar";

/**
 * Every resolved docs sidebar, and the docs the navbar links to, from one static query: fetched
 * once per visit and shared by all pages (the navbar's doc links, the docs sidebar, the mobile
 * panel).
 */
function useDocsData() {
  return useStaticQuery<Queries.DocsSidebarsQuery>(graphql`
    query DocsSidebars {
      docsSidebars
      navbarDocs
    }
  `);
}

export function useDocsSidebars(): ResolvedSidebars {
  return (useDocsData().docsSidebars ?? {}) as ResolvedSidebars;
}

export function useDocsSidebar(id: string | null | undefined): ResolvedSidebarItem[] | null {
  const sidebars = useDocsSidebars();
  return id ? (sidebars[id] ?? null) : null;
}

/** Route and label of each doc linked from the navbar, by doc id (checked at build). */
export function useNavbarDocs(): Record<string, NavbarDoc> {
  return (useDocsData().navbarDocs ?? {}) as Record<string, NavbarDoc>;
}
