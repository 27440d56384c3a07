/** Table-of-contents entries as gatsby-plugin-mdx's `tableOfContents` returns them. */
export interface TocEntry {
  url?: string | null;
  title?: string | null;
  items?: TocEntry[] | null;
}

export interface TocItem {
  id: string;
  title: string;
  level: number;
  children: TocItem[];
}

/**
 * Keeps the headings between `min` and `max` (levels 2..6; top-level entries are level 2) and
 * lifts the children of dropped levels, so `min = 3` still shows every h3.
 */
export function filterToc(
  entries: readonly TocEntry[] | null | undefined,
  min: number,
  max: number,
  level = 2,
): TocItem[] {
  const out: TocItem[] = [];
  for (const entry of entries ?? []) {
    const children = filterToc(entry.items, min, max, level + 1);
    if (level >= min && level <= max && entry.url && entry.title) {
      out.push({ id: entry.url.replace(/^#/, ""), title: entry.title, level, children });
    } else {
      out.push(...children);
    }
  }
  return out;
}

export function flattenToc(items: readonly TocItem[]): TocItem[] {
  return items.flatMap((item) => [item, ...flattenToc(item.children)]);
}
