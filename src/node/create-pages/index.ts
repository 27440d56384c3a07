import type { GatsbyNode } from "gatsby";
import { createDocPages } from "./docs";

/** One creator per content type; each is independent of the others. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  try {
    await createDocPages(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};
