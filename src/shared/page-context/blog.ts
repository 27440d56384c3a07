/** Page contexts of the blog pages; shared by node/create-pages/blog.ts and the templates. */

export interface PostLink {
  title: string;
  route: string;
  date: string;
}

/** The blog sidebar: every post, grouped by year (newest first). */
export type BlogSidebarData = Array<{ year: string; posts: PostLink[] }>;

/** Where a page of the full blog list sits among the others (blog.postsPerPage). */
export interface BlogListPagination {
  /** From 1. */
  page: number;
  pages: number;
  /** Routes of the neighbouring pages: newer posts (rel=prev), older posts (rel=next). */
  newer: string | null;
  older: string | null;
}

export interface BlogListContext {
  kind: "all" | "author" | "tag";
  /** Ids of the BlogPost nodes listed, newest first. */
  postIds: string[];
  heading: string;
  authorKey?: string;
  tag?: string;
  sidebar: BlogSidebarData;
  /** Pages of the full list ("all") when blog.postsPerPage splits it; absent otherwise. */
  pagination?: BlogListPagination;
}

export interface BlogPostContext {
  id: string;
  newer: PostLink | null;
  older: PostLink | null;
  sidebar: BlogSidebarData;
}

export interface BlogArchiveContext {
  years: BlogSidebarData;
}

export interface BlogTagsContext {
  tags: Array<{ tag: string; route: string; count: number }>;
}

export interface BlogAuthorsContext {
  counts: Record<string, number>;
}
