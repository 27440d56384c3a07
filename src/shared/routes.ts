/** Route builders: the build creates pages at these routes and the theme links to them. */

/** URL-safe tag route segment; the tag itself keeps its spelling. */
export function tagRoute(tag: string): string {
  return `/blog/tags/${encodeURIComponent(tag.toLowerCase().replace(/\s+/g, "-"))}`;
}

/**
 * Where the docs of the current version start. An archived version's routes are the same
 * relative routes under its own base (/docs/0.45.8), so the builders below take the base.
 */
export const DOCS_BASE = "/docs";

/** Where the API reference lives; each operation has a page below it. */
export const API_ROUTE = `${DOCS_BASE}/api`;

/** The API reference of the docs version whose routes start at `base` (/docs, /docs/0.45.8). */
export function apiRoute(base = DOCS_BASE): string {
  return `${base}/api`;
}

/**
 * The "API changes since <previous version>" page of the docs version at `base` (only the
 * current version has one, when the site keeps an archived version).
 */
export function apiChangesRoute(base = DOCS_BASE): string {
  return `${apiRoute(base)}/changes`;
}

export function apiOperationRoute(slug: string, base = DOCS_BASE): string {
  return `${apiRoute(base)}/${slug}`;
}

/**
 * Routes as the existing FlowG site has them, so inbound links keep working:
 * <base>/cli/<binary>, and <base>/cli/<binary>/<path joined by _> below the binary, where <base>
 * is where the docs of the command's version start (/docs, /docs/0.45.8).
 */
export function cliRoute(path: readonly string[], base = DOCS_BASE): string {
  const [binary, ...rest] = path;
  if (!binary) throw new Error("cliRoute: empty command path");
  return rest.length === 0 ? `${base}/cli/${binary}` : `${base}/cli/${binary}/${path.join("_")}`;
}

/** Anchor of a flag's row in the flags table: /docs/cli/flowg-server#flag-http-bind. */
export function flagAnchor(name: string): string {
  return `flag-${name}`;
}

/**
 * Row id of a configuration-file key: `config-` and the key's path, block labels unquoted and
 * every segment set apart by a dash (`storage.backend "badgerdb".auth_dir` ->
 * `config-storage-backend-badgerdb-auth_dir`).
 */
export function configKeyAnchor(path: string): string {
  return `config-${path.replace(/ "([^"]*)"/g, ".$1").replace(/\./g, "-")}`;
}
