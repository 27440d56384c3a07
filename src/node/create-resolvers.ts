import type { GatsbyNode } from "gatsby";
import { siteConfig } from "../config/load";
import { navbarDocs } from "./navbar";
import { SIDEBAR_INPUTS, sidebarsFromStore } from "./sidebar/from-store";
import { prefetchNodeStore, type NodeModel } from "./store";

interface ResolverContext {
  nodeModel: NodeModel;
}

/**
 * `docsSidebars`: every resolved sidebar tree (id -> items), queried by the theme through one
 * static query, fetched once per visit and shared by every page rather than repeated in each
 * page's data. The pipeline does not run again for it: with the same nodes, it returns the run
 * createPages made (src/node/sidebar/from-store.ts). `navbarDocs`: route and label of the docs
 * the navbar's doc items link to (in the same static query), so the browser gets those few routes
 * rather than all of them.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebars: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, SIDEBAR_INPUTS);
          return sidebarsFromStore(store).sidebars;
        },
      },
      navbarDocs: {
        type: "JSON!",
        async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
          const store = await prefetchNodeStore(context.nodeModel, ["docPages"]);
          return navbarDocs(siteConfig().config.navbar.items, store.docPages());
        },
      },
    },
  });
};
