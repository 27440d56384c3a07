import { routeOutOfBase, type SiteVersion } from "@shared/versions";
import { stripNodeKeys, type VersionView } from "../store";
import { parseVersionFile, type VersionFile } from "./version-file";

/**
 * Pages of an archived version whose topic the current version no longer has. Every URL the site
 * published keeps answering: at the old address (the route inside /docs, where the page was when
 * its version was current), a short page says what happened to the topic and links the archived
 * page, the current page that comes closest (`see` in version.yaml) and the upgrade guide.
 */
export interface RetiredPage {
  /** The old address, in the current version's routes (/docs/guides/stream-tags). */
  route: string;
  /** The page in its archived version (/docs/0.44.0/guides/stream-tags). */
  archivedRoute: string;
  title: string;
  kind: "doc" | "cli" | "api";
  version: Pick<SiteVersion, "name" | "label">;
  /** What happened to the topic (Markdown, from version.yaml), when the writer said. */
  note: string | null;
  /** The current version's page that comes closest, when there is one. */
  see: { route: string; title: string } | null;
  /** The current version's upgrade guide for readers of that version. */
  upgrade: { route: string; title: string } | null;
}

interface PageRef {
  title: string;
  kind: RetiredPage["kind"];
  docId?: string;
}

/** The pages a version makes, by route, with their titles. */
export function versionPages(site: VersionView): Map<string, PageRef> {
  const pages = new Map<string, PageRef>();
  for (const doc of site.store.docPages())
    pages.set(doc.route, { title: doc.title, kind: "doc", docId: doc.docId });
  for (const command of site.store.cliCommands())
    pages.set(command.route, { title: command.title, kind: "cli" });
  const operations = site.store.apiOperations();
  if (operations.length) pages.set(`${site.version.path}/api`, { title: "API Reference", kind: "api" });
  for (const op of operations)
    pages.set(`${site.version.path}/api/${op.slug}`, { title: op.summary, kind: "api" });
  return pages;
}

/**
 * The version.yaml of an archived version (checked), or null for the current one. A part of the
 * site model: every page of the version asks for it (its upgrade guide).
 */
export function readVersionFile(site: VersionView): VersionFile | null {
  if (site.version.current) return null;
  const node = site.store.versionYaml()[0];
  if (!node) return null;
  const file = site.store.files().find((f) => f.id === node.parent);
  const name = file ? file.absolutePath : `version.yaml of docs version ${site.version.name}`;
  return parseVersionFile(stripNodeKeys(node), relative(name));
}

function relative(file: string): string {
  const cwd = `${process.cwd()}/`;
  return file.startsWith(cwd) ? file.slice(cwd.length) : file;
}

/**
 * Every retired page of the site: for each archived version (newest first), its pages whose
 * address is not a page of the current version and not already taken by a newer archived
 * version. A `retired` entry of version.yaml that names a doc the version does not have, or a
 * `see`/`upgrade` that names a doc the current version does not have, fails with the file.
 */
export function retiredPagesOf(
  sites: ReadonlyArray<VersionView & { versionFile(): VersionFile | null }>,
): RetiredPage[] {
  const [current, ...archived] = sites;
  if (!current || !archived.length) return [];
  const currentPages = versionPages(current);
  const currentDocs = new Map(current.store.docPages().map((doc) => [doc.docId, doc]));
  const taken = new Set(currentPages.keys());
  const retired: RetiredPage[] = [];
  const problems: string[] = [];
  for (const site of archived) {
    const facts = site.versionFile();
    const where = `version.yaml of docs version ${site.version.name}`;
    const pages = versionPages(site);
    const docIds = new Set([...pages.values()].flatMap((page) => (page.docId ? [page.docId] : [])));
    const currentDoc = (id: string | undefined, key: string) => {
      if (!id) return null;
      const doc = currentDocs.get(id);
      if (!doc) {
        problems.push(`  - ${where}: ${key}: the current version has no doc "${id}"`);
        return null;
      }
      return { route: doc.route, title: doc.title };
    };
    for (const id of Object.keys(facts?.retired ?? {})) {
      if (!docIds.has(id)) problems.push(`  - ${where}: retired["${id}"]: this version has no doc "${id}"`);
    }
    const upgrade = currentDoc(facts?.upgrade, "upgrade");
    for (const [route, page] of pages) {
      const inside = routeOutOfBase(route, site.version.path);
      if (!inside || taken.has(inside)) continue;
      taken.add(inside);
      const topic = page.docId ? facts?.retired[page.docId] : undefined;
      retired.push({
        route: inside,
        archivedRoute: route,
        title: page.title,
        kind: page.kind,
        version: { name: site.version.name, label: site.version.label },
        note: topic?.note ?? null,
        see: currentDoc(topic?.see, `retired["${page.docId}"].see`),
        upgrade,
      });
    }
  }
  if (problems.length) throw new Error(`Retired topics of archived docs versions:\n${problems.join("\n")}`);
  return retired.sort((a, b) => a.route.localeCompare(b.route));
}

/** The successor of each archived route whose topic names one (`see`), for counterpart links. */
export function successorsOf(retired: readonly RetiredPage[]): Map<string, string> {
  return new Map(retired.flatMap((page) => (page.see ? [[page.archivedRoute, page.see.route]] : [])));
}
