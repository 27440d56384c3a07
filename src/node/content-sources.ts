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

export type ContentSourceName = (typeof CONTENT_SOURCES)[number]["name"] | "docs" | "blog";

/** The OpenAPI document's source: gatsby-source-openapi turns its file into API nodes. */
export const OPENAPI_SOURCE = "openapi" satisfies ContentSourceName;

/** The node type of a YAML file of each source (the blog's YAML file is authors.yaml). */
export const YAML_TYPES = {
  blog: "AuthorsYaml",
  sidebars: "SidebarsYaml",
  cli: "CliYaml",
  apiOverview: "ApiOverviewYaml",
  landing: "LandingYaml",
  searchSynonyms: "SearchSynonymsYaml",
} as const satisfies Partial<Record<ContentSourceName, string>>;

export function yamlTypeName(sourceInstanceName: string): string {
  const type = (YAML_TYPES as Record<string, string>)[sourceInstanceName];
  if (!type) throw new Error(`No YAML node type for the content source "${sourceInstanceName}"`);
  return type;
}
