import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../src/config/load";
import { siteVersions } from "../src/config/versions";
import { apiModelOptions, apiPageModels } from "./api/page-models";
import { cliPageModels } from "./cli/page-models";
import { mdxHeadings } from "./mdx/headings";
import { parsedMdx } from "./mdx/parse";
import { navbarDocs, navbarSidebars } from "./navbar";
import { SIDEBAR_INPUTS } from "./sidebar/from-store";
import { versionedSidebarId } from "@shared/versions";
import { siteDataByVersion, type SiteData } from "./site-data";
import { mdxText, prefetchNodeStore, type NodeModel, type NodeStore } from "./store";
import type { StoreKey } from "./node-types";

/** The node types an API page model is made from (apiModelSources), docs included for guides. */
const API_MODEL_INPUTS = [
  "apiSpecs",
  "apiOverviewYaml",
  "apiOperations",
  "cliCommands",
  "docPages",
  "mdx",
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
 * `docsSidebars`: every resolved sidebar tree (id -> items), for GraphiQL and tools; the theme
 * does not query it (a page's own sidebar is in its context, so a visit to one version never
 * downloads the others'). The pipeline does not run again for it: with the same nodes, it returns
 * the run createPages made (node/sidebar/from-store.ts). `navbarDocs` and `navbarSidebars`:
 * route and label of the docs the navbar's doc items link to, and the first doc of each sidebar
 * its docSidebar items name (one small static query), so the browser gets those few routes rather
 * than all of them.
 *
 * `Mdx.tocHeadings`: the page's headings (node/mdx/headings.ts) from the parse search and the
 * Markdown copies share, which the doc and blog templates turn into their table of contents
 * (`tocFromHeadings`). It replaces gatsby-plugin-mdx's `tableOfContents`, which compiled each
 * file once more and was a third idea of the page's headings.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, [...SIDEBAR_INPUTS, "files"]);
          // Every version's sidebars: an archived version's under "<id>@<version>".
          const versions = siteDataByVersion(store);
          if (versions.length === 1) return versions[0]!.sidebars().sidebars;
          const all: Record<string, unknown> = {};
          for (const site of versions) {
            for (const [id, items] of Object.entries(site.sidebars().sidebars))
              all[versionedSidebarId(id, site.version)] = items;
          }
          return all;
        },
      },
      navbarSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, [...SIDEBAR_INPUTS, "files"]);
          return navbarSidebars(
            siteConfig().config.navbar.items,
            siteDataByVersion(store).map((site) => ({
              sidebars: site.sidebars().sidebars,
              key: (id: string) => versionedSidebarId(id, site.version),
            })),
          );
        },
      },
      cliPageModels: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, [
            "docPages",
            "cliCommands",
            "apiOperations",
          ]);
          // The models the CLI pages are made from (the same memo createPages reads), by version.
          return byVersion(
            store,
            (site) => cliPageModels(site.store, { base: site.version.path }).commands,
          );
        },
      },
      apiOperationModels: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, API_MODEL_INPUTS);
          const config = siteConfig().config;
          const site = {
            basePath: config.basePath,
            additionalLanguages: config.prism.additionalLanguages,
          };
          // The operation models the API pages are made from (createPages reads the same memo
          // entry: same nodes, same options), by version.
          return byVersion(
            store,
            ({ store: versionStore, version }) =>
              apiPageModels(versionStore, apiModelOptions(site, version)).operations,
          );
        },
      },
      navbarDocs: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, ["docPages"]);
          // The navbar links to the current version's docs.
          const current = siteVersions(siteConfig().config)[0]!.name;
          const docs = store.docPages().filter((doc) => doc.docsVersion === current);
          return navbarDocs(siteConfig().config.navbar.items, docs);
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

/**
 * A value per docs version, by version name. A version whose value cannot be made (a command
 * calls an operation its OpenAPI document lacks) gets none: createPages reports the error, naming
 * the file, and search goes on without that version's models.
 */
function byVersion<T>(store: NodeStore, make: (site: SiteData) => T[]): Record<string, T[]> {
  return Object.fromEntries(
    siteDataByVersion(store).map((site) => {
      try {
        return [site.version.name, make(site)];
      } catch {
        return [site.version.name, []];
      }
    }),
  );
}
