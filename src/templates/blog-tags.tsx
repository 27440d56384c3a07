import config from "@site-config";
import type { PageProps } from "gatsby";
import type { BlogTagsContext } from "@shared/page-context/blog";
import { BlogTagsPage } from "../theme/BlogTagsPage";
import { Seo } from "../theme/Seo";

/** /blog/tags (no query: the page context carries the tags and their counts). */
export default function BlogTagsTemplate({ pageContext }: PageProps<object, BlogTagsContext>) {
  return (
    <>
      <Seo
        title="Tags"
        description={`Topics of the ${config.blog.title}, with the number of posts for each.`}
        pathname="/blog/tags"
      />
      <BlogTagsPage tags={pageContext.tags} />
    </>
  );
}
