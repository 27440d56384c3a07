import type { BlogListPagination } from "@shared/page-context/blog";

/** The route of page `page` (from 1) of the full blog list: /blog, then /blog/page/2, ... */
export function blogListRoute(page: number): string {
  return page === 1 ? "/blog" : `/blog/page/${page}`;
}

export interface BlogListPage<T> {
  route: string;
  items: T[];
  /** Absent when the list fits on one page. */
  pagination?: BlogListPagination;
}

/**
 * Splits the full blog list (newest first) into pages of `postsPerPage` posts (the site
 * configuration's blog.postsPerPage; "ALL" keeps one page). A blog without posts still has its
 * first page.
 */
export function paginateBlogList<T>(
  posts: readonly T[],
  postsPerPage: number | "ALL",
): BlogListPage<T>[] {
  const size = postsPerPage === "ALL" ? Math.max(posts.length, 1) : postsPerPage;
  const count = Math.max(Math.ceil(posts.length / size), 1);
  return Array.from({ length: count }, (_, i) => {
    const page = i + 1;
    const items = posts.slice(i * size, page * size);
    if (count === 1) return { route: blogListRoute(page), items };
    return {
      route: blogListRoute(page),
      items,
      pagination: {
        page,
        pages: count,
        newer: page > 1 ? blogListRoute(page - 1) : null,
        older: page < count ? blogListRoute(page + 1) : null,
      },
    };
  });
}
