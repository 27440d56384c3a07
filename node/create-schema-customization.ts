import type { GatsbyNode } from "gatsby";
import { createSchemaCustomization as searchPluginTypes } from "gatsby-plugin-local-search";
import { isDevelop } from "./search/develop-search";
import { searchPluginOptions } from "./search/plugin-options";

/**
 * Every node type the site queries is declared here; none is inferred from data (@dontInfer),
 * so a typo in content cannot silently change the schema. Types owned by a local plugin
 * (ApiOperation, ApiTag) are declared by that plugin.
 */
const typeDefs = /* GraphQL */ `
  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
  }

  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }

  type MdxFrontmatter @dontInfer {
    title: String
    description: String
    sidebar_label: String
    hide_title: Boolean
    hide_table_of_contents: Boolean
    toc_min_heading_level: Int
    toc_max_heading_level: Int
    keywords: [String!]
    image: String
    slug: String
    authors: [String!]
    tags: [String!]
    draft: Boolean
    date: Date @dateformat
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter
  }

  "A documentation page: one MDX file of content/docs, front matter validated."
  type DocPage implements Node @dontInfer {
    "Path of the file relative to content/docs, without extension (setup/installation)."
    docId: String!
    "The docs version the page belongs to (a docs.versions name: the current one, or archived)."
    docsVersion: String!
    "Route without the path prefix (/docs/setup/installation)."
    route: String!
    title: String!
    description: String
    sidebarLabel: String
    hideTitle: Boolean!
    hideTableOfContents: Boolean!
    tocMinHeadingLevel: Int
    tocMaxHeadingLevel: Int
    keywords: [String!]!
    image: String
    "Path of the source file relative to the project (content/docs/...)."
    sourcePath: String!
    contentFilePath: String!
    "Lines of the file before the MDX body (the front matter block), 0 without one."
    frontMatterLines: Int!
    "Date of the last commit touching the file (only when docs.showLastUpdateTime is on)."
    lastUpdated: Date @dateformat
    mdx: Mdx! @link(from: "mdxId")
  }

  "A blog post: content/blog/YYYY-MM-DD-<slug>.mdx, front matter and authors validated."
  type BlogPost implements Node @dontInfer {
    slug: String!
    "Route without the path prefix (/blog/<slug>)."
    route: String!
    date: Date! @dateformat
    title: String!
    description: String!
    tags: [String!]!
    authorKeys: [String!]!
    authors: [Author!]! @link(by: "key", from: "authorKeys")
    image: String
    "Minutes to read."
    readingTime: Int!
    "The text before the truncate marker, as HTML."
    excerptHtml: String!
    hasTruncate: Boolean!
    sourcePath: String!
    contentFilePath: String!
    "Lines of the file before the MDX body (the front matter block)."
    frontMatterLines: Int!
    mdx: Mdx! @link(from: "mdxId")
  }

  type AuthorSocials {
    github: String
    x: String
    linkedin: String
    mastodon: String
    bluesky: String
    website: String
  }

  "A blog author from content/blog/authors.yaml."
  type Author implements Node @dontInfer {
    key: String!
    name: String!
    title: String
    url: String
    image: File @fileByRelativePath
    socials: AuthorSocials!
  }

  "content/blog/authors.yaml; turned into Author nodes."
  type AuthorsYaml implements Node @dontInfer

  "content/sidebars.yaml; read through the sidebar pipeline, not queried field by field."
  type SidebarsYaml implements Node @dontInfer {
    "The docs version the file belongs to (stamped by gatsby-transformer-checked-yaml)."
    docsVersion: String!
  }

  "A release of an archived docs version (versions/<name>/version.yaml)."
  type VersionRelease @dontInfer {
    tag: String!
    date: String
  }

  "versions/<name>/version.yaml: the release an archived docs version documents, and its retired topics."
  type VersionYaml implements Node @dontInfer @childOf(types: ["File"]) {
    "The docs version the file belongs to (stamped by gatsby-transformer-checked-yaml)."
    docsVersion: String!
    release: VersionRelease
    retired: JSON
  }

  "content/api/overview.yaml: the prose of /docs/api, one Markdown text per place on the page."
  type ApiOverviewYaml implements Node @dontInfer {
    intro: String
    baseUrl: String
    authentication: String
    firstSession: String
    permissions: String
    console: String
    otherInterfaces: String
  }

  "content/landing/quick-start.yaml: the title and introduction of the landing page's quick start."
  type LandingYaml implements Node @dontInfer {
    title: String
    intro: String
  }

  "A text file of content/landing (the quick start's commands, content/landing/quick-start.sh)."
  type LandingScript implements Node @dontInfer {
    "File name, the code block's title (quick-start.sh)."
    name: String!
    "The file's text."
    text: String!
    sourcePath: String!
  }

  type SearchSynonym @dontInfer {
    typed: [String!]
    means: [String!]
  }

  "content/search-synonyms.yaml: what readers type, and the words of the site it means."
  type SearchSynonymsYaml implements Node @dontInfer {
    synonyms: [SearchSynonym!]
  }

  "content/cli/<binary>.yaml; turned into CliCommand nodes by node/cli/create-nodes.ts."
  type CliYaml implements Node @dontInfer {
    "The docs version the file belongs to (stamped by gatsby-transformer-checked-yaml)."
    docsVersion: String!
    name: String!
  }

  "A link to another command's page."
  type CliCommandRef @dontInfer {
    path: [String!]!
    title: String!
    route: String!
    purpose: String!
  }

  type CliArgument @dontInfer {
    name: String!
    required: Boolean!
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
  }

  type CliFlag @dontInfer {
    "Long name without dashes (max-size)."
    name: String!
    "Row id in the flags table (flag-max-size)."
    anchor: String!
    type: String!
    "As shown to readers; empty when the flag has no default."
    default: String!
    env: String
    required: Boolean!
    allowed: [String!]!
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
  }

  "A variable read from the environment that has no flag."
  type CliEnvironmentVariable @dontInfer {
    name: String!
    default: String
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
  }

  "A key (block or attribute) of a command's configuration file."
  type CliConfigKey @dontInfer {
    "Dotted path, block labels in quotes."
    path: String!
    "Row id in the configuration table (config-<path>)."
    anchor: String!
    type: String!
    default: String
    env: String
    required: Boolean!
    allowed: [String!]!
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
  }

  type CliConfigExample @dontInfer {
    title: String!
    code: String!
    tokens: String!
  }

  "The configuration file a binary reads (root commands only)."
  type CliConfigFile @dontInfer {
    format: String!
    "The flag naming the file, without dashes."
    flag: String!
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
    keys: [CliConfigKey!]!
    example: CliConfigExample
  }

  type CliNote @dontInfer {
    "note | tip | info | warning | danger"
    kind: String!
    title: String
    "Markdown, as written in the file."
    body: String!
    bodyHtml: String!
  }

  type CliSection @dontInfer {
    id: String!
    title: String!
    "Markdown, as written in the file."
    body: String!
    bodyHtml: String!
  }

  type CliExample @dontInfer {
    id: String!
    title: String!
    "Markdown, as written in the file."
    description: String
    descriptionHtml: String
    code: String!
    "Highlighted code, the JSON the CodeBlock component takes."
    tokens: String!
  }

  "One command of content/cli/<binary>.yaml: its Markdown, the HTML rendered from it, code highlighted."
  type CliCommand implements Node @dontInfer {
    "Words of the command, binary first."
    path: [String!]!
    "The docs version the command belongs to (a docs.versions name)."
    docsVersion: String!
    "The full command (flowg-client stream tail)."
    title: String!
    route: String!
    purpose: String!
    name: String!
    binary: String!
    "root | group | command"
    kind: String!
    usage: String!
    usageTokens: String!
    "Markdown, as written in the file."
    description: String!
    descriptionHtml: String!
    arguments: [CliArgument!]!
    flags: [CliFlag!]!
    environment: [CliEnvironmentVariable!]!
    configFile: CliConfigFile
    notes: [CliNote!]!
    sections: [CliSection!]!
    "Markdown, as written in the file."
    output: String
    outputHtml: String
    "OpenAPI operationIds the command calls."
    api: [String!]!
    examples: [CliExample!]!
    parentCommand: CliCommandRef
    siblings: [CliCommandRef!]!
    descendants: [CliCommandRef!]!
    sourcePath: String!
    dataPath: String!
  }

  """
  The search index node of gatsby-plugin-local-search, which declares its fields but leaves it
  inferred: Gatsby then walked its store (every record of the current version) and tried each
  string as a date, in every createPages of develop and every build.
  """
  type LocalSearchSite implements Node @dontInfer
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = async (args) => {
  // `gatsby develop` runs without the search plugin (search/develop-search.ts): its node type is
  // declared here with the plugin's own code, so develop's schema, and the types Typegen writes,
  // are a build's.
  if (isDevelop()) {
    await searchPluginTypes(args, { ...searchPluginOptions, plugins: [] }, () => undefined);
  }
  args.actions.createTypes(typeDefs);
};
