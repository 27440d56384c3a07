import files from "@search-files";
import { withPrefix } from "gatsby";
import type { Lexicon } from "@shared/search/lexicon";
import { createSearchEngine, type FlexSearchModule, type SearchEngine } from "./searcher";

let pending: Promise<SearchEngine> | null = null;

/**
 * FlexSearch, the index, the store and the lexicon (vocabulary and synonyms), fetched in parallel the first time the reader opens,
 * focuses or points at search, then kept for the rest of the visit. A failure (offline) is not
 * kept, so the next attempt fetches again. Browser only: call it from effects and handlers.
 */
export function loadSearchEngine(): Promise<SearchEngine> {
  if (!pending) {
    const attempt = Promise.all([
      import(/* webpackChunkName: "flexsearch" */ "flexsearch"),
      fetchFile(files.index).then((response) => response.text()),
      fetchFile(files.store).then((response) => response.json()),
      fetchFile(files.lexicon).then((response) => response.json() as Promise<Lexicon>),
    ]).then(([module, index, store, lexicon]) => {
      const flexsearch = ((module as { default?: unknown }).default ?? module) as FlexSearchModule;
      return createSearchEngine(flexsearch, index, store, lexicon);
    });
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
    pending = attempt;
  }
  return pending;
}

async function fetchFile(path: string | null): Promise<Response> {
  if (!path) throw new Error("The search index was not built");
  const response = await fetch(withPrefix(path));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}
