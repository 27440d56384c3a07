import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
import type { BlogAuthorsContext } from "@shared/page-context/blog";
import { BlogAuthorsPage } from "../theme/BlogAuthorsPage";
import { Seo } from "../theme/Seo";

/** /blog/authors: the authors from the query, their post counts from the page context. */
export default function BlogAuthorsTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogAuthorsQuery, BlogAuthorsContext>) {
  return (
    <>
      <Seo
        title="Authors"
        description={`The people who write the ${config.blog.title}.`}
        pathname="/blog/authors"
      />
      <BlogAuthorsPage authors={data.allAuthor.nodes} counts={pageContext.counts} />
    </>
  );
}

export const query = graphql`
  query BlogAuthors {
    allAuthor(sort: { name: ASC }) {
      nodes {
        ...BlogAuthorFields
      }
    }
  }
`;
