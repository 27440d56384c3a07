import type { GatsbyNode } from "gatsby";
import { loadSiteConfig } from "../../config/load";
import { checkNavbarDocLinks } from "../navbar";
import { sidebarsFromStore } from "../sidebar/from-store";
import type { DocSummary } from "../sidebar/types";
import { createApiPages } from "./api";
import { createBlogPages } from "./blog";
import { createCliPages } from "./cli";
import { createDocPages } from "./docs";
import { createLandingPage } from "./landing";
import { createTestPages } from "./test-pages";

/** Navbar items that name docs or sidebars must point somewhere (a build error names the item). */
async function checkNavbar(
  args: Parameters<NonNullable<GatsbyNode["createPages"]>>[0],
): Promise<void> {
  const { config, file } = loadSiteConfig();
  const { sidebars } = await sidebarsFromStore(args.getNodesByType);
  const docs = args.getNodesByType("DocPage") as unknown as DocSummary[];
  checkNavbarDocLinks(config.navbar.items, docs, sidebars, file);
}

/** Test-only pages (crash page, zoomable image) exist only in builds whose config asks for them. */
function createTestPagesIfEnabled(
  args: Parameters<NonNullable<GatsbyNode["createPages"]>>[0],
): void {
  if (loadSiteConfig().config.testing.pages) createTestPages(args);
}

/** One creator per content type; each is independent, so one failure does not hide another. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const create of [
    checkNavbar,
    createDocPages,
    createBlogPages,
    createCliPages,
    createApiPages,
    createLandingPage,
    createTestPagesIfEnabled,
  ]) {
    try {
      await create(args);
    } catch (error) {
      args.reporter.panicOnBuild((error as Error).message);
    }
  }
};
