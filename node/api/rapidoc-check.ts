import { parse } from "node-html-parser";

/**
 * RapiDoc must not weigh on any page: its code only arrives when a reader loads the console on
 * /docs/api (a dynamic import, so an async chunk). This finds, over the built site, the pages
 * whose initial scripts (the ones the HTML references) contain RapiDoc's code. Pure: the caller
 * reads the files.
 */

/** A string RapiDoc's bundle contains and nothing else of the site does. */
export const RAPIDOC_MARKER = 'customElements.define("rapi-doc"';

/** Scripts a page loads up front: <script src> and <link rel=preload|modulepreload as=script>. */
export function initialScripts(html: string): string[] {
  const root = parse(html);
  const sources = root.querySelectorAll("script[src]").map((el) => el.getAttribute("src") ?? "");
  for (const link of root.querySelectorAll("link[href]")) {
    const rel = link.getAttribute("rel") ?? "";
    const as = link.getAttribute("as") ?? "";
    if (/\b(preload|modulepreload)\b/.test(rel) && (as === "script" || rel.includes("module"))) {
      sources.push(link.getAttribute("href") ?? "");
    }
  }
  return [...new Set(sources.filter(Boolean))];
}

/** URLs of the pages that ship RapiDoc before any interaction. */
export function pagesShippingRapiDoc(
  pages: ReadonlyMap<string, string>,
  readScript: (src: string) => string | null,
): string[] {
  const cache = new Map<string, boolean>();
  const ships = (src: string) => {
    let found = cache.get(src);
    if (found === undefined) {
      found = (readScript(src) ?? "").includes(RAPIDOC_MARKER);
      cache.set(src, found);
    }
    return found;
  };
  return [...pages]
    .filter(([, html]) => initialScripts(html).some(ships))
    .map(([url]) => url)
    .sort();
}
