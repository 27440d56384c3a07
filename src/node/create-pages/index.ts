import type { GatsbyNode } from "gatsby";
import { createBlogPages } from "./blog";
import { createDocPages } from "./docs";

/** One creator per content type; each is independent of the others. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  try {
    await createDocPages(args);
    await createBlogPages(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};
