import type { GatsbyNode } from "gatsby";
import { openContentErrors } from "../../plugins/shared/content-errors";
import { checkNavbarDocLinks } from "../navbar";
import { siteModel, type VersionModel } from "../model";
import { siteConfig } from "../../src/config/load";
import { nodeStore } from "../store";
import { createApiPages } from "./api";
import { createBlogPages } from "./blog";
import { createCliPages } from "./cli";
import { createDocPages } from "./docs";
import { createLandingPage } from "./landing";
import type { PageCreator } from "./page-creator";
import { createTestPages } from "./test-pages";
import { createRetiredPages } from "./retired";
import { withStableContexts } from "./stable-contexts";
import { developSearch, isDevelop } from "../search/develop-search";

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
  createRetiredPages,
  createTestPagesIfEnabled,
];

/** The creators of a docs version's pages: they run once per version, over its model. */
export const VERSIONED_CREATORS: ReadonlySet<PageCreator> = new Set([
  createDocPages,
  createCliPages,
  createApiPages,
]);

/**
 * Runs every creator and reports each distinct error once (several creators read the same
 * sidebars or document and fail the same way). While a content file is broken (its error was
 * reported when its node was made, plugins/shared/content-errors.ts), the failures it causes
 * here are its consequences: they are summed up in one warning instead of printed again.
 */
export const createPages: GatsbyNode["createPages"] = async (gatsbyArgs) => {
  const args = { ...gatsbyArgs, actions: withStableContexts(gatsbyArgs.actions) };
  const store = nodeStore(args.getNodesByType);
  const model = siteModel(store, siteConfig());
  const errors = new Set<string>();
  for (const create of PAGE_CREATORS) {
    const sites: readonly VersionModel[] = VERSIONED_CREATORS.has(create)
      ? model.versions
      : [model.current];
    for (const site of sites) {
      try {
        await create(args, site);
      } catch (error) {
        errors.add((error as Error).message);
      }
    }
  }
  // Develop makes the search files when the browser next asks for them, from the site model as
  // the nodes are then (search/develop-search.ts); a build's search plugin runs after this.
  if (isDevelop()) developSearch.contentChanged(() => siteModel(store, siteConfig()));
  const broken = openContentErrors((id) => args.getNode(id) !== undefined);
  if (broken.length && errors.size) {
    args.reporter.warn(
      `Some pages were not made while ${broken.length === 1 ? "a content file has an error" : `${broken.length} content files have errors`} (see above); they come back when it is fixed.`,
    );
    return;
  }
  for (const message of errors) args.reporter.panicOnBuild(message);
};
