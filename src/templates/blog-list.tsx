import config from "@site-config";
import { graphql, type PageProps } from "gatsby";
import type { BlogListContext } from "@shared/page-context/blog";
import { BlogLayout } from "../theme/BlogLayout";
import { BlogPostPreview } from "../theme/BlogPostPreview";
import { Seo } from "../theme/Seo";
import { Link } from "gatsby";

/** /blog, /blog/authors/<key> and /blog/tags/<tag>: a list of post previews. */
export default function BlogListTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.BlogListQuery, BlogListContext>) {
  const posts = data.allBlogPost.nodes;
  const title = pageContext.kind === "all" ? config.blog.title : pageContext.heading;
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
      />
      <BlogLayout sidebar={pageContext.sidebar} pathname={location.pathname}>
        <h1>{title}</h1>
        {pageContext.kind === "all" && <p>{config.blog.description}.</p>}
        {pageContext.kind === "tag" && (
          <p>
            <Link to="/blog/tags">View all tags</Link>
          </p>
        )}
        {posts.map((post) => (
          <BlogPostPreview key={post.id} post={post} />
        ))}
      </BlogLayout>
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
