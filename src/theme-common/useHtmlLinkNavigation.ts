import config from "@site-config";
import { navigate } from "gatsby";
import { useEffect, type RefObject } from "react";
import { stripBasePath } from "./links";

/** Marks an element whose HTML was rendered at build time (see node/markdown). */
export const HTML_CONTENT_ATTRIBUTE = "data-html-content";

/**
 * Links inside HTML rendered at build time are plain <a> elements (with the base path). A click
 * on an internal one navigates like Gatsby's <Link>, without reloading the page; other clicks
 * (new tab, modifiers, external links, #anchors) keep the browser's behaviour.
 */
export function useHtmlLinkNavigation(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest(`[${HTML_CONTENT_ATTRIBUTE}] a[href]`);
      if (!anchor || anchor.hasAttribute("target")) return;
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith(`${config.basePath}/`)) return;
      event.preventDefault();
      void navigate(stripBasePath(href));
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [ref]);
}
