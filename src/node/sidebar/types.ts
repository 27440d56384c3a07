/** Shapes shared by the sidebar pipeline (build side) and the theme (browser side). */

export type ResolvedSidebarItem = ResolvedDocItem | ResolvedLinkItem | ResolvedCategoryItem;

export interface ResolvedDocItem {
  type: "doc";
  docId: string;
  label: string;
  href: string;
}

export interface ResolvedLinkItem {
  type: "link";
  label: string;
  href: string;
}

export interface ResolvedCategoryItem {
  type: "category";
  label: string;
  /** Route of the category's index doc, when it has one. */
  href?: string;
  /** Doc id of that index doc. */
  docId?: string;
  collapsed: boolean;
  items: ResolvedSidebarItem[];
}

export type ResolvedSidebars = Record<string, ResolvedSidebarItem[]>;

/** What the pipeline needs to know about a doc page. */
export interface DocSummary {
  docId: string;
  title: string;
  sidebarLabel?: string | null;
  route: string;
}
