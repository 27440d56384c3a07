import config from "@site-config";
import type { PageProps } from "gatsby";
import type { BlogArchiveContext } from "@shared/page-context/blog";
import { BlogArchivePage } from "../theme/BlogArchivePage";
import { Seo } from "../theme/Seo";

/** /blog/archive (no query: the page context carries every post by year). */
export default function BlogArchiveTemplate({
  pageContext,
}: PageProps<object, BlogArchiveContext>) {
  return (
    <>
      <Seo
        title="Archive"
        description={`Every post of the ${config.blog.title}, grouped by year.`}
        pathname="/blog/archive"
      />
      <BlogArchivePage blogTitle={config.blog.title} years={pageContext.years} />
    </>
  );
}
