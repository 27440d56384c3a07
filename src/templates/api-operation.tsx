import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../theme/DocPage";
import type { ApiOperationPageContext } from "@shared/api";
import { apiOperationSections, sectionsToc } from "@shared/api-sections";
import { ApiOperation } from "../theme/ApiOperation";
import { Seo } from "../theme/Seo";
import { markdownCopyHref } from "@shared/markdown-copy";

export default function ApiOperationTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.ApiOperationPageQuery, ApiOperationPageContext>) {
  const op = data.apiOperation;
  if (!op) throw new Error(`No API operation for id ${pageContext.id}`);
  const sections = apiOperationSections(pageContext);
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={versionedTitle(op.summary, pageContext.docsVersion)}
        noIndex={archivedVersionLabel(pageContext.docsVersion) !== null}
        description={`${op.method} ${op.path}: ${op.summary}. FlowG HTTP API reference.`}
        pathname={pageContext.route}
        keywords={["FlowG API", op.operationId, op.tag]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, pageContext.route)}
        title={op.summary}
        hideTitle={false}
        toc={sectionsToc(sections)}
        pathname={location.pathname}
        context={pageContext}
        sourcePath="openapi/flowg.yaml"
      >
        <ApiOperation op={pageContext} sections={sections} />
      </DocPage>
    </>
  );
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      operationId
      method
      path
      summary
      tag
    }
  }
`;
