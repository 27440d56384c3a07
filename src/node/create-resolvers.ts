import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "../config/load";
import { navbarDocs } from "./navbar";
import { sidebarsFromStore } from "./sidebar/from-store";
import type { DocSummary } from "./sidebar/types";

interface ResolverContext {
  nodeModel: { findAll(q: { type: string }): Promise<{ entries: Iterable<unknown> }> };
}

/**
 * `docsSidebars`: every resolved sidebar tree (id -> items), queried by the theme through one
 * static query, fetched once per visit and shared by every page rather than repeated in each
 * page's data. `navbarDocs`: route and label of the docs the navbar's doc items link to (in the
 * same static query), so the browser gets those few routes rather than all of them.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const read = async (type: string) => [
            ...(await context.nodeModel.findAll({ type })).entries,
          ];
          return (await sidebarsFromStore(read)).sidebars;
        },
      },
      navbarDocs: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const docs = [...(await context.nodeModel.findAll({ type: "DocPage" })).entries];
          return navbarDocs(loadSiteConfig().config.navbar.items, docs as DocSummary[]);
        },
      },
    },
  });
};
