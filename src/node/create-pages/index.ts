import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "../../config/load";
import { checkNavbarDocLinks } from "../navbar";
import { sidebarsFromStore } from "../sidebar/from-store";
import type { DocSummary } from "../sidebar/types";
import { createBlogPages } from "./blog";
import { createDocPages } from "./docs";
import { createTestPages } from "./test-pages";

/** One creator per content type; each is independent of the others. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  try {
    const { config, file } = loadSiteConfig();
    const { sidebars } = await sidebarsFromStore(args.getNodesByType);
    const docs = args.getNodesByType("DocPage") as unknown as DocSummary[];
    checkNavbarDocLinks(config.navbar.items, docs, sidebars, file);
    await createDocPages(args);
    await createBlogPages(args);
    if (config.testing.pages) createTestPages(args);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
  }
};
