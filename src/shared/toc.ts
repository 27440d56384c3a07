export interface TocItem {
  id: string;
  title: string;
  level: number;
  children: TocItem[];
}

export function flattenToc(items: readonly TocItem[]): TocItem[] {
  return items.flatMap((item) => [item, ...flattenToc(item.children)]);
}

/**
 * A heading of a page, as its table of contents needs it. The build makes one list per page from
 * the page's parsed MDX (node/mdx/headings.ts): the headings of the page itself, not those
 * inside tabs or admonitions. Search sections and the Markdown copies read the same headings.
 */
export interface TocHeading {
  /** 2 for `##`. */
  depth: number;
  /** The text of the heading, as the TOC shows it (inline code without its backticks). */
  title: string;
  /** The heading's anchor id on the page. */
  id: string;
}

/**
 * `Mdx.tocHeadings` as the templates receive it: GraphQL's JSON scalar carries no type, and the
 * resolver (node/create-resolvers.ts) returns a TocHeading[], so this only restores it.
 */
export function tocHeadingsOf(json: unknown): readonly TocHeading[] {
  return Array.isArray(json) ? (json as TocHeading[]) : [];
}

/**
 * The table of contents of a page: its headings between levels `min` and `max`, each nested under
 * the closest heading before it of a lower level. A heading left out (outside the levels, or
 * without text) still closes the headings before it at its level or deeper, and what follows it
 * goes where it would have gone, so `min = 3` still shows every h3. Levels count from the page's
 * highest heading (level 2), as they always have: a page whose first level is `###` lists those
 * as level 2.
 */
export function tocFromHeadings(
  headings: readonly TocHeading[],
  min: number,
  max: number,
): TocItem[] {
  const top = Math.min(...headings.map((heading) => heading.depth));
  const out: TocItem[] = [];
  // The headings still open, each with the list that takes the headings under it.
  const open: Array<{ level: number; list: TocItem[] }> = [];
  for (const heading of headings) {
    const level = heading.depth - top + 2;
    while (open.length && open[open.length - 1]!.level >= level) open.pop();
    const list = open[open.length - 1]?.list ?? out;
    if (level < min || level > max || !heading.title || !heading.id) {
      open.push({ level, list });
      continue;
    }
    const item: TocItem = { id: heading.id, title: heading.title, level, children: [] };
    list.push(item);
    open.push({ level, list: item.children });
  }
  return out;
}
