import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import type { PageProps } from "gatsby";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../theme/DocPage";
import type { ApiOverviewPageContext } from "@shared/api";
import { apiOverviewSections, sectionsToc } from "@shared/api-sections";
import { markdownCopyHref } from "@shared/markdown-copy";
import { ApiOverview } from "../theme/ApiOverview";
import { Seo } from "../theme/Seo";

export default function ApiOverviewTemplate({
  pageContext,
  location,
}: PageProps<object, ApiOverviewPageContext>) {
  // The operations of the page's own version (each is in exactly one tag group).
  const count = pageContext.groups.reduce((sum, group) => sum + group.operations.length, 0);
  const sections = apiOverviewSections(pageContext);
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={versionedTitle(pageContext.title, pageContext.docsVersion)}
        noIndex={archivedVersionLabel(pageContext.docsVersion) !== null}
        description={`Reference of the FlowG HTTP API: authentication, permissions, errors and all ${count} operations, with an interactive console.`}
        pathname={pageContext.route}
        keywords={["FlowG API", "REST", "OpenAPI"]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={pageContext.title}
        hideTitle={false}
        toc={sectionsToc(sections)}
        pathname={location.pathname}
        context={pageContext}
        sourcePath="openapi/flowg.yaml"
      >
        <ApiOverview view={pageContext} sections={sections} />
      </DocPage>
    </>
  );
}
