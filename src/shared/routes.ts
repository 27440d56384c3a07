/** Route builders: the build creates pages at these routes and the theme links to them. */

/** URL-safe tag route segment; the tag itself keeps its spelling. */
export function tagRoute(tag: string): string {
  return `/blog/tags/${encodeURIComponent(tag.toLowerCase().replace(/\s+/g, "-"))}`;
}

/** Where the API reference lives; each operation has a page below it. */
export const API_ROUTE = "/docs/api";

/** The API reference of the docs version whose routes start at `base` (/docs, /docs/0.45.8). */
export function apiRoute(base = "/docs"): string {
  return `${base}/api`;
}

/**
 * The "API changes since <previous version>" page of the docs version at `base` (only the
 * current version has one, when the site keeps an archived version).
 */
export function apiChangesRoute(base = "/docs"): string {
  return `${apiRoute(base)}/changes`;
}

export function apiOperationRoute(slug: string, base = "/docs"): string {
  return `${apiRoute(base)}/${slug}`;
}

/**
 * Routes as the existing FlowG site has them, so inbound links keep working; `base` is where the
 * docs of the command's version start (/docs, /docs/0.45.8).
 */
export function cliRoute(path: readonly string[], base = "/docs"): string {
  const [binary, ...rest] = path;
  if (!binary) throw new Error("cliRoute: empty command path");
  return rest.length === 0 ? `${base}/cli/${binary}` : `${base}/cli/${binary}/${path.join("_")}`;
}

/** Anchor of a flag's row in the flags table: /docs/cli/flowg-server#flag-http-bind. */
export function flagAnchor(name: string): string {
  return `flag-${name}`;
}
