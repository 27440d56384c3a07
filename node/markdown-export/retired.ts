import type { RetiredPage } from "../versions/retired";
import { markdownDocument, parseBlocks } from "./build";
import { pageUrl, type SiteUrls } from "./links";
import type { ExportedPage } from "./llms";

/**
 * The Markdown copy of a retired topic's page (node/versions/retired.ts): the address the
 * archived version published it at keeps a copy too, saying what the HTML page says. Not listed
 * in llms.txt (it documents nothing of the current version).
 */
export function retiredPageExport(
  page: RetiredPage,
  site: SiteUrls,
  currentLabel: string,
): ExportedPage {
  const what = { doc: "page", cli: "command", api: "API operation" }[page.kind];
  const description = `The FlowG ${currentLabel} documentation has no ${what} on this topic; it is documented for FlowG ${page.version.label}.`;
  const lines = [
    `The documentation of FlowG ${currentLabel}, the current release, has no ${what} on this topic. It was documented for FlowG ${page.version.label}.`,
    ...(page.note ? ["", page.note] : []),
    "",
    `- [${page.title}, in the FlowG ${page.version.label} documentation](${page.archivedRoute})`,
    ...(page.see
      ? [`- The closest ${currentLabel} page: [${page.see.title}](${page.see.route})`]
      : []),
    ...(page.upgrade
      ? [`- Upgrading from ${page.version.label}: [${page.upgrade.title}](${page.upgrade.route})`]
      : []),
  ];
  return {
    kind: "doc",
    route: page.route,
    title: page.title,
    description,
    unlisted: true,
    markdown: markdownDocument(
      { title: page.title, description, canonical: pageUrl(site, page.route) },
      parseBlocks(lines.join("\n"), site, page.route),
    ),
  };
}
