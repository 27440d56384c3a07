import { useCallback, useEffect, useMemo, useState } from "react";
import { highlightTerms } from "./highlight";
import { loadSearchEngine } from "./load";
import type { RankedHit } from "./rank";
import type { SearchEngine } from "./searcher";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchResult {
  status: SearchStatus;
  /** Ranked hits for the query; empty until the engine is ready or when the query is empty. */
  hits: RankedHit[];
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
 * The engine loads when `enabled` turns true (dialog open, search page focused or given a query)
 * and searches synchronously on every change of the query: well under a frame (bench/search.ts).
 */
export function useSearch(query: string, enabled: boolean): SearchResult {
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [asTyped, setAsTyped] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled || engine) return;
    let live = true;
    setFailed(false);
    loadSearchEngine().then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled, engine, attempt]);

  const literal = asTyped === query;
  const answer = useMemo(
    () =>
      engine?.search(query, { literal }) ?? {
        hits: [],
        corrected: null,
        terms: highlightTerms(query),
        suggestions: [],
      },
    [engine, query, literal],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const searchAsTyped = useCallback(() => setAsTyped(query), [query]);
  const status: SearchStatus = engine ? "ready" : failed ? "error" : enabled ? "loading" : "idle";
  return { status, ...answer, searchAsTyped, retry };
}
