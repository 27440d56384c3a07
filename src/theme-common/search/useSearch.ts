import { useCallback, useEffect, useMemo, useState } from "react";
import { loadSearchEngine } from "./load";
import type { RankedHit } from "./rank";
import type { SearchEngine } from "./searcher";

export type SearchStatus = "idle" | "loading" | "ready" | "error";

export interface SearchResult {
  status: SearchStatus;
  /** Ranked hits for the query; empty until the engine is ready or when the query is empty. */
  hits: RankedHit[];
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

  const hits = useMemo(() => (engine ? engine.search(query) : []), [engine, query]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const status: SearchStatus = engine ? "ready" : failed ? "error" : enabled ? "loading" : "idle";
  return { status, hits, retry };
}
