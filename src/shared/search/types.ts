/**
 * The shapes shared by the build (node/search) and the browser (this folder): what one search
 * result points at, as gatsby-plugin-local-search stores it.
 */

/** Result groups, in the order of the kind labels. */
export const SEARCH_KINDS = ["docs", "blog", "api", "cli"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  docs: "Docs",
  blog: "Blog",
  api: "API",
  cli: "CLI",
};

/** One entry of the store (public/search-index/<hash>.store.json), keyed by the record's index id. */
export interface StoredRecord {
  kind: SearchKind;
  /** Route without the path prefix, with the anchor: /docs/guides/streams#retention-by-time. */
  url: string;
  /** Title of the page the result is on. */
  page: string;
  /** Heading, flag or variable inside the page; empty for the page itself (and API operations). */
  section: string;
  /** Plain text under the heading, for the snippet (clipped at build time). */
  text: string;
  /**
   * Exact names that must rank this record first when typed: flag names (--max-size), variables
   * (FLOWG_API_TOKEN), API path and operationId, command path (flowg-client stream tail).
   */
  names: string[];
  /**
   * A doc page's front-matter keywords: what its writer says the page is about ("cluster
   * cookie"). A query that is one of them ranks the page high, below an exact name.
   */
  keywords?: string[];
  /** HTTP method and path of API operations (GET, /api/v1/streams/{stream}). */
  method?: string;
  path?: string;
}

/** A record as the build hands it to gatsby-plugin-local-search: the stored fields + indexed text. */
export interface SearchDocument extends StoredRecord {
  /** Index reference; also the key of the record in the store. */
  id: number;
  /**
   * Everything the full-text index covers (titles, names, keywords, the whole text). Named "_"
   * because the plugin indexes `JSON.stringify({_: ...})`: the field name is indexed too, and
   * "_" is dropped by the tokenizer (see SEARCH_ENGINE_OPTIONS.split).
   */
  _: string;
}

/** Site paths (no path prefix) of the index, store and lexicon of one docs version. */
export interface VersionSearchFiles {
  /** The docs version's name (0.45.8). */
  version: string;
  index: string;
  store: string;
  lexicon: string;
}

/**
 * The search files of every docs version, the current version first (its index alone holds the
 * blog); empty before the first index exists. The build writes them
 * (node/search/files.ts) and the browser imports them as `@search-files`.
 */
export type SearchFiles = VersionSearchFiles[];
