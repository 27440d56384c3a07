import config from "@site-config";
import { MDXProvider } from "@mdx-js/react";
import { graphql, type PageProps } from "gatsby";
import type { BlogPostContext } from "@shared/page-context/blog";
import { BlogPostPage } from "../theme/BlogPostPage";
import { mdxComponents } from "../theme/MDXComponents";
import { Seo } from "../theme/Seo";
import { absoluteUrl } from "../theme-common/links";
import { markdownCopyHref } from "@shared/markdown-copy";
import { tocFromHeadings, tocHeadingsOf } from "@shared/toc";

export default function BlogPostTemplate({
  data,
  pageContext,
  location,
  children,
}: PageProps<Queries.BlogPostPageQuery, BlogPostContext>) {
  const post = data.blogPost;
  if (!post) throw new Error(`No blog post for id ${pageContext.id}`);
  const toc = tocFromHeadings(tocHeadingsOf(post.mdx.tocHeadings), 2, 3);
  const authorUrls = post.authors.map((a) => a.url ?? absoluteUrl(`/blog/authors/${a.key}`));
  return (
    <>
      <Seo
        markdownHref={markdownCopyHref(config.basePath, post.route)}
        title={post.title}
        description={post.description}
        pathname={post.route}
        type="article"
        image={post.image}
        keywords={post.tags}
        properties={[
          { property: "article:published_time", content: post.date },
          ...authorUrls.map((url) => ({ property: "article:author", content: url })),
          ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
        ]}
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: post.title,
            description: post.description,
            datePublished: post.date,
            url: absoluteUrl(post.route),
            mainEntityOfPage: absoluteUrl(post.route),
            image: absoluteUrl(post.image ?? "/img/social-card.png"),
            keywords: post.tags.join(", "),
            author: post.authors.map((a) => ({
              "@type": "Person",
              name: a.name,
              ...(a.url ? { url: a.url } : {}),
            })),
            publisher: { "@type": "Organization", name: config.title, url: absoluteUrl("/") },
          },
        ]}
      />
      <BlogPostPage
        title={post.title}
        date={post.date}
        dateLabel={post.dateLabel}
        readingTime={post.readingTime}
        authors={post.authors}
        tags={post.tags}
        toc={toc}
        context={pageContext}
        pathname={location.pathname}
      >
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </BlogPostPage>
    </>
  );
}

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      ...BlogPostSummaryFields
      image
      mdx {
        tocHeadings
      }
      authors {
        ...BlogAuthorFields
      }
    }
  }
`;
