import { routeInBase, routeOutOfBase, type SiteVersion } from "@shared/versions";
import type { VersionLink } from "@shared/page-context/doc";
import type { SiteData } from "../site-data";
import { retiredPages, successorsOf, versionFile } from "./retired";

/**
 * Where a page of one docs version is in the others: the same page when that version has it,
 * else its closest parent that exists there, else that version's docs root. Computed at build
 * time from the routes each version creates, so the version menu and the archived banner never
 * link to a missing page.
 */

/** Every route a version's docs, CLI and API pages are made at. */
export function versionRoutes(site: SiteData): Set<string> {
  const routes = new Set<string>();
  for (const doc of site.store.docPages()) routes.add(doc.route);
  for (const command of site.store.cliCommands()) routes.add(command.route);
  const operations = site.store.apiOperations();
  if (operations.length) routes.add(`${site.version.path}/api`);
  for (const op of operations) routes.add(`${site.version.path}/api/${op.slug}`);
  return routes;
}

/** Routes of every version, computed once per SiteData list (one createPages run). */
const cache = new WeakMap<readonly SiteVersion[], Map<string, Set<string>>>();

function routesByVersion(site: SiteData, all: readonly SiteData[]): Map<string, Set<string>> {
  let routes = cache.get(site.versions);
  if (!routes) {
    routes = new Map(all.map((s) => [s.version.name, versionRoutes(s)]));
    cache.set(site.versions, routes);
  }
  return routes;
}

/**
 * The route of the page at `route` (a route of `from`) in version `to`: the same page, its closest
 * parent there, or the root of `to`; `exact` says whether it is the same page.
 */
export function counterpartRoute(
  route: string,
  from: SiteVersion,
  to: SiteVersion,
  routesOfTo: ReadonlySet<string>,
  successor?: string | null,
): { route: string; exact: boolean } {
  const inside = routeOutOfBase(route, from.path) ?? "/docs";
  const same = routeInBase(inside, to.path);
  if (routesOfTo.has(same)) return { route: same, exact: true };
  if (successor && routesOfTo.has(successor)) return { route: successor, exact: false };
  let parent = same;
  while (parent.length > to.path.length) {
    parent = parent.slice(0, parent.lastIndexOf("/"));
    if (routesOfTo.has(parent)) return { route: parent, exact: false };
  }
  return { route: to.path, exact: false };
}

/** The versioned part of a docs-layout page's context: nothing when the site has one version. */
export interface VersionContext {
  docsVersion?: string;
  versionLinks?: VersionLink[];
  versionUpgrade?: { route: string; title: string };
}

/** Sites of every version, registered by createPages before the creators run. */
let allSites: readonly SiteData[] = [];

export function registerVersionSites(sites: readonly SiteData[]): void {
  allSites = sites;
}

/** Every version's SiteData of this createPages run (or just `site` outside one). */
export function allVersionSites(site: SiteData): readonly SiteData[] {
  return allSites.length && allSites[0]?.versions === site.versions ? allSites : [site];
}

/** The current version's upgrade guide named by an archived version's version.yaml, if any. */
function upgradeGuide(
  site: SiteData,
  sites: readonly SiteData[],
): { route: string; title: string } | null {
  const id = versionFile(site)?.upgrade;
  const doc = id ? sites[0]?.store.docPages().find((d) => d.docId === id) : undefined;
  return doc ? { route: doc.route, title: doc.title } : null;
}

/** The successors of archived routes (version.yaml `see`), once per createPages run. */
const successorCache = new WeakMap<readonly SiteData[], Map<string, string>>();

function successors(sites: readonly SiteData[]): Map<string, string> {
  let found = successorCache.get(sites);
  if (!found) {
    found = successorsOf(retiredPages(sites));
    successorCache.set(sites, found);
  }
  return found;
}

/** The page's version and its counterpart in every version. */
export function versionContext(site: SiteData, route: string): VersionContext {
  if (site.versions.length < 2) return {};
  const sites = allVersionSites(site);
  const routes = routesByVersion(site, sites);
  const versionLinks = site.versions.map((to) => {
    if (to.name === site.version.name) return { version: to.name, route, exact: true };
    const successor = to.current && !site.version.current ? successors(sites).get(route) : undefined;
    return {
      version: to.name,
      ...counterpartRoute(route, site.version, to, routes.get(to.name) ?? new Set(), successor),
    };
  });
  const upgrade = site.version.current ? null : upgradeGuide(site, sites);
  return {
    docsVersion: site.version.name,
    versionLinks,
    ...(upgrade ? { versionUpgrade: upgrade } : {}),
  };
}
