import path from "node:path";
import { checkPostAuthors } from "../blog/authors";
import { paginateBlogList } from "../blog/paginate";
import { tagRoute } from "@shared/routes";
import { groupByYear } from "../blog/text";
import type { BlogPostNode } from "../node-types";
import type {
  BlogArchiveContext,
  BlogAuthorsContext,
  BlogListContext,
  BlogPostContext,
  BlogTagsContext,
  PostLink,
} from "@shared/page-context/blog";
import type { PageCreator } from "./page-creator";
import { mdxPageContext } from "./mdx-page";

const templates = {
  list: path.resolve("src/templates/blog-list.tsx"),
  post: path.resolve("src/templates/blog-post.tsx"),
  archive: path.resolve("src/templates/blog-archive.tsx"),
  authors: path.resolve("src/templates/blog-authors.tsx"),
  tags: path.resolve("src/templates/blog-tags.tsx"),
};

/** Newest first; ties broken by title so the order never depends on file-system order. */
export function sortPosts<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Every blog route: list, posts, archive, authors, tags. */
export const createBlogPages: PageCreator = ({ actions }, site) => {
  const posts = sortPosts(site.store.blogPosts());
  const authors = site.store.authors();
  // Checked here, where every Author node exists: an edit of authors.yaml in `gatsby develop`
  // re-runs page creation, and so this check, without touching the posts.
  const known = Object.fromEntries(authors.map((author) => [author.key, author]));
  for (const post of posts) checkPostAuthors(post.authorKeys, known, post.sourcePath);
  const link = (post: BlogPostNode): PostLink => ({
    title: post.title,
    route: post.route,
    date: post.date,
  });
  const sidebar = groupByYear(posts.map(link));
  const ids = (list: readonly BlogPostNode[]) => list.map((p) => p.id);

  const list = (pagePath: string, context: BlogListContext) =>
    actions.createPage({ path: pagePath, component: templates.list, context });
  const { postsPerPage } = site.config.blog;
  for (const page of paginateBlogList(posts, postsPerPage)) {
    list(page.route, {
      kind: "all",
      postIds: ids(page.items),
      heading: "All posts",
      sidebar,
      ...(page.pagination && { pagination: page.pagination }),
    });
  }

  posts.forEach((post, i) => {
    const context: BlogPostContext = {
      id: post.id,
      newer: i > 0 ? link(posts[i - 1]!) : null,
      older: i < posts.length - 1 ? link(posts[i + 1]!) : null,
      sidebar,
    };
    actions.createPage({
      path: post.route,
      component: `${templates.post}?__contentFilePath=${post.contentFilePath}`,
      context: mdxPageContext(context, post.title),
    });
  });

  const archive: BlogArchiveContext = { years: sidebar };
  actions.createPage({ path: "/blog/archive", component: templates.archive, context: archive });

  const counts: BlogAuthorsContext["counts"] = {};
  for (const author of authors) {
    const theirs = posts.filter((p) => p.authorKeys.includes(author.key));
    counts[author.key] = theirs.length;
    if (theirs.length) {
      list(`/blog/authors/${author.key}`, {
        kind: "author",
        postIds: ids(theirs),
        heading: `Posts by ${author.name}`,
        authorKey: author.key,
        sidebar,
      });
    }
  }
  actions.createPage({
    path: "/blog/authors",
    component: templates.authors,
    context: { counts } satisfies BlogAuthorsContext,
  });

  const tags = [...new Set(posts.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b));
  const tagsContext: BlogTagsContext = {
    tags: tags.map((tag) => ({
      tag,
      route: tagRoute(tag),
      count: posts.filter((p) => p.tags.includes(tag)).length,
    })),
  };
  actions.createPage({ path: "/blog/tags", component: templates.tags, context: tagsContext });
  for (const { tag, route } of tagsContext.tags) {
    const tagged = posts.filter((p) => p.tags.includes(tag));
    list(route, {
      kind: "tag",
      postIds: ids(tagged),
      heading: `${tagged.length} post${tagged.length === 1 ? "" : "s"} tagged “${tag}”`,
      tag,
      sidebar,
    });
  }
};
