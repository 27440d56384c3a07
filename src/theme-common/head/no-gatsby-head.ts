/**
 * Stands in for Gatsby's Head API handler (`.cache/head/head-export-handler-for-browser.js`) in
 * the browser bundle. Gatsby's page renderer calls it on every render to mount a page's `Head`
 * export into a hidden root and copy it into <head>; with its helpers (node diffing, attribute
 * copying, React 19 patches) that code sits in every page's app chunk. This site's
 * pages set their head with react-helmet (src/theme/Seo, src/theme-common/head/), and no page
 * exports `Head`, so the browser build and develop use this module instead (BROWSER_STAND_INS in
 * node/browser-stand-ins.ts); the server render keeps Gatsby's. A page that exports `Head`
 * fails loudly rather than losing its head tags without a word.
 */
export function headHandlerForBrowser({
  pageComponent,
}: {
  pageComponent?: { Head?: unknown } | null;
}): void {
  if (pageComponent?.Head) {
    throw new Error(
      "A page exports Gatsby's Head, which this site's browser bundle leaves out (src/theme-common/head/no-gatsby-head.ts): set the page's head with the Seo component instead",
    );
  }
}
