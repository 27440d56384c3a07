import config from "@site-config";

/**
 * The label of a page's docs version when it is an archived one (not the first of
 * docs.versions), else null. Archived pages say their version in the title and are `noindex`:
 * search engines send readers to the current release, each archived page keeps its own canonical.
 */
export function archivedVersionLabel(docsVersion: string | undefined): string | null {
  if (!docsVersion) return null;
  const index = config.docs.versions.findIndex((version) => version.name === docsVersion);
  return index > 0 ? config.docs.versions[index]!.label : null;
}

/** The page title as an archived page shows it: "Streams (FlowG v0.45.8)". */
export function versionedTitle(title: string, docsVersion: string | undefined): string {
  const label = archivedVersionLabel(docsVersion);
  return label ? `${title} (FlowG ${label})` : title;
}
