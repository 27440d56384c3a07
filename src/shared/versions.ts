import { DOCS_BASE } from "./routes";

/**
 * Docs versions as the build and the theme see them. The current version is served at /docs;
 * each archived version at its own path below it (/docs/0.45.8), with the same routes inside.
 */
export interface SiteVersion {
  /** The FlowG version (0.45.8); a folder name under docs.versionsDir for an archived one. */
  name: string;
  label: string;
  /** Where its docs start: "/docs" for the current version, "/docs/<name>" for an archived one. */
  path: string;
  current: boolean;
  banner: "unreleased" | "unmaintained" | null;
}

/**
 * The same route in another version: `/docs/guides/streams` with base `/docs/0.45.8` is
 * `/docs/0.45.8/guides/streams`. A route outside /docs (the blog, the landing page) is unchanged.
 */
export function routeInBase(route: string, base: string): string {
  if (base === DOCS_BASE) return route;
  if (route === DOCS_BASE) return base;
  if (route.startsWith(`${DOCS_BASE}/`) || route.startsWith(`${DOCS_BASE}#`)) {
    return base + route.slice(DOCS_BASE.length);
  }
  return route;
}

/**
 * The route inside its version (/docs/0.45.8/guides/streams -> /docs/guides/streams), given the
 * version's base; null when the route is not under that base.
 */
export function routeOutOfBase(route: string, base: string): string | null {
  if (route === base) return DOCS_BASE;
  if (route.startsWith(`${base}/`)) return DOCS_BASE + route.slice(base.length);
  return null;
}

/**
 * A gatsby-source-filesystem instance of a version: "docs" for the current version,
 * "docs@0.45.8" for an archived one.
 */
export function versionedSourceName(source: string, version: SiteVersion): string {
  return version.current ? source : `${source}@${version.name}`;
}

/** The source ("docs") and version name ("0.45.8", or null: the current one) of an instance name. */
export function parseSourceName(name: string | undefined): {
  source: string;
  version: string | null;
} {
  if (name === undefined) return { source: "", version: null };
  const at = name.indexOf("@");
  return at < 0
    ? { source: name, version: null }
    : { source: name.slice(0, at), version: name.slice(at + 1) };
}

/**
 * The key of a version's sidebar in page context, the `docsSidebars` query and `navbarSidebars`:
 * the sidebar's own id for the current version ("docs"), "<id>@<version>" for an archived one.
 */
export function versionedSidebarId(
  sidebarId: string,
  version: Pick<SiteVersion, "name" | "current">,
): string {
  return version.current ? sidebarId : `${sidebarId}@${version.name}`;
}
