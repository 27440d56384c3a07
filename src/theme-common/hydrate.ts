import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { NOT_FOUND_MARKER, pageDataMissing, reloadOnce } from "./routeRecovery";

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server's HTML inside a transition. React then
 * hydrates in slices of about 5 ms and lets the browser run between them, instead of in one task
 * as long as the page is big (a long guide blocked a phone's main thread for hundreds of
 * milliseconds). A click on a part not yet hydrated makes React finish hydrating first and then
 * handle it, so no input is lost. A container without server HTML (develop's page shell, its
 * loading indicator) is rendered, as Gatsby does.
 *
 * When the server's HTML is a real page but the page's data did not load, hydrating would put
 * Gatsby's "not found" page in place of the article: the page is reloaded once instead, and if
 * its data still does not load, the server's page stays as it is, readable without its scripts.
 */
export function hydrateInSlices(element: ReactElement, container: Element): () => void {
  // The container, not the page: Gatsby also renders into an element of its own (the loading
  // indicator of `gatsby develop`), which is empty even when the page was server-rendered.
  const serverRendered = container.children.length > 0;
  if (!serverRendered) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  if (!container.querySelector(`[${NOT_FOUND_MARKER}]`) && pageDataMissing()) {
    reloadOnce(window.location.pathname);
    return () => {};
  }
  let root: { unmount(): void } | null = null;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  // Gatsby unmounts its loading indicator through the function a renderer returns.
  return () => root?.unmount();
}
