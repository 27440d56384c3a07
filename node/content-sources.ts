import fs from "node:fs";
import path from "node:path";
import { ContentError } from "../src/config/errors";
import type { SiteConfig } from "../src/config/schema";
import { siteVersions } from "../src/config/versions";
import { parseSourceName, versionedSourceName, type SiteVersion } from "@shared/versions";

/**
 * The content inputs besides docs and blog posts, each a gatsby-source-filesystem instance, so
 * every file a writer edits is a node that `gatsby develop` watches (a file read with `fs` during
 * page creation would only change on a restart). gatsby-config.ts declares one source per entry;
 * the YAML files become nodes of the type `yamlTypeName` gives, declared in
 * create-schema-customization.ts.
 */
export const CONTENT_SOURCES = [
  { name: "sidebars", path: "content/sidebars.yaml" },
  { name: "cli", path: "content/cli" },
  { name: "apiOverview", path: "content/api" },
  { name: "landing", path: "content/landing" },
  { name: "searchSynonyms", path: "content/search-synonyms.yaml" },
  { name: "openapi", path: "openapi" },
] as const;

export type ContentSourceName =
  (typeof CONTENT_SOURCES)[number]["name"] | "docs" | "blog" | "version";

/** The OpenAPI document's source: gatsby-source-openapi turns its file into API nodes. */
export const OPENAPI_SOURCE = "openapi" satisfies ContentSourceName;

/** The node type of a YAML file of each source (the blog's YAML file is authors.yaml). */
export const YAML_TYPES = {
  version: "VersionYaml",
  blog: "AuthorsYaml",
  sidebars: "SidebarsYaml",
  cli: "CliYaml",
  apiOverview: "ApiOverviewYaml",
  landing: "LandingYaml",
  searchSynonyms: "SearchSynonymsYaml",
} as const satisfies Partial<Record<ContentSourceName, string>>;

export function yamlTypeName(sourceInstanceName: string): string {
  // An archived version's sources are named "<source>@<version>" (sidebars@0.45.8).
  const { source } = parseSourceName(sourceInstanceName);
  const type = (YAML_TYPES as Record<string, string>)[source];
  if (!type) throw new Error(`No YAML node type for the content source "${sourceInstanceName}"`);
  return type;
}

/**
 * The files of an archived version, `<versionsDir>/<name>/` (README: "Releasing docs for a new
 * FlowG version"): each is one more gatsby-source-filesystem instance, named "<source>@<name>".
 */
export const ARCHIVED_VERSION_FILES = [
  { source: "docs", path: "docs", what: "its docs (a folder of .mdx files)" },
  { source: "sidebars", path: "sidebars.yaml", what: "its sidebar" },
  { source: "cli", path: "cli", what: "its CLI data (a folder of YAML files)" },
  { source: OPENAPI_SOURCE, path: "openapi.yaml", what: "its OpenAPI document" },
  { source: "version", path: "version.yaml", what: "its release facts" },
] as const;

/**
 * The docs version a file of `sourceInstanceName` belongs to: the version named after its "@"
 * (sidebars@0.45.8), the current one for a versioned source without it (sidebars), null for the
 * site-wide sources (blog, landing, synonyms...). Stamped on the nodes made from the file.
 */
export function docsVersionOfSource(
  sourceInstanceName: string,
  versions: readonly SiteVersion[],
): string | null {
  const { source, version } = parseSourceName(sourceInstanceName);
  if (!ARCHIVED_VERSION_FILES.some((file) => file.source === source)) return null;
  return version ?? versions[0]!.name;
}

export interface VersionSource {
  name: string;
  path: string;
  version: SiteVersion;
}

/** Where an archived version's files are, relative to the project: its `dir`, else `<versionsDir>/<name>`. */
export function versionDir(config: SiteConfig, version: Pick<SiteVersion, "name">): string {
  const dir = config.docs.versions.find((v) => v.name === version.name)?.dir;
  return path.normalize(dir ?? path.join(config.docs.versionsDir, version.name));
}

/**
 * The sources of every archived version. A missing file or folder fails with the file and the
 * version, since the version's pages could not be made without it.
 */
export function archivedVersionSources(
  config: SiteConfig,
  root: string,
  configFile: string,
): VersionSource[] {
  const sources: VersionSource[] = [];
  const missing: string[] = [];
  for (const version of siteVersions(config).filter((v) => !v.current)) {
    const dir = versionDir(config, version);
    for (const file of ARCHIVED_VERSION_FILES) {
      const relative = path.join(dir, file.path);
      if (!fs.existsSync(path.join(root, relative))) {
        missing.push(`  - ${relative} is missing: docs version ${version.name} needs ${file.what}`);
        continue;
      }
      sources.push({
        name: versionedSourceName(file.source, version),
        path: path.join(root, relative),
        version,
      });
    }
  }
  if (missing.length) {
    throw new ContentError(
      `${configFile}: docs.versions names archived versions whose files are missing\n${missing.join("\n")}\n` +
        "  (`npm run version:cut -- <version>` writes them; see README)",
    );
  }
  return sources;
}
