import { isSearchShortcut } from "../../theme-common/search/shortcut";

type DialogModule = typeof import("../SearchDialog");

/**
 * The one way to open search. Every search button and the keyboard shortcut call `openSearch`,
 * which sends this window event; the SearchHost (rendered once by the layout) is its only
 * listener. The event is also the contract for code outside the theme (a raw HTML navbar item
 * can send it).
 */
export const OPEN_SEARCH_EVENT = "flowg:open-search";

export function openSearch(): void {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}

/** Subscribes to open requests; returns the function that unsubscribes. */
export function onOpenSearch(listener: () => void): () => void {
  window.addEventListener(OPEN_SEARCH_EVENT, listener);
  return () => window.removeEventListener(OPEN_SEARCH_EVENT, listener);
}

/**
 * The site's one keyboard listener for search (the SearchHost installs it on `document`): Ctrl/Cmd+K
 * and "/" open search through `openSearch`, like the buttons, and keep the browser's own meaning
 * of the key (find in page) from running too. Returns the function that removes it.
 */
export function listenForSearchShortcut(
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">,
): () => void {
  const onKey = (event: Event) => {
    if (!isSearchShortcut(event as KeyboardEvent)) return;
    event.preventDefault();
    openSearch();
  };
  target.addEventListener("keydown", onKey);
  return () => target.removeEventListener("keydown", onKey);
}

let dialog: Promise<DialogModule> | null = null;

/**
 * The dialog's code (and FlexSearch, which it imports lazily in turn) stays out of every page's
 * bundle: it loads on the first open, hover or focus. A failed load (offline) is retried next time.
 */
export function loadSearchDialog(): Promise<DialogModule> {
  if (!dialog) {
    const attempt = import(/* webpackChunkName: "search-dialog" */ "../SearchDialog");
    attempt.catch(() => {
      if (dialog === attempt) dialog = null;
    });
    dialog = attempt;
  }
  return dialog;
}

/** Hover or focus on a search button: fetch code, index and store before the click. */
export function preloadSearch(): void {
  loadSearchDialog()
    .then((module) => module.preloadSearchEngine())
    .catch(() => undefined);
}
