import path from "node:path";

/**
 * Gatsby modules that the browser bundle (build and develop) replaces with the site's own small
 * stand-ins: each is code the site never runs that sat in every page's app chunk. Each stand-in's
 * comment says what it replaces and why; each fails loudly if the site starts to need the real
 * one. The server render keeps Gatsby's modules. Wired by onCreateWebpackConfig
 * (node/on-pre-bootstrap.ts); tests/build/page-weight.test.ts checks the app chunk.
 */
export interface BrowserStandIn {
  /** The request or resolved file webpack replaces (NormalModuleReplacementPlugin). */
  module: RegExp;
  /** The stand-in, from the repository root. */
  file: string;
}

export const BROWSER_STAND_INS: readonly BrowserStandIn[] = [
  // Gatsby's internal Partytown plugin: in the browser it only acts in develop, for <Script
  // strategy="off-main-thread">, which the site never uses; its requires kept Partytown's snippet
  // in every page's app chunk. gatsby-script itself is an alias (BROWSER_ALIASES).
  {
    module: /internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
    file: "src/theme-common/head/no-gatsby-script.ts",
  },
  {
    module: /head[\\/]head-export-handler-for-browser(\.js)?$/,
    file: "src/theme-common/head/no-gatsby-head.ts",
  },
  { module: /[\\/]register-service-worker(\.js)?$/, file: "src/theme-common/no-service-worker.ts" },
];

/** Packages the browser bundle resolves to the site's modules (webpack aliases). */
export const BROWSER_ALIASES: Readonly<Record<string, string>> = {
  // The browser keeps the head in step with a small replacement for react-helmet; the server
  // render (and so every page's HTML) uses react-helmet (src/theme-common/head/).
  "react-helmet$": "src/theme-common/head/browser-helmet.tsx",
  // Gatsby's <Script> and Partytown, which "gatsby" re-exports and the site never uses.
  "gatsby-script$": "src/theme-common/head/no-gatsby-script.ts",
};

/** The aliases with absolute paths, for webpack's resolve.alias. */
export function browserAliases(root = process.cwd()): Record<string, string> {
  return Object.fromEntries(
    Object.entries(BROWSER_ALIASES).map(([name, file]) => [name, path.resolve(root, file)]),
  );
}
