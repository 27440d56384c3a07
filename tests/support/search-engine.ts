import FlexSearch from "flexsearch";
// The plugin's own build step, run on the records of the real content (not a re-implementation).
import { buildPluginIndex } from "../../node/search/build-index";
import { buildSearchRecords, searchVocabulary } from "../../node/search/records";
import { synonymsFromFile } from "./content-files";
import type { Lexicon } from "../../src/shared/search/lexicon";
import { searchPluginOptions } from "../../node/search/plugin-options";
import {
  createSearchEngine,
  type FlexSearchModule,
  type SearchEngine,
  type SearchStore,
} from "../../src/shared/search/searcher";
import type { SearchDocument } from "../../src/shared/search/types";
import { searchInputFromFiles } from "./search-content";
import { SEARCH_QUERIES_VERSION } from "./search-queries";
import { versionSources } from "./flowg-version";

export interface BuiltIndex {
  index: string;
  store: SearchStore;
  /** Vocabulary of the records and the synonyms of content/, as the build writes them. */
  lexicon: Lexicon;
  documents: SearchDocument[];
}

/**
 * Index and store as gatsby-plugin-local-search builds them from the site's records: by default
 * those of the FlowG version the fixed query set names (SEARCH_QUERIES_VERSION), with the blog.
 */
export async function buildSiteIndex(
  documents = buildSearchRecords(searchInputFromFiles(versionSources(SEARCH_QUERIES_VERSION))),
) {
  const node = await buildPluginIndex(documents, searchPluginOptions, "site");
  const lexicon = { words: searchVocabulary(documents), synonyms: synonymsFromFile() };
  return {
    index: node.index,
    store: node.store as SearchStore,
    lexicon,
    documents,
  } satisfies BuiltIndex;
}

/** The engine over the fixed query set's version, or over the records given. */
export async function siteSearchEngine(
  documents?: SearchDocument[],
): Promise<SearchEngine & BuiltIndex> {
  const built = await buildSiteIndex(documents);
  const engine = createSearchEngine(
    FlexSearch as unknown as FlexSearchModule,
    built.index,
    built.store,
    built.lexicon,
  );
  return Object.assign(engine, built);
}
