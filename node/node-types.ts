import type { Node } from "gatsby";
import type {
  ApiOperationFields,
  ApiSpecFields,
  ApiTagFields,
} from "../plugins/gatsby-source-openapi/model";
import type { Author } from "./blog/authors";
import type { CliCommandNodeFields } from "./cli/nodes";

/**
 * The fields each node type of the store holds, as its creator writes them. They mirror the
 * GraphQL declarations (node/create-schema-customization.ts for the site's own types,
 * plugins/gatsby-source-openapi for the API types) field for field, except that a linked field
 * is stored under its `from` key (`mdx` is `mdxId`, `authors` is `authorKeys`) and dates are ISO
 * strings; tests/unit/gatsby-glue.test.ts compares the nodes the creators make with the
 * declarations. The creators annotate what they write with these types and node/store.ts
 * reads with them, so the shape of a node is written down once.
 */

/**
 * The docs version a node belongs to (docs.versions name): DocPage, CliCommand and the API nodes
 * of an archived version are read from versions/<name>/, those of the current one from content/.
 */
export interface VersionedFields {
  docsVersion: string;
}

/** A documentation page (one MDX file of content/docs, or of an archived version's docs). */
export interface DocPageFields extends VersionedFields {
  docId: string;
  route: string;
  title: string;
  description: string | null;
  sidebarLabel: string | null;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel: number | null;
  tocMaxHeadingLevel: number | null;
  keywords: string[];
  image: string | null;
  sourcePath: string;
  contentFilePath: string;
  /** Lines of the file before the MDX body (the front matter block), 0 without one. */
  frontMatterLines: number;
  lastUpdated: string | null;
  mdxId: string;
}

/** A blog post (content/blog/YYYY-MM-DD-<slug>.mdx). */
export interface BlogPostFields {
  slug: string;
  route: string;
  date: string;
  title: string;
  description: string;
  tags: string[];
  authorKeys: string[];
  image: string | null;
  readingTime: number;
  excerptHtml: string;
  hasTruncate: boolean;
  sourcePath: string;
  contentFilePath: string;
  /** Lines of the file before the MDX body (the front matter block). */
  frontMatterLines: number;
  mdxId: string;
}

/** A blog author (one key of content/blog/authors.yaml). */
export type AuthorFields = { key: string } & Omit<Author, "image"> & { image: string | null };

export type { CliCommandNodeFields as CliCommandFields } from "./cli/nodes";

/** A text file of content/landing (node/landing-script.ts). */
export interface LandingScriptFields {
  name: string;
  text: string;
  sourcePath: string;
}

/** A file of gatsby-source-filesystem, the parent of Mdx and YAML nodes. */
export interface FileFields {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  base: string;
}

/** Node types the site reads, by the name the store gives their reader. */
export const NODE_TYPES = {
  docPages: "DocPage",
  blogPosts: "BlogPost",
  authors: "Author",
  cliCommands: "CliCommand",
  apiOperations: "ApiOperation",
  apiTags: "ApiTag",
  apiSpecs: "ApiSpec",
  sidebarsYaml: "SidebarsYaml",
  cliYaml: "CliYaml",
  apiOverviewYaml: "ApiOverviewYaml",
  landingYaml: "LandingYaml",
  landingScripts: "LandingScript",
  searchSynonymsYaml: "SearchSynonymsYaml",
  mdx: "Mdx",
  versionYaml: "VersionYaml",
  files: "File",
} as const;

export type StoreKey = keyof typeof NODE_TYPES;

/** The fields of each node type, by reader name. */
export interface NodeFields {
  docPages: DocPageFields;
  blogPosts: BlogPostFields;
  authors: AuthorFields;
  cliCommands: CliCommandNodeFields & VersionedFields;
  apiOperations: ApiOperationFields & VersionedFields;
  apiTags: ApiTagFields & VersionedFields;
  apiSpecs: ApiSpecFields & VersionedFields;
  /** content/sidebars.yaml: the YAML mapping, spread over the node by gatsby-transformer-yaml. */
  sidebarsYaml: Record<string, unknown> & VersionedFields;
  /** content/cli/<binary>.yaml: the command tree, spread over the node the same way. */
  cliYaml: Record<string, unknown> & VersionedFields;
  /** content/api/overview.yaml, checked by node/api/overview-prose.ts. */
  apiOverviewYaml: Record<string, unknown>;
  /** content/landing/quick-start.yaml, checked by node/create-pages/quick-start.ts. */
  landingYaml: Record<string, unknown>;
  landingScripts: LandingScriptFields;
  /** content/search-synonyms.yaml, checked by node/search/synonyms.ts. */
  searchSynonymsYaml: Record<string, unknown>;
  /** gatsby-plugin-mdx's node: the file's text after the front matter, and the front matter. */
  mdx: { body: string; frontmatter?: unknown };
  /** versions/<name>/version.yaml, checked by node/versions/version-file.ts. */
  versionYaml: Record<string, unknown> & VersionedFields;
  /** gatsby-source-filesystem's files: the parents of the YAML nodes, naming their source. */
  files: FileFields;
}

/** A node as the store returns it: Gatsby's own keys (id, parent, internal...) plus its fields. */
export type StoredNode<K extends StoreKey> = Node & NodeFields[K];

export type DocPageNode = StoredNode<"docPages">;
export type BlogPostNode = StoredNode<"blogPosts">;
export type AuthorNode = StoredNode<"authors">;
export type CliCommandNode = StoredNode<"cliCommands">;
export type ApiOperationNode = StoredNode<"apiOperations">;
export type ApiTagNode = StoredNode<"apiTags">;
export type ApiSpecNode = StoredNode<"apiSpecs">;
export type SidebarsYamlNode = StoredNode<"sidebarsYaml">;
export type FileNode = Node & FileFields;
