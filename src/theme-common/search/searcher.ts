import { SEARCH_ENGINE_OPTIONS } from "./engine";
import { parseQuery } from "./normalize";
import { prepareRecord, rank, type RankedHit } from "./rank";
import type { StoredRecord } from "./types";

/** The part of FlexSearch 0.6 this module uses (its own typings declare searches as promises). */
export interface FlexSearchModule {
  create(options: object): FlexSearchIndex;
}
interface FlexSearchIndex {
  import(exported: string): void;
  search(query: string, options: { limit: number }): Array<number | string>;
}

export type SearchStore = Record<string, StoredRecord>;

export interface SearchEngine {
  /** Ranked results for what the reader typed; [] for an empty query. */
  search(query: string, limit?: number): RankedHit[];
  readonly size: number;
}

/**
 * The search engine of the browser (and of the ranking tests): the index gatsby-plugin-local-search
 * exported, imported into a FlexSearch index with the same settings, plus the store, ranked by
 * rank.ts. FlexSearch is passed in so that the browser can load it lazily.
 */
export function createSearchEngine(
  flexsearch: FlexSearchModule,
  indexExport: string,
  store: SearchStore,
): SearchEngine {
  const index = flexsearch.create(SEARCH_ENGINE_OPTIONS);
  index.import(indexExport);
  const records = Object.entries(store)
    .map(([id, record]) => prepareRecord(Number(id), record))
    .sort((a, b) => a.id - b.id);
  const limit = { limit: records.length };
  return {
    size: records.length,
    search(query, max) {
      const q = parseQuery(query);
      if (q.stems.length === 0) return [];
      const textHits = q.stems.map((term) => new Set(index.search(term, limit).map(Number)));
      return rank(records, q, textHits, max);
    },
  };
}
