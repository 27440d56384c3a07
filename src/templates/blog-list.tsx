import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
import type { BlogListContext } from "@shared/page-context/blog";
import { BlogListPage } from "../theme/BlogListPage";
import { Seo } from "../theme/Seo";

/**
 * /blog (and its further pages with blog.postsPerPage), /blog/authors/<key> and
 * /blog/tags/<tag>: the posts named by the page context.
 */
export default function BlogListTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const { pagination } = pageContext;
  const title =
    pageContext.kind !== "all"
      ? pageContext.heading
      : pagination && pagination.page > 1
        ? `${config.blog.title} (page ${pagination.page} of ${pagination.pages})`
        : config.blog.title;
  const description =
    pageContext.kind === "all"
      ? config.blog.description
      : pageContext.kind === "tag"
        ? `FlowG blog posts tagged ${pageContext.tag}.`
        : `FlowG blog posts: ${pageContext.heading.toLowerCase()}.`;
  return (
    <>
      <Seo
        title={title}
        description={description}
        pathname={location.pathname.replace(config.basePath, "")}
        prev={pagination?.newer}
        next={pagination?.older}
      />
      <BlogListPage
        kind={pageContext.kind}
        title={title}
        description={config.blog.description}
        posts={data.allBlogPost.nodes}
        sidebar={pageContext.sidebar}
        pathname={location.pathname}
        pages={pagination}
      />
    </>
  );
}

export const query = graphql`
  query BlogList($postIds: [String!]!) {
    allBlogPost(filter: { id: { in: $postIds } }, sort: [{ date: DESC }, { title: ASC }]) {
      nodes {
        ...BlogPostSummaryFields
      }
    }
  }
`;
