/**
 * Stands in for `gatsby-script` in the browser bundle. Gatsby re-exports that package from
 * "gatsby" (`export *`), and the bundler keeps it, with Partytown's loader snippet, in the app
 * chunk of every page, as it keeps the loader snippet that Gatsby's internal Partytown plugin
 * requires: code every page loads for a component the site never renders. The site loads its
 * scripts itself (node/inline-scripts.ts, lazy imports), so the browser build and develop
 * resolve `gatsby-script` and that plugin's browser module here (node/browser-stand-ins.ts); the
 * server render keeps the package. Using `<Script>` fails loudly rather than rendering a script
 * tag the browser would not run.
 */

export enum ScriptStrategy {
  postHydrate = "post-hydrate",
  idle = "idle",
  offMainThread = "off-main-thread",
}

export const scriptCache = new Set<string>();
export const scriptCallbackCache = new Map<string, unknown>();
export const collectedScriptsByPage = {
  get: (): unknown[] => [],
  set: (): void => undefined,
  delete: (): void => undefined,
};

export function Script(): never {
  throw new Error(
    "gatsby-script's <Script> is not in this site's browser bundle (src/theme-common/head/no-gatsby-script.ts): load the script from a module instead",
  );
}
