import { graphql, useStaticQuery } from "gatsby";
import type { NavbarDoc } from "@shared/sidebar";

/**
 * What the navbar links to, from one small static query fetched once per visit: the docs its
 * "doc" items name and the first doc of each sidebar its "docSidebar" items name. A page's own
 * sidebar comes with the page (its context), so the browser never downloads every version's
 * sidebars.
 */
function useNavbarLinks() {
  return useStaticQuery<Queries.NavbarLinksQuery>(graphql`
    query NavbarLinks {
      navbarDocs
      navbarSidebars
    }
  `);
}

/** Route and label of each doc linked from the navbar, by doc id (checked at build). */
export function useNavbarDocs(): Record<string, NavbarDoc> {
  return (useNavbarLinks().navbarDocs ?? {}) as Record<string, NavbarDoc>;
}

/**
 * Where each sidebar starts (its first doc), by sidebar id; an archived version's sidebars are
 * keyed `<id>@<version>`.
 */
export function useNavbarSidebars(): Record<string, string> {
  return (useNavbarLinks().navbarSidebars ?? {}) as Record<string, string>;
}
