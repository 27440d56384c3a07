import { archivedVersionLabel, versionedTitle } from "../theme-common/archivedVersion";
import config from "@site-config";
import { MDXProvider } from "@mdx-js/react";
import { graphql, type PageProps } from "gatsby";
import type { DocPageContext } from "@shared/page-context/doc";
import { DocPage } from "../theme/DocPage";
import { mdxComponents } from "../theme/MDXComponents";
import { Seo } from "../theme/Seo";
import { breadcrumbList } from "../theme-common/jsonLd";
import { tocFromHeadings, tocHeadingsOf } from "@shared/toc";
import { VrlPlaygroundContext, VrlPresetsContext } from "../theme-common/vrl/presets";
import { markdownCopyHref } from "@shared/markdown-copy";

export default function DocPageTemplate({
  data,
  pageContext,
  location,
  children,
}: PageProps<Queries.DocPageQuery, DocPageContext>) {
  const doc = data.docPage;
  if (!doc) throw new Error(`No doc page for id ${pageContext.id}`);
  const toc = doc.hideTableOfContents
    ? []
    : tocFromHeadings(
        tocHeadingsOf(doc.mdx.tocHeadings),
        doc.tocMinHeadingLevel ?? config.docs.toc.minHeadingLevel,
        doc.tocMaxHeadingLevel ?? config.docs.toc.maxHeadingLevel,
      );
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, doc.route)}
        title={versionedTitle(doc.title, pageContext.docsVersion)}
        noIndex={archivedVersionLabel(pageContext.docsVersion) !== null}
        description={doc.description ?? doc.mdx.excerpt ?? config.tagline}
        pathname={doc.route}
        image={doc.image}
        keywords={doc.keywords}
        jsonLd={[breadcrumbList(pageContext.breadcrumbs, doc.title, doc.route)]}
      />
      <DocPage
        markdownHref={markdownCopyHref(config.basePath, doc.route)}
        title={doc.title}
        hideTitle={doc.hideTitle}
        toc={toc}
        pathname={location.pathname}
        context={pageContext}
        sourcePath={doc.sourcePath}
        lastUpdated={doc.lastUpdated}
      >
        <VrlPresetsContext.Provider value={pageContext.vrlPresets ?? null}>
          <VrlPlaygroundContext.Provider value={pageContext.vrlPlayground ?? null}>
            <MDXProvider components={mdxComponents}>{children}</MDXProvider>
          </VrlPlaygroundContext.Provider>
        </VrlPresetsContext.Provider>
      </DocPage>
    </>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    docPage(id: { eq: $id }) {
      title
      description
      route
      hideTitle
      hideTableOfContents
      tocMinHeadingLevel
      tocMaxHeadingLevel
      keywords
      image
      sourcePath
      lastUpdated
      mdx {
        tocHeadings
        excerpt(pruneLength: 160)
      }
    }
  }
`;
