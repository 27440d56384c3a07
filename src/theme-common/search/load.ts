import files from "@search-files";
import { withPrefix } from "gatsby";
import type { Lexicon } from "@shared/search/lexicon";
import {
  createSearchEngine,
  type FlexSearchModule,
  type SearchEngine,
} from "@shared/search/searcher";

/** The docs versions that have a search index, the current version first. */
export const SEARCH_VERSIONS: readonly string[] = files.map((entry) => entry.version);

const pending = new Map<string, Promise<SearchEngine>>();

/**
 * FlexSearch and one docs version's index, store and lexicon (vocabulary and synonyms), fetched
 * in parallel the first time the reader opens, focuses or points at search (or asks for that
 * version), then kept for the rest of the visit. An archived version's files are fetched only
 * when that version is searched. A failure (offline) is not kept, so the next attempt fetches
 * again. `version` null (or unknown) is the current version. Browser only: call it from effects
 * and handlers.
 */
export function loadSearchEngine(version: string | null = null): Promise<SearchEngine> {
  const entry = files.find((f) => f.version === version) ?? files[0];
  if (!entry) return Promise.reject(new Error("The search index was not built"));
  let attempt = pending.get(entry.version);
  if (!attempt) {
    const loading = Promise.all([
      import(/* webpackChunkName: "flexsearch" */ "flexsearch"),
      fetchFile(entry.index).then((response) => response.text()),
      fetchFile(entry.store).then((response) => response.json()),
      fetchFile(entry.lexicon).then((response) => response.json() as Promise<Lexicon>),
    ]).then(([module, index, store, lexicon]) => {
      const flexsearch = ((module as { default?: unknown }).default ?? module) as FlexSearchModule;
      return createSearchEngine(flexsearch, index, store, lexicon);
    });
    loading.catch(() => {
      if (pending.get(entry.version) === loading) pending.delete(entry.version);
    });
    pending.set(entry.version, loading);
    attempt = loading;
  }
  return attempt;
}

async function fetchFile(path: string): Promise<Response> {
  const response = await fetch(withPrefix(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}
