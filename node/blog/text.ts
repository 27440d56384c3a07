/** Markers that end a post's excerpt: the MDX comment or the HTML comment form. */
const TRUNCATE = /^\s*(\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->)\s*$/m;

/** The Markdown before the truncate marker, or null when the post has none. */
export function excerptSource(body: string): string | null {
  const match = TRUNCATE.exec(body);
  return match ? body.slice(0, match.index).trim() : null;
}

/** Minutes to read `body` at 200 words a minute (code counts as words too), at least 1. */
export function readingTime(body: string): number {
  const words = body
    .replace(/^---[\s\S]*?---/, "")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

export interface DatedPost {
  date: string;
}

/** Posts grouped by year, newest year first, posts in the order given (newest first). */
export function groupByYear<T extends DatedPost>(
  posts: readonly T[],
): Array<{ year: string; posts: T[] }> {
  const groups = new Map<string, T[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, items]) => ({ year, posts: items }));
}
