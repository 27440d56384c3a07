import { archivedVersionLabel, versionedTitle } from "../../theme-common/archivedVersion";
import config from "@site-config";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../DocPage";
import type { ApiOperationPageContext } from "@shared/api";
import { apiOperationSections, sectionsToc } from "@shared/api-sections";
import { ApiOperation, type OperationMarks } from "../ApiOperation";
import { Seo } from "../Seo";
import { markdownCopyHref } from "@shared/markdown-copy";

/** The fields of the operation the page queries (its ApiOperation node). */
export interface ApiOperationPageData {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
}

/**
 * An operation page (/docs/api/<slug>) in the docs layout, shared by its two templates: the plain
 * one and the one of a newer docs version's changed operations, which passes `marks`.
 */
export function ApiOperationPage({
  op,
  pageContext,
  pathname,
  marks,
}: {
  op: ApiOperationPageData;
  pageContext: ApiOperationPageContext;
  pathname: string;
  marks?: OperationMarks;
}) {
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
        pathname={pathname}
        context={pageContext}
        sourcePath="openapi/flowg.yaml"
      >
        <ApiOperation op={pageContext} sections={sections} {...(marks ? { marks } : {})} />
      </DocPage>
    </>
  );
}
