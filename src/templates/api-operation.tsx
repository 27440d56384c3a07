import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import type { PageProps } from "gatsby";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../theme/DocPage";
import type { ApiOperationPageContext } from "@shared/api";
import { apiOperationSections, sectionsToc } from "@shared/api-sections";
import { ApiOperation, type OperationMarks } from "../theme/ApiOperation";
import { Seo } from "../theme/Seo";
import { markdownCopyHref } from "@shared/markdown-copy";

/**
 * An operation page (/docs/api/<slug>). It has no query: the operation's view comes as page
 * context. api-operation-changes.tsx renders it with `marks` on a newer docs version's new or
 * changed operations.
 */
export default function ApiOperationTemplate({
  pageContext: op,
  location,
  marks,
}: PageProps<object, ApiOperationPageContext> & { marks?: OperationMarks }) {
  const sections = apiOperationSections(op);
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, op.route)}
        title={versionedTitle(op.summary, op.docsVersion)}
        noIndex={archivedVersionLabel(op.docsVersion) !== null}
        description={`${op.method} ${op.apiPath}: ${op.summary}. FlowG HTTP API reference.`}
        pathname={op.route}
        keywords={["FlowG API", op.operationId, op.tag]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, op.route)}
        title={op.summary}
        hideTitle={false}
        toc={sectionsToc(sections)}
        pathname={location.pathname}
        context={op}
        sourcePath="openapi/flowg.yaml"
      >
        <ApiOperation op={op} sections={sections} marks={marks} />
      </DocPage>
    </>
  );
}
