import { graphql, useStaticQuery } from "gatsby";
import type { ResolvedSidebarItem, ResolvedSidebars } from "../node/sidebar/types";

/**
 * Every resolved docs sidebar, from one static query: fetched once per visit and shared by all
 * pages (the navbar's docSidebar links, the docs sidebar, the mobile panel).
 */
export function useDocsSidebars(): ResolvedSidebars {
  const data = useStaticQuery<Queries.DocsSidebarsQuery>(graphql`
    query DocsSidebars {
      docsSidebars
    }
  `);
  return (data.docsSidebars ?? {}) as ResolvedSidebars;
}

export function useDocsSidebar(id: string | null | undefined): ResolvedSidebarItem[] | null {
  const sidebars = useDocsSidebars();
  return id ? (sidebars[id] ?? null) : null;
}
