import path from "node:path";
import type { RetiredPageContext } from "@shared/page-context/retired";
import { markdownToHtml } from "../markdown";
import { versionContext } from "../versions/counterparts";
import type { PageCreator } from "./page-creator";

const template = path.resolve("src/templates/retired-page.tsx");

/**
 * At each address an archived version published and the current version has no page for, a page
 * saying what happened to the topic (node/versions/retired.ts). Runs once, over every version.
 */
export const createRetiredPages: PageCreator = ({ actions }, site) => {
  const { current } = site.site;
  for (const page of site.site.retired()) {
    const context: RetiredPageContext = {
      id: page.route,
      route: page.route,
      title: page.title,
      kind: page.kind,
      versionLabel: page.version.label,
      archivedRoute: page.archivedRoute,
      currentLabel: current.version.label,
      noteHtml: page.note
        ? markdownToHtml(page.note, {
            basePath: site.config.basePath,
            where: `version.yaml of docs version ${page.version.name}: retired`,
          })
        : null,
      see: page.see,
      upgrade: page.upgrade,
      sidebarId: null,
      docsSidebar: null,
      // The version menu's links: the page where each version has it (the archived one that
      // retired it), else that version's closest page, never a missing one.
      ...versionContext(current, page.route),
      breadcrumbs: [],
      previous: null,
      next: null,
    };
    actions.createPage({ path: page.route, component: template, context });
  }
};
