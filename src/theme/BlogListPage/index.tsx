import { Link } from "gatsby";
import type { ComponentProps } from "react";
import { BlogLayout } from "../BlogLayout";
import { BlogPostPreview, type BlogPostSummary } from "../BlogPostPreview";
import { Pager } from "../Pager";

/** Neighbours of one page of the full list (routes of newer and older posts). */
export interface BlogListPages {
  newer: string | null;
  older: string | null;
}

interface BlogListPageProps {
  kind: "all" | "author" | "tag";
  title: string;
  /** The blog's description, shown under the title of the full list. */
  description: string;
  posts: readonly BlogPostSummary[];
  sidebar: ComponentProps<typeof BlogLayout>["sidebar"];
  pathname: string;
  /** Links to the newer and older pages, when blog.postsPerPage splits the list. */
  pages?: BlogListPages;
}

/** /blog (and /blog/page/N), /blog/authors/<key>, /blog/tags/<tag>: post previews, newest first. */
export function BlogListPage({
  kind,
  title,
  description,
  posts,
  sidebar,
  pathname,
  pages,
}: BlogListPageProps) {
  return (
    <BlogLayout sidebar={sidebar} pathname={pathname}>
      <h1>{title}</h1>
      {kind === "all" && <p>{description}.</p>}
      {kind === "tag" && (
        <p>
          <Link to="/blog/tags">View all tags</Link>
        </p>
      )}
      {posts.map((post) => (
        <BlogPostPreview key={post.id} post={post} />
      ))}
      {pages && (
        <Pager
          ariaLabel="Blog list pages"
          previous={pages.newer ? { label: "Newer posts", href: pages.newer } : null}
          next={pages.older ? { label: "Older posts", href: pages.older } : null}
        />
      )}
    </BlogLayout>
  );
}
