import { routeInBase, routeOutOfBase, type SiteVersion } from "@shared/versions";
import type { VersionLink } from "@shared/page-context/doc";
import type { DocPageNode } from "../node-types";
import type { VersionView } from "../store";
import type { VersionFile } from "./version-file";

/** What the counterpart links read of a docs version of the site model (node/model/). */
export interface CounterpartVersion extends VersionView {
  versionFile(): VersionFile | null;
  routes(): ReadonlySet<string>;
  site: {
    versions: readonly CounterpartVersion[];
    current: { docs: readonly DocPageNode[] };
    successors(): ReadonlyMap<string, string>;
  };
}

/**
 * Where a page of one docs version is in the others: the same page when that version has it,
 * else its closest parent that exists there, else that version's docs root. Computed at build
 * time from the routes each version creates, so the version menu and the archived banner never
 * link to a missing page.
 */

/** Every route a version's docs, CLI and API pages are made at. */
export function versionRoutes(site: VersionView): Set<string> {
  const routes = new Set<string>();
  for (const doc of site.store.docPages()) routes.add(doc.route);
  for (const command of site.store.cliCommands()) routes.add(command.route);
  const operations = site.store.apiOperations();
  if (operations.length) routes.add(`${site.version.path}/api`);
  for (const op of operations) routes.add(`${site.version.path}/api/${op.slug}`);
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

/** The current version's upgrade guide named by an archived version's version.yaml, if any. */
function upgradeGuide(site: CounterpartVersion): { route: string; title: string } | null {
  const id = site.versionFile()?.upgrade;
  const doc = id ? site.site.current.docs.find((d) => d.docId === id) : undefined;
  return doc ? { route: doc.route, title: doc.title } : null;
}

/** The page's version and its counterpart in every version. */
export function versionContext(site: CounterpartVersion, route: string): VersionContext {
  const { versions } = site.site;
  if (versions.length < 2) return {};
  const versionLinks = versions.map((to) => {
    if (to === site) return { version: to.version.name, route, exact: true };
    const successor =
      to.version.current && !site.version.current ? site.site.successors().get(route) : undefined;
    return {
      version: to.version.name,
      ...counterpartRoute(route, site.version, to.version, to.routes(), successor),
    };
  });
  const upgrade = site.version.current ? null : upgradeGuide(site);
  return {
    docsVersion: site.version.name,
    versionLinks,
    ...(upgrade ? { versionUpgrade: upgrade } : {}),
  };
}
