/**
 * Site search, always-loaded part: the navbar button and the host that answers the shortcuts.
 * Everything else (dialog, FlexSearch, index, store) loads on first use; see ./lazy.ts.
 */
export { SearchButton } from "./SearchButton";
export { SearchHost } from "./SearchHost";
