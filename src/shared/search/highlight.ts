import { parseQuery } from "@shared/search/normalize";

/** A run of text, marked when it is (the start of) a word the reader typed. */
export interface Segment {
  text: string;
  match: boolean;
}

/** The words to mark for a query: as typed and folded ("streams" marks "stream" too). */
export function highlightTerms(query: string): string[] {
  const q = parseQuery(query);
  return [...new Set([...q.words, ...q.stems])].sort((a, b) => b.length - a.length);
}

/** Splits `text` into runs, marking the longest typed prefix of each word. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  if (terms.length > 0) {
    for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
      const lower = m[0].toLowerCase();
      const term = terms.find((t) => lower.startsWith(t));
      if (!term) continue;
      const start = m.index;
      if (start > last) segments.push({ text: text.slice(last, start), match: false });
      segments.push({ text: text.slice(start, start + term.length), match: true });
      last = start + term.length;
    }
  }
  if (last < text.length) segments.push({ text: text.slice(last), match: false });
  return segments;
}

/**
 * About `length` characters of `text` around the first typed word, cut at word boundaries, with
 * ellipses where it was cut.
 */
export function snippet(text: string, terms: readonly string[], length = 150): string {
  if (text.length <= length) return text;
  let first = -1;
  for (const m of text.matchAll(/[A-Za-z0-9]+/g)) {
    const lower = m[0].toLowerCase();
    if (terms.some((t) => lower.startsWith(t))) {
      first = m.index;
      break;
    }
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 4));
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length)
    end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const body = text.slice(start, end).trim();
  const ellipsis = (s: string) => s.replace(/…$/, "");
  return `${start > 0 ? "…" : ""}${end < text.length ? `${ellipsis(body)}…` : body}`;
}
