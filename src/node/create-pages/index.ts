import type { GatsbyNode } from "gatsby";
import { createApiPages } from "./api";
import { createDocPages } from "./docs";

/** One creator per content type; each is independent of the others. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const create of [createDocPages, createApiPages]) {
    try {
      await create(args);
    } catch (error) {
      args.reporter.panicOnBuild((error as Error).message);
    }
  }
};
