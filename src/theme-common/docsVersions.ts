import config from "@site-config";
import { useCallback, useContext } from "react";
import { VersionLinksContext } from "./versionLinks";
import type { DocsVersion } from "../config/schema";
import { isUnder, usePathname } from "./location";
import { useStoredValue } from "./useStoredValue";

/** localStorage key of the docs version the reader chose last. */
export const PREFERRED_VERSION_STORAGE_KEY = "flowg.docs.preferredVersion";

/**
 * The version of the docs a page belongs to: the version with the longest path containing it;
 * when several share that path, the preferred one.
 */
export function activeVersion(
  path: string,
  versions: readonly DocsVersion[],
  preferred: string | null,
): DocsVersion | null {
  const matching = versions.filter((v) => isUnder(path, v.path));
  const longest = Math.max(...matching.map((v) => v.path.length));
  const candidates = matching.filter((v) => v.path.length === longest);
  return candidates.find((v) => v.name === preferred) ?? candidates[0] ?? null;
}

/** The same page in another version when the page is in a version, else that version's start. */
export function pathInVersion(path: string, from: DocsVersion | null, to: DocsVersion): string {
  if (!from || !isUnder(path, from.path)) return to.path;
  return `${to.path}${path.slice(from.path.length)}` || "/";
}

/** The page in version `to`: the build's answer when it has one, else the same path there. */
export function useVersionLink(
  path: string,
  from: DocsVersion | null,
  to: DocsVersion,
): { route: string; exact: boolean } {
  const links = useContext(VersionLinksContext);
  const known = links.find((link) => link.version === to.name);
  return known ?? { route: pathInVersion(path, from, to), exact: true };
}

/**
 * The docs versions as the reader sees them: the preferred version (stored; the first version
 * until the reader chooses), the version of the current page, and a way to choose.
 */
export function useDocsVersions() {
  const versions = config.docs.versions;
  const [stored, setStored] = useStoredValue(PREFERRED_VERSION_STORAGE_KEY);
  const path = usePathname();
  const preferred = versions.find((v) => v.name === stored) ?? versions[0] ?? null;
  const active = activeVersion(path, versions, preferred?.name ?? null);
  const choose = useCallback((name: string) => setStored(name), [setStored]);
  return { versions, preferred, active, path, choose };
}
