import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../src/config/load";
import { mdxHeadings } from "./mdx/headings";
import { parsedMdx } from "./mdx/parse";
import { siteModel } from "./model";
import { navbarDocs, navbarSidebars } from "./navbar";
import { SIDEBAR_INPUTS } from "./sidebar/from-store";
import { versionedSidebarId } from "@shared/versions";
import type { SearchDocument } from "@shared/search/types";
import { mdxText, prefetchNodeStore, type NodeModel } from "./store";
import type { StoreKey } from "./node-types";

/** The node types a version's search records are made from (node/model/: searchRecords). */
const SEARCH_INPUTS = [
  "docPages",
  "blogPosts",
  "mdx",
  "cliCommands",
  "apiOperations",
  "apiSpecs",
  "apiOverviewYaml",
] as const satisfies readonly StoreKey[];

interface ResolverContext {
  nodeModel: NodeModel & { getNodeById(query: { id: string }): unknown };
}

/** The fields of an Mdx node (gatsby-plugin-mdx) that its headings are read from. */
interface MdxSource {
  body: string;
  children?: string[];
  internal: { contentFilePath?: string };
}

/**
 * Fields read from the site model (node/model/), each over the node types it needs, read through
 * the resolver's nodeModel so that `gatsby develop` runs a query again when they change:
 * - `docsSidebars`: every resolved sidebar tree (id -> items), for GraphiQL and tools; the theme
 *   does not query it (a page's own sidebar is in its context, so a visit to one version never
 *   downloads the others').
 * - `navbarDocs` and `navbarSidebars`: route and label of the docs the navbar's doc items link
 *   to, and the first doc of each sidebar its docSidebar items name (one small static query), so
 *   the browser gets those few routes rather than all of them.
 * - `searchRecords`: the current version's search records, which gatsby-plugin-local-search
 *   indexes (node/search/plugin-options.ts).
 * - `Mdx.tocHeadings`: the page's headings (node/mdx/headings.ts) from the parse search and the
 *   Markdown copies share, which the doc and blog templates turn into their table of contents
 *   (`tocFromHeadings`), so a page has one idea of its headings.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const model = async (context: ResolverContext, keys: readonly StoreKey[]) =>
    siteModel(await prefetchNodeStore(context.nodeModel, keys), siteConfig());
  createResolvers({
    Query: {
      docsSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const site = await model(context, [...SIDEBAR_INPUTS, "files"]);
          // Every version's sidebars: an archived version's under "<id>@<version>".
          if (site.versions.length === 1) return site.current.sidebars().sidebars;
          const all: Record<string, unknown> = {};
          for (const { version, sidebars } of site.versions) {
            for (const [id, items] of Object.entries(sidebars().sidebars))
              all[versionedSidebarId(id, version)] = items;
          }
          return all;
        },
      },
      navbarSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const site = await model(context, [...SIDEBAR_INPUTS, "files"]);
          return navbarSidebars(
            site.config.navbar.items,
            site.versions.map(({ version, sidebars }) => ({
              sidebars: sidebars().sidebars,
              key: (id: string) => versionedSidebarId(id, version),
            })),
          );
        },
      },
      searchRecords: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const site = await model(context, [...SEARCH_INPUTS, "files"]);
          return site.current.searchRecords() satisfies SearchDocument[];
        },
      },
      navbarDocs: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          // The navbar links to the current version's docs.
          const site = await model(context, ["docPages"]);
          return navbarDocs(site.config.navbar.items, site.current.docs);
        },
      },
    },
    Mdx: {
      tocHeadings: {
        type: "JSON!",
        resolve(source: MdxSource, _args: unknown, context: ResolverContext) {
          // The text and key the other readers parse (the file relative to the project, with
          // the front matter's lines, which the page's DocPage or BlogPost child knows), so a
          // process that parsed the page already (develop's) does not parse it again.
          const file = path.relative(process.cwd(), source.internal.contentFilePath ?? "");
          const lines = (source.children ?? [])
            .map((id) => context.nodeModel.getNodeById({ id }) as { frontMatterLines?: unknown })
            .find((child) => typeof child?.frontMatterLines === "number")?.frontMatterLines;
          return mdxHeadings(parsedMdx(mdxText(Number(lines ?? 0), source.body), file));
        },
      },
    },
  });
};
