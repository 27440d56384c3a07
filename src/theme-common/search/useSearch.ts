import { useCallback, useEffect, useMemo, useState } from "react";
import { highlightTerms } from "@shared/search/highlight";
import { SEARCH_VERSIONS, loadSearchEngine } from "./load";
import { mergeVersionAnswers, scopeVersions, type ScopedHit, type SearchScope } from "./scope";
import type { SearchEngine } from "@shared/search/searcher";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchResult {
  status: SearchStatus;
  /**
   * Ranked hits for the query, from every version of the scope; empty until the engines are
   * ready or when the query is empty.
   */
  hits: ScopedHit[];
  /** The query as searched when words were corrected ("Showing results for ..."), else null. */
  corrected: string | null;
  /** Words to mark in the results: typed, corrected, synonyms. */
  terms: readonly string[];
  /** Nearby queries that have results, when this one has none. */
  suggestions: readonly string[];
  /** Searches the query as typed, without corrections, until it changes. */
  searchAsTyped: () => void;
  /** Fetches the index again after a failure. */
  retry: () => void;
}

/**
 * The engines load when `enabled` turns true (dialog open, search page focused or given a query):
 * the index of the scope's version, and the other versions' only when the scope includes them.
 * Each change of the query is searched synchronously: well under a frame (bench/search.ts).
 * Without a scope, the current version is searched.
 */
export function useSearch(query: string, enabled: boolean, scope?: SearchScope): SearchResult {
  const [engines, setEngines] = useState<ReadonlyMap<string, SearchEngine>>(new Map());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [asTyped, setAsTyped] = useState<string | null>(null);
  const version = scope?.version ?? null;
  const all = scope?.all ?? false;
  const wanted = useMemo(
    () =>
      version === null
        ? SEARCH_VERSIONS.slice(0, 1)
        : scopeVersions({ version, all }, SEARCH_VERSIONS),
    [version, all],
  );
  const missing = wanted.filter((version) => !engines.has(version));

  useEffect(() => {
    if (!enabled || !missing.length) return;
    let live = true;
    setFailed(false);
    for (const version of missing) {
      loadSearchEngine(version).then(
        (loaded) => live && setEngines((known) => new Map(known).set(version, loaded)),
        () => live && setFailed(true),
      );
    }
    return () => {
      live = false;
    };
    // `missing` is derived from `wanted` and `engines`; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, missing.join(" "), attempt]);

  const literal = asTyped === query;
  const ready = wanted.length > 0 && !missing.length;
  const answer = useMemo(
    () =>
      ready
        ? mergeVersionAnswers(
            wanted.map((version) => ({
              version,
              answer: engines.get(version)!.search(query, { literal }),
            })),
          )
        : { hits: [], corrected: null, terms: highlightTerms(query), suggestions: [] },
    [ready, wanted, engines, query, literal],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const searchAsTyped = useCallback(() => setAsTyped(query), [query]);
  // No version at all: the build wrote no index.
  const broken = failed || (enabled && !wanted.length);
  const status: SearchStatus = ready ? "ready" : broken ? "error" : enabled ? "loading" : "idle";
  return { status, ...answer, searchAsTyped, retry };
}
