import { graphql, type PageProps } from "gatsby";
import type { DocPageContext } from "@shared/page-context/doc";
import { DocPageFromData } from "../theme/DocPage/Template";

/** Kept short: see DocPageFromData. */
export default function DocPageTemplate(props: PageProps<Queries.DocPageQuery, DocPageContext>) {
  return <DocPageFromData {...props} />;
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
      }
    }
  }
`;
