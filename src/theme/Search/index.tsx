/**
 * Site search, always-loaded part: the search button, the host that answers it and the
 * shortcuts, and the module that opens search (./open.ts). Everything else (dialog, FlexSearch,
 * index, store) loads on first use.
 */
export { SearchButton, type SearchButtonClasses } from "./SearchButton";
export { SearchHost } from "./SearchHost";
export { openSearch } from "./open";
