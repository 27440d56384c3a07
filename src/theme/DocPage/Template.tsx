import { archivedVersionLabel, versionedTitle } from "../../theme-common/archivedVersion";
import config from "@site-config";
import { MDXProvider } from "@mdx-js/react";
import type { PageProps } from "gatsby";
import type { DocPageContext } from "@shared/page-context/doc";
import { DocPage } from ".";
import { mdxComponents } from "../MDXComponents";
import { Seo } from "../Seo";
import { breadcrumbList } from "../../theme-common/jsonLd";
import { tocFromHeadings, tocHeadingsOf } from "@shared/toc";
import { FlowRulesContext } from "../../theme-common/flowRules";
import { VrlPlaygroundContext, VrlPresetsContext } from "../../theme-common/vrl/presets";
import { markdownCopyHref } from "@shared/markdown-copy";

/**
 * A doc page from its query's data (src/templates/doc-page.tsx) and its MDX content.
 *
 * gatsby-plugin-mdx makes one module of the template per MDX file (doc-page.tsx?__contentFilePath=…),
 * so the template stays a few lines. Gatsby's query extraction parses each of those modules on
 * every build, one per doc, and each doc page's script would carry its own copy of this code:
 * here it is one module that every doc page shares, parsed once.
 */
export function DocPageFromData({
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
        description={doc.description ?? config.tagline}
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
            <FlowRulesContext.Provider value={pageContext.flowRules ?? null}>
              <MDXProvider components={mdxComponents}>{children}</MDXProvider>
            </FlowRulesContext.Provider>
          </VrlPlaygroundContext.Provider>
        </VrlPresetsContext.Provider>
      </DocPage>
    </>
  );
}
