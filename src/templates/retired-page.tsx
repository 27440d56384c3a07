import config from "@site-config";
import { Link, type PageProps } from "gatsby";
// The docs layout first: its styles then come first in every page chunk (same CSS order).
import { DocPage } from "../theme/DocPage";
import type { RetiredPageContext } from "@shared/page-context/retired";
import { HtmlContent } from "../theme/HtmlContent";
import { Seo } from "../theme/Seo";

const KIND_WORDS: Record<RetiredPageContext["kind"], string> = {
  doc: "page",
  cli: "command",
  api: "API operation",
};

/**
 * A topic the current docs version no longer has, at the address an archived version published
 * it: what happened, and the ways on (the archived page, the closest current page, the upgrade
 * guide). Not indexed: search engines should send readers to pages that exist.
 */
export default function RetiredPageTemplate({
  pageContext,
  location,
}: PageProps<object, RetiredPageContext>) {
  const what = KIND_WORDS[pageContext.kind];
  return (
    <>
      <Seo
        title={`${pageContext.title} (FlowG ${pageContext.versionLabel})`}
        noIndex
        description={`The FlowG ${pageContext.currentLabel} documentation has no ${what} on this topic; it is documented for FlowG ${pageContext.versionLabel}.`}
        pathname={pageContext.route}
      />
      <DocPage
        title={pageContext.title}
        hideTitle={false}
        toc={[]}
        pathname={location.pathname}
        context={pageContext}
        sourcePath=""
      >
        <div className="markdown">
          <p>
            The documentation of FlowG {pageContext.currentLabel}, the current release, has no{" "}
            {what} on this topic. It was documented for FlowG {pageContext.versionLabel}.
          </p>
          {pageContext.noteHtml && <HtmlContent html={pageContext.noteHtml} />}
          <ul>
            <li>
              <Link to={pageContext.archivedRoute}>
                {pageContext.title}, in the FlowG {pageContext.versionLabel} documentation
              </Link>
            </li>
            {pageContext.see && (
              <li>
                The closest {pageContext.currentLabel} page:{" "}
                <Link to={pageContext.see.route}>{pageContext.see.title}</Link>
              </li>
            )}
            {pageContext.upgrade && (
              <li>
                Upgrading from {pageContext.versionLabel}:{" "}
                <Link to={pageContext.upgrade.route}>{pageContext.upgrade.title}</Link>
              </li>
            )}
            <li>
              <Link to="/docs">The {config.title} documentation</Link>
            </li>
          </ul>
        </div>
      </DocPage>
    </>
  );
}
