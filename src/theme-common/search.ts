/**
 * The contract between the navbar's search button and the search UI: the button (and the
 * Ctrl/⌘+K shortcut) dispatches this window event; the search UI listens for it.
 */
export const OPEN_SEARCH_EVENT = "flowg:open-search";

export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}

/** Ctrl+K, or ⌘K on Apple platforms. */
export function isSearchShortcut(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">) {
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
}
