import type { GatsbyNode } from "gatsby";
import { createApiPages } from "./api";
import { createBlogPages } from "./blog";
import { createCliPages } from "./cli";
import { createDocPages } from "./docs";
import { createLandingPage } from "./landing";

/** One creator per content type; each is independent, so one failure does not hide another. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const create of [
    createDocPages,
    createBlogPages,
    createCliPages,
    createApiPages,
    createLandingPage,
  ]) {
    try {
      await create(args);
    } catch (error) {
      args.reporter.panicOnBuild((error as Error).message);
    }
  }
};
