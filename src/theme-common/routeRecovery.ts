import { storageSlot } from "./storage";

/**
 * Recovery from code or data that fails to load (usually a deploy replaced the hashed files the
 * open page refers to): reload the page once. A sessionStorage flag keyed by path prevents a
 * reload loop; it is cleared after a later successful client-side navigation to that path.
 */
const flag = (path: string) => storageSlot(`flowg.reloadedAfterLoadFailure:${path}`, "session");

/** Errors of webpack chunks, dynamic imports and Gatsby's page resources. */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|page resources for .* not found/i.test(
      error.message,
    )
  );
}

/** Reloads the page unless it was already reloaded for this path; returns whether it did. */
export function reloadOnce(path: string, reload: () => void = () => window.location.reload()) {
  const slot = flag(path);
  if (slot.get()) {
    console.error(`FlowG docs: ${path} failed to load again after a reload; not reloading.`);
    return false;
  }
  slot.set("1");
  reload();
  return true;
}

export function clearReloadFlag(path: string): void {
  flag(path).del();
}

/** Listens for load failures nobody handled (gatsby-browser onClientEntry). */
export function installLoadFailureRecovery(): void {
  const handle = (error: unknown) => {
    if (isLoadFailure(error)) reloadOnce(window.location.pathname);
  };
  window.addEventListener("unhandledrejection", (event) => handle(event.reason));
  window.addEventListener("error", (event) => handle(event.error));
}

/** Marks the "Page not found" page's HTML (src/pages/404.tsx), to tell it from a real page's. */
export const NOT_FOUND_MARKER = "data-page-not-found";

/**
 * Whether Gatsby's loader took the open page for a missing one: its data answered 404, or with
 * something that is not page data (text, or the HTML page a proxy or captive portal sends with
 * 200). Gatsby then renders its "not found" page in place of the page.
 */
export function pageDataMissing(): boolean {
  const loader = (window as { ___loader?: { isPageNotFound(path: string): boolean } }).___loader;
  return loader?.isPageNotFound(window.location.pathname + window.location.search) ?? false;
}
