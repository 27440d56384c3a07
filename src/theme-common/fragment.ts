/**
 * Workaround for gatsbyjs/gatsby#26828 (open for Gatsby 5.16, gatsby-react-router-scroll 6.16):
 * Gatsby's scroll handler (gatsby-react-router-scroll/scroll-handler.js, componentDidMount and
 * componentDidUpdate) calls `decodeURI(location.hash)` without catching, and its default
 * `shouldUpdateScroll` (gatsby/cache-dir/navigation.js) does the same for a hash on the same page.
 * A fragment that is not valid percent-encoding (`#%`, `#%zz`, `#%E0%A4%A`, or a number then
 * `%`) throws a URIError there, inside React's commit, and React removes the whole page. Anyone
 * can share such a link, and a click on an in-page link to `#50%` does the same.
 *
 * Remove this module (and its two uses in gatsby-browser.tsx) once Gatsby's scroll handler no
 * longer decodes the hash unguarded: e2e/fragments.spec.ts then still passes without it.
 */

/** A fragment the way the browser's own scrolling reads it: decoded when it can be, else as is. */
export function decodeFragment(fragment: string): string {
  try {
    return decodeURI(fragment);
  } catch (error) {
    if (error instanceof URIError) return fragment;
    throw error;
  }
}

/**
 * `decodeURI` that, for a location hash (text starting with `#`) only, answers a malformed one
 * with the text unchanged instead of throwing; every other call behaves as the original.
 */
export function tolerantDecodeURI(decode: (text: string) => string): (text: string) => string {
  return function decodeURIForHashes(text: string): string {
    try {
      return decode(text);
    } catch (error) {
      if (error instanceof URIError && typeof text === "string" && text.startsWith("#"))
        return text;
      throw error;
    }
  };
}

let installed = false;

/**
 * Replaces the global `decodeURI` the scroll handler calls with the tolerant one. Called from
 * onClientEntry, before the router and its scroll handler first render. There is no narrower
 * hook: the call sits in the handler's lifecycle methods, before any option is consulted.
 */
export function installFragmentGuard(scope: { decodeURI: (text: string) => string }): void {
  if (installed) return;
  installed = true;
  scope.decodeURI = tolerantDecodeURI(scope.decodeURI.bind(scope));
}
