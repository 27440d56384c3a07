import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server's HTML inside a transition. React then
 * hydrates in slices of about 5 ms and lets the browser run between them, instead of in one task
 * as long as the page is big (a long guide blocked a phone's main thread for hundreds of
 * milliseconds). A click on a part not yet hydrated makes React finish hydrating first and then
 * handle it, so no input is lost. A page without server HTML is rendered, as Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element): void {
  const serverRendered =
    (document.getElementById("gatsby-focus-wrapper")?.children.length ?? 0) > 0;
  if (!serverRendered) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
