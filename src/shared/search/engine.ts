import type { CreateOptions } from "flexsearch";
import { STOP_WORDS } from "./normalize";
import type { StoredRecord } from "./types";

/**
 * FlexSearch 0.6 settings, shared by the build (gatsby-plugin-local-search creates the index with
 * them) and the browser (which creates an empty index with the same settings and imports the
 * export into it). An export carries no settings, so both sides must read this one constant.
 *
 * - "forward" tokenizing indexes every word prefix, so partial words match ("retent").
 * - "icase" lower-cases only: identifiers stay as written (no phonetic folding).
 * - Words split at "_" too, so FLOWG_API_TOKEN is "flowg api token" and the "_" field name
 *   the plugin serializes is not a word.
 * - Stop words are left out and resolution is 3: together they keep the index small, and the
 *   order of results comes from rank.ts, not from FlexSearch's scores.
 */
export const SEARCH_ENGINE_OPTIONS = {
  encode: "icase",
  tokenize: "forward",
  split: /[\W_]+/,
  threshold: 0,
  resolution: 3,
  filter: STOP_WORDS,
  depth: 0,
  cache: false,
} satisfies Omit<CreateOptions, "filter"> & { filter: string[] };
// (FlexSearch 0.6 takes a word list as `filter`; its typings only list functions and names.)

/** Fields of a SearchDocument the index covers. */
export const SEARCH_INDEX_FIELDS = ["_"];

/** Fields of a SearchDocument the store keeps (what a result shows). */
export const SEARCH_STORE_FIELDS = [
  "kind",
  "url",
  "page",
  "section",
  "text",
  "names",
  "keywords",
  "method",
  "path",
] satisfies Array<keyof StoredRecord>;
