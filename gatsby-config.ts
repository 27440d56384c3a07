import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { siteConfig } from "./src/config/load";
import { siteRemarkPlugins } from "./node/mdx/processor";
import { searchPluginOptions } from "./node/search/plugin-options";
import { isDevelop } from "./node/search/develop-search";
import { clearStaleBuild } from "./node/stale-build";
import {
  CONTENT_SOURCES,
  OPENAPI_SOURCE,
  archivedVersionSources,
  docsVersionOfSource,
  yamlTypeName,
} from "./node/content-sources";
import { currentVersion, siteVersions } from "./src/config/versions";
import { parseSourceName } from "./src/shared/versions";

// Gatsby reads this file in every process; telemetry stays off whichever script started it.
process.env.GATSBY_TELEMETRY_DISABLED = "1";

const { config: site, file: siteFile } = siteConfig();
if (clearStaleBuild(site)) {
  console.info(`The site configuration changed (${siteFile}): starting from a clean cache.`);
}
const root = __dirname;
// Each archived docs version (docs.versions after the first) is read from versions/<name>/.
const archived = archivedVersionSources(site, root, siteFile);
const current = currentVersion(site);

/**
 * Plugins and site metadata only. Build logic lives in node/ (see gatsby-node.ts).
 * remark-gfm 3 and remark-directive 2 are ESM-only; Node >= 20.19 loads them through require(),
 * which keeps their parser extensions working (the async import wrapper cannot register those).
 */
const config: GatsbyConfig = {
  pathPrefix: site.basePath,
  trailingSlash: "never",
  jsxRuntime: "automatic",
  siteMetadata: {
    title: site.title,
    description: site.tagline,
    siteUrl: `${site.url}${site.basePath}`,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // Files whose queries Gatsby's own extraction does not see: the search plugin's query (a
    // string the plugin runs in createPages). Page and static queries in src/ reach Typegen as
    // Gatsby's definitions already; searching all of src/ would make Typegen parse every file
    // with Babel again on every schema change in develop and in each build.
    documentSearchPaths: ["./gatsby-node.ts", "./node/search/plugin-options.ts"],
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.join(root, "content/docs") },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "blog", path: path.join(root, "content/blog") },
    },
    // Test-only posts of the all-features build (testing.blogPosts): enough to paginate the blog.
    ...(site.testing.blogPosts
      ? [
          {
            resolve: "gatsby-source-filesystem",
            options: { name: "blog", path: path.join(root, "e2e/fixtures/blog") },
          },
        ]
      : []),
    // Every other content input is a file node too, so `gatsby develop` sees each edit:
    // CONTENT_SOURCES names them (node/content-sources.ts).
    ...CONTENT_SOURCES.map(({ name, path: sourcePath }) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: path.join(root, sourcePath) },
    })),
    // The same kinds of files for each archived version, as sources named "<source>@<version>".
    ...archived.map(({ name, path: sourcePath }) => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: sourcePath },
    })),
    {
      // YAML files become nodes named after their source (SidebarsYaml, CliYaml, AuthorsYaml,
      // ApiOverviewYaml, LandingYaml, SearchSynonymsYaml), behind a syntax check that names the
      // file and line. The OpenAPI document is gatsby-source-openapi's to read.
      resolve: "gatsby-transformer-checked-yaml",
      options: {
        typeName: ({ node }: { node: { sourceInstanceName: string } }) =>
          yamlTypeName(node.sourceInstanceName),
        docsVersion: (source: string) => docsVersionOfSource(source, siteVersions(site)),
        ignoreSources: [
          OPENAPI_SOURCE,
          ...archived
            .map((source) => source.name)
            .filter((name) => parseSourceName(name).source === OPENAPI_SOURCE),
        ],
      },
    },
    {
      resolve: "gatsby-source-openapi",
      options: {
        // The current version's document, then each archived version's (its API pages and
        // published files are its own: /openapi/<version>/flowg.yaml).
        documents: [
          {
            specPath: path.join(root, "openapi/flowg.yaml"),
            sourceName: OPENAPI_SOURCE,
            currentVersion: current.name,
          },
          ...archived
            .filter((source) => parseSourceName(source.name).source === OPENAPI_SOURCE)
            .map((source) => ({
              specPath: source.path,
              sourceName: source.name,
              publishAs: `openapi/${source.version.name}/flowg`,
              docsVersion: source.version.name,
              currentVersion: current.name,
            })),
        ],
      },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: siteRemarkPlugins(site),
        },
      },
    },
    // Site search: indexes the site model's records (the searchRecords field) at build time
    // (node/search/); the files land in public/search-index/ and load when search is first
    // used. `gatsby develop` makes them when the browser asks (node/search/develop-search.ts).
    ...(isDevelop()
      ? []
      : [{ resolve: "gatsby-plugin-local-search", options: searchPluginOptions }]),
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The 404 page is not content, and archived docs versions (noindex) are left to the
        // current one; everything else is listed.
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          ...siteVersions(site)
            .filter((version) => !version.current)
            .flatMap((version) => [version.path, `${version.path}/**`]),
        ],
        // The pages at retired topics' old addresses are noindex too (their context names the
        // archived page): read the page context to leave them out.
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        resolvePages: ({
          allSitePage,
        }: {
          allSitePage: { nodes: Array<{ path: string; pageContext?: { archivedRoute?: string } }> };
        }) => allSitePage.nodes.filter((page) => !page.pageContext?.archivedRoute),
      },
    },
  ],
};

export default config;
