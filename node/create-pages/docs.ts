import path from "node:path";
import { docsInOrder, pageSidebar, type ResolvedSidebars } from "@shared/sidebar";
import type { DocPageNode } from "../node-types";
import { breadcrumbsFor } from "../sidebar";
import type { VrlPreset } from "@shared/vrl/playground";
import { vrlExamplesOf } from "../mdx/vrl-examples";
import type { DocPageContext } from "@shared/page-context/doc";
import type { PageCreator } from "./page-creator";
import { mdxPageContext } from "./mdx-page";
import { versionedSidebarId, type SiteVersion } from "@shared/versions";
import { versionContext } from "../versions/counterparts";
import { flowRulesOf } from "../diagrams/flow-rules";

const template = path.resolve("src/templates/doc-page.tsx");

/** One page per DocPage node, with breadcrumbs and pager from the sidebar. */
export const createDocPages: PageCreator = ({ actions, reporter }, site) => {
  const { docs, version } = site;
  const { sidebars, unlisted } = site.sidebars();
  if (unlisted.length) {
    const file = version.current
      ? "content/sidebars.yaml"
      : `sidebars.yaml of docs version ${version.name}`;
    reporter.warn(`${file}: these docs are in no sidebar: ${unlisted.join(", ")}`);
  }

  const sources = new Map(docs.map((d) => [d, site.mdxText(d)]));
  // Each doc's runnable examples, parsed once: the Run note's link and the presets both read them.
  const examples = new Map(docs.map((d) => [d, runnableExamples(d, sources.get(d))]));
  let presets: VrlPreset[] | null = null;
  // The version's playground page, for the note under a run example (null: the version has none).
  const playground = docs.find((doc) => hasPlayground(sources.get(doc)))?.route ?? null;
  const seenRoutes = new Map<string, string>();
  for (const doc of docs) {
    const clash = seenRoutes.get(doc.route);
    if (clash)
      throw new Error(
        `Two docs share the route ${doc.route}: ${[clash, doc.docId].sort().join(" and ")}`,
      );
    seenRoutes.set(doc.route, doc.docId);

    const context: DocPageContext = {
      id: doc.id,
      ...docsNavigation(sidebars, doc.route, version),
      ...versionContext(site, doc.route),
    };
    if (hasPlayground(sources.get(doc))) {
      presets ??= vrlPresets(docs, examples);
      context.vrlPresets = presets;
    }
    if (playground && examples.get(doc)!.length > 0) {
      context.vrlPlayground = playground;
    }
    if (/<PipelineViewer\b/.test(sources.get(doc) ?? "")) context.flowRules = flowRulesOf(site);
    actions.createPage({
      path: doc.route,
      component: `${template}?__contentFilePath=${doc.contentFilePath}`,
      context: mdxPageContext(context, doc.title),
    });
  }
};

function hasPlayground(source: string | undefined): boolean {
  return /<VrlPlayground\b/.test(source ?? "");
}

/** A doc's verified VRL examples that the browser's engine can run. */
function runnableExamples(doc: DocPageNode, source: string | undefined) {
  return vrlExamplesOf(source ?? "", path.relative(process.cwd(), doc.contentFilePath)).filter(
    (example) => !example.serverOnly,
  );
}

/** Every verified VRL example that the browser's engine can run, in sidebar-independent page order. */
function vrlPresets(
  docs: readonly DocPageNode[],
  examples: Map<DocPageNode, ReturnType<typeof runnableExamples>>,
): VrlPreset[] {
  return [...docs]
    .sort((a, b) => a.route.localeCompare(b.route))
    .flatMap((doc) =>
      (examples.get(doc) ?? []).map((example) => ({
        id: `${doc.route}#${example.name}`,
        label: `${doc.title}: ${example.title ?? example.name}`,
        script: example.script,
        input: JSON.stringify(example.input, null, 2),
      })),
    );
}

/**
 * Where a page sits in the docs: its sidebar, breadcrumbs and pager. Shared by every page that
 * uses the docs layout (docs, CLI pages, API pages).
 */
export function docsNavigation(
  sidebars: ResolvedSidebars,
  route: string,
  version?: SiteVersion,
): Pick<DocPageContext, "sidebarId" | "docsSidebar" | "breadcrumbs" | "previous" | "next"> {
  const entry = Object.entries(sidebars).find(
    ([, items]) => breadcrumbsFor(items, route).length > 0,
  );
  const [sidebarId, items] = entry ?? [null, []];
  const order = docsInOrder(items);
  const position = order.findIndex((d) => d.href === route);
  return {
    sidebarId: sidebarId && version ? versionedSidebarId(sidebarId, version) : sidebarId,
    docsSidebar: entry ? pageSidebar(items) : null,
    // An archived version's pages start their trail with the version (its docs root).
    breadcrumbs:
      version && !version.current
        ? [{ label: `FlowG ${version.label}`, href: version.path }, ...breadcrumbsFor(items, route)]
        : breadcrumbsFor(items, route),
    previous: position > 0 ? (order[position - 1] ?? null) : null,
    next: position >= 0 ? (order[position + 1] ?? null) : null,
  };
}
