type DialogModule = typeof import("../SearchDialog");

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

/** Hover or focus on the search button: fetch code, index and store before the click. */
export function preloadSearch(): void {
  loadSearchDialog()
    .then((module) => module.preloadSearchEngine())
    .catch(() => undefined);
}
