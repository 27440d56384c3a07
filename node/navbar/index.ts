import { ContentError, formatPath } from "../../src/config/errors";
import type { NavbarItem } from "../../src/config/schema";
import { firstDocHref, type NavbarDoc, type ResolvedSidebars } from "@shared/sidebar";
import type { DocSummary } from "../sidebar";
import { closest } from "../sidebar/validate";

/**
 * Navbar items that link to docs, checked once the docs and sidebars are known (the site config
 * is validated before any content is read): a doc item names an existing doc, a docSidebar item
 * names a sidebar with a doc to link to. The browser receives only the docs the navbar links to
 * (`navbarDocs`), not every route.
 */

/** Every doc item of the navbar with where it sits in the configuration. */
function docItems(items: readonly NavbarItem[]) {
  return items.flatMap((item, i) => {
    if (item.type === "doc") return [{ docId: item.docId, path: ["navbar", "items", i] }];
    if (item.type === "dropdown") {
      return item.items.flatMap((entry, j) =>
        entry.type === "doc"
          ? [{ docId: entry.docId, path: ["navbar", "items", i, "items", j] }]
          : [],
      );
    }
    return [];
  });
}

export function checkNavbarDocLinks(
  items: readonly NavbarItem[],
  docs: readonly DocSummary[],
  sidebars: ResolvedSidebars,
  file: string,
): void {
  const docIds = docs.map((d) => d.docId);
  const problems: string[] = [];
  for (const { docId, path } of docItems(items)) {
    if (docIds.includes(docId)) continue;
    const suggestion = closest(docId, docIds);
    problems.push(
      `  - ${formatPath([...path, "docId"])}: unknown doc id "${docId}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`,
    );
  }
  for (const [i, item] of items.entries()) {
    if (item.type !== "docSidebar") continue;
    const sidebar = sidebars[item.sidebarId];
    const known = Object.keys(sidebars).join(", ") || "none";
    if (!sidebar) {
      problems.push(
        `  - navbar.items[${i}].sidebarId: unknown sidebar "${item.sidebarId}" (sidebars: ${known})`,
      );
    } else if (!firstDocHref(sidebar)) {
      problems.push(
        `  - navbar.items[${i}]: sidebar "${item.sidebarId}" has no doc to link to, so ${JSON.stringify(item)} cannot link anywhere`,
      );
    }
  }
  if (problems.length) {
    throw new ContentError(`${file}: invalid site configuration\n${problems.join("\n")}`);
  }
}

/** Route and label of each doc the navbar links to, keyed by doc id. */
export function navbarDocs(
  items: readonly NavbarItem[],
  docs: readonly DocSummary[],
): Record<string, NavbarDoc> {
  const byId = new Map(docs.map((d) => [d.docId, d]));
  const out: Record<string, NavbarDoc> = {};
  for (const { docId } of docItems(items)) {
    const doc = byId.get(docId);
    if (doc) out[docId] = { route: doc.route, label: doc.sidebarLabel ?? doc.title };
  }
  return out;
}

/**
 * The first doc of each sidebar a "docSidebar" item names, in every version: keyed by the
 * sidebar's id in that version (`docs`, `docs@0.45.8`), so the item can follow the reader's
 * preferred version.
 */
export function navbarSidebars(
  items: readonly NavbarItem[],
  versions: ReadonlyArray<{ sidebars: ResolvedSidebars; key: (sidebarId: string) => string }>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    if (item.type !== "docSidebar") continue;
    for (const { sidebars, key } of versions) {
      const sidebar = sidebars[item.sidebarId];
      const href = sidebar ? firstDocHref(sidebar) : undefined;
      if (href) out[key(item.sidebarId)] = href;
    }
  }
  return out;
}
