import type { GatsbyNode } from "gatsby";
import { createBlogPages } from "./blog";
import { createDocPages } from "./docs";
import { createLandingPage } from "./landing";

/** One creator per content type; each is independent of the others. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  try {
    await createDocPages(args);
    await createBlogPages(args);
    createLandingPage(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};
