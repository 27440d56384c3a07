import {
  SEARCH_ENGINE_OPTIONS,
  SEARCH_INDEX_FIELDS,
  SEARCH_STORE_FIELDS,
} from "@shared/search/engine";
import type { SearchDocument } from "@shared/search/types";

/**
 * Name of the index: the plugin creates a `LocalSearchSite` node, for the current docs version.
 * Archived versions' indexes are built beside it with the plugin's own code (files.ts), so that
 * every site has the same GraphQL types whatever its versions.
 */
export const SEARCH_INDEX_NAME = "site";
export const SEARCH_NODE_TYPE = "LocalSearchSite";

/**
 * The plugin's query: the current version's records, made by the site model (node/model/) and
 * served by the `searchRecords` field (node/create-resolvers.ts). A plain string (not a `graphql`
 * tag): the plugin runs it in createPages, after every source node exists. Typegen reads it
 * (gatsby-config.ts lists this file in documentSearchPaths).
 */
export const SEARCH_QUERY = /* GraphQL */ `
  query SearchRecords {
    searchRecords
  }
`;

/**
 * The records the query returned, as the plugin indexes them. It only reads the result: the
 * records are the model's, so the pages, search and the Markdown copies read the same texts.
 */
export function searchRecordsOf(data: unknown): SearchDocument[] {
  const records = (data as { searchRecords?: unknown } | undefined)?.searchRecords;
  if (!Array.isArray(records)) {
    throw new Error("search index: the SearchRecords query returned no searchRecords list");
  }
  return records as SearchDocument[];
}

/**
 * Options of gatsby-plugin-local-search (see its README): the plugin runs the query, hands the
 * result to the normalizer, builds the FlexSearch index over SEARCH_INDEX_FIELDS and the store
 * of SEARCH_STORE_FIELDS, and puts both on the LocalSearchSite node, which files.ts writes to
 * public/search-index/ with the other versions' indexes.
 */
export const searchPluginOptions = {
  name: SEARCH_INDEX_NAME,
  engine: "flexsearch",
  engineOptions: SEARCH_ENGINE_OPTIONS,
  query: SEARCH_QUERY,
  ref: "id",
  index: SEARCH_INDEX_FIELDS,
  store: SEARCH_STORE_FIELDS,
  normalizer: ({ data }: { data?: unknown }): SearchDocument[] => searchRecordsOf(data),
};
