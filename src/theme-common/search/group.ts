import type { RankedHit } from "./rank";
import { SEARCH_KIND_LABELS, type SearchKind } from "@shared/search/types";

export interface ResultGroup {
  kind: SearchKind;
  label: string;
  hits: RankedHit[];
}

/**
 * Ranked hits grouped by kind (Docs, Blog, API, CLI). Groups come in the order of their best hit,
 * so the best result overall is always the first one shown; `perGroup` keeps the dialog short.
 */
export function groupHits(hits: readonly RankedHit[], perGroup = Infinity): ResultGroup[] {
  const groups = new Map<SearchKind, ResultGroup>();
  for (const hit of hits) {
    const kind = hit.record.kind;
    let group = groups.get(kind);
    if (!group) {
      group = { kind, label: SEARCH_KIND_LABELS[kind], hits: [] };
      groups.set(kind, group);
    }
    if (group.hits.length < perGroup) group.hits.push(hit);
  }
  return [...groups.values()];
}

/** "1 result", "12 results". */
export function resultCount(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"}`;
}

/** Link to the search page for a query: /search?q=stream%20tail. */
export function searchPageUrl(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : "/search";
}
