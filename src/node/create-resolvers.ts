import type { GatsbyNode } from "gatsby";
import { sidebarsFromStore } from "./sidebar/from-store";

/**
 * `docsSidebars`: every resolved sidebar tree (id -> items), queried by the theme through one
 * static query, fetched once per visit and shared by every page rather than repeated in each
 * page's data.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      docsSidebars: {
        type: "JSON!",
        async resolve(
          _source: unknown,
          _args: unknown,
          context: {
            nodeModel: { findAll(q: { type: string }): Promise<{ entries: Iterable<unknown> }> };
          },
        ) {
          const read = async (type: string) => [
            ...(await context.nodeModel.findAll({ type })).entries,
          ];
          return (await sidebarsFromStore(read)).sidebars;
        },
      },
    },
  });
};
