import type { GatsbyNode } from "gatsby";
import { checkNavbarDocLinks } from "../navbar";
import { siteData } from "../site-data";
import { nodeStore } from "../store";
import { createApiPages } from "./api";
import { createBlogPages } from "./blog";
import { createCliPages } from "./cli";
import { createDocPages } from "./docs";
import { createLandingPage } from "./landing";
import type { PageCreator } from "./page-creator";
import { createTestPages } from "./test-pages";

/** Navbar items that name docs or sidebars must point somewhere (a build error names the item). */
const checkNavbar: PageCreator = (_args, site) => {
  checkNavbarDocLinks(
    site.config.navbar.items,
    site.docs,
    site.sidebars().sidebars,
    site.configFile,
  );
};

/** Test-only pages (crash page, zoomable image) exist only in builds whose config asks for them. */
const createTestPagesIfEnabled: PageCreator = (args, site) => {
  if (site.config.testing.pages) createTestPages(args);
};

/** Every creator, in order; each is independent, so one failure does not hide another. */
export const PAGE_CREATORS: readonly PageCreator[] = [
  checkNavbar,
  createDocPages,
  createBlogPages,
  createCliPages,
  createApiPages,
  createLandingPage,
  createTestPagesIfEnabled,
];

export const createPages: GatsbyNode["createPages"] = async (args) => {
  const site = siteData(nodeStore(args.getNodesByType));
  for (const create of PAGE_CREATORS) {
    try {
      await create(args, site);
    } catch (error) {
      args.reporter.panicOnBuild((error as Error).message);
    }
  }
};
