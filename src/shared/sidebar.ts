/** The resolved sidebars: made by the sidebar pipeline (node/sidebar), drawn by the theme. */

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

/**
 * A sidebar item as a page carries it to the browser: what the theme draws (no doc ids, which
 * only the build needs). Every page of a version repeats its sidebar in its data, so each byte
 * counts once per page.
 */
export type PageSidebarItem =
  Omit<ResolvedDocItem, "docId"> | ResolvedLinkItem | PageSidebarCategory;

export interface PageSidebarCategory extends Omit<ResolvedCategoryItem, "docId" | "items"> {
  items: PageSidebarItem[];
}

/** A resolved sidebar as a page's context carries it (see PageSidebarItem). */
export function pageSidebar(items: readonly ResolvedSidebarItem[]): PageSidebarItem[] {
  return items.map((item): PageSidebarItem => {
    if (item.type === "link") return item;
    if (item.type === "doc") return { type: "doc", label: item.label, href: item.href };
    const { docId: _docId, items: children, ...category } = item;
    return { ...category, items: pageSidebar(children) };
  });
}

/** Doc pages in reading order (category index pages before their children). */
export function docsInOrder(
  items: readonly ResolvedSidebarItem[],
): Array<{ label: string; href: string }> {
  const out: Array<{ label: string; href: string }> = [];
  for (const item of items) {
    if (item.type === "doc") out.push({ label: item.label, href: item.href });
    else if (item.type === "category") {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...docsInOrder(item.items));
    }
  }
  return out;
}

export interface Crumb {
  label: string;
  href?: string;
}

/** The first doc of a sidebar: where a "docSidebar" navbar item points. */
export function firstDocHref(items: readonly ResolvedSidebarItem[]): string | undefined {
  return docsInOrder(items)[0]?.href;
}

/** A doc the navbar links to (`navbarDocs`: only those reach the browser, not every route). */
export interface NavbarDoc {
  route: string;
  label: string;
}
