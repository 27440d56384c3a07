import type { RankedHit } from "@shared/search/rank";
import { SEARCH_KIND_LABELS, type SearchKind } from "@shared/search/types";

export interface ResultGroup<Hit extends RankedHit = RankedHit> {
  kind: SearchKind;
  label: string;
  hits: Hit[];
}

/**
 * Ranked hits grouped by kind (Docs, Blog, API, CLI). Groups come in the order of their best hit,
 * so the best result overall is always the first one shown; `perGroup` keeps the dialog short.
 */
export function groupHits<Hit extends RankedHit>(
  hits: readonly Hit[],
  perGroup = Infinity,
): Array<ResultGroup<Hit>> {
  const groups = new Map<SearchKind, ResultGroup<Hit>>();
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

/**
 * Link to the search page for a query, and the docs versions to search when they are not the
 * default (scope.ts scopeParam): /search?q=stream%20tail&version=0.44.0.
 */
export function searchPageUrl(query: string, version: string | null = null): string {
  const q = query.trim();
  const params = [q && `q=${encodeURIComponent(q)}`, version && `version=${version}`];
  const search = params.filter(Boolean).join("&");
  return search ? `/search?${search}` : "/search";
}
