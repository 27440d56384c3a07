/**
 * Type of the `@search-files` module: the site paths of the search index, store and lexicon, which the
 * build writes as JSON (node/search/files.ts) and webpack aliases. tsconfig maps the
 * name here for types; vitest maps it to tests/support/search-files.json.
 */
import type { SearchFiles } from "../shared/search/types";

declare const files: SearchFiles;
export default files;
