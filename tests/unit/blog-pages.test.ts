import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { blogListRoute, paginateBlogList } from "../../node/blog/paginate";
import { BlogArchivePage } from "../../src/theme/BlogArchivePage";
import { BlogListPage } from "../../src/theme/BlogListPage";
import { BlogTagsPage } from "../../src/theme/BlogTagsPage";

vi.mock("gatsby", () => ({
  graphql: () => "",
  withPrefix: (path: string) => `/flowg${path}`,
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}`, ...rest }, children),
}));

describe("blog list pages (blog.postsPerPage)", () => {
  const posts = ["e", "d", "c", "b", "a"];

  it('keeps one page without pagination for "ALL", and for a list that fits', () => {
    expect(paginateBlogList(posts, "ALL")).toEqual([{ route: "/blog", items: posts }]);
    expect(paginateBlogList(posts, 5)).toEqual([{ route: "/blog", items: posts }]);
    expect(paginateBlogList([], 2)).toEqual([{ route: "/blog", items: [] }]);
    expect(paginateBlogList([], "ALL")).toEqual([{ route: "/blog", items: [] }]);
  });

  it("splits the list into /blog, /blog/page/2, ... linked to their neighbours", () => {
    expect(paginateBlogList(posts, 2)).toEqual([
      {
        route: "/blog",
        items: ["e", "d"],
        pagination: { page: 1, pages: 3, newer: null, older: "/blog/page/2" },
      },
      {
        route: "/blog/page/2",
        items: ["c", "b"],
        pagination: { page: 2, pages: 3, newer: "/blog", older: "/blog/page/3" },
      },
      {
        route: "/blog/page/3",
        items: ["a"],
        pagination: { page: 3, pages: 3, newer: "/blog/page/2", older: null },
      },
    ]);
    expect(blogListRoute(1)).toBe("/blog");
    expect(blogListRoute(12)).toBe("/blog/page/12");
  });

  it("links newer posts with rel=prev and older posts with rel=next", () => {
    const html = renderToStaticMarkup(
      createElement(BlogListPage, {
        kind: "all",
        title: "FlowG Blog (page 2 of 3)",
        description: "News",
        posts: [],
        sidebar: [],
        pathname: "/flowg/blog/page/2",
        pages: { newer: "/blog", older: "/blog/page/3" },
      }),
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Blog list pages"/);
    expect(html).toMatch(/<a href="\/flowg\/blog"[^>]*rel="prev">.*« Newer posts/);
    expect(html).toMatch(/<a href="\/flowg\/blog\/page\/3"[^>]*rel="next">.*Older posts »/);
    const single = renderToStaticMarkup(
      createElement(BlogListPage, {
        kind: "all",
        title: "FlowG Blog",
        description: "News",
        posts: [],
        sidebar: [],
        pathname: "/flowg/blog",
      }),
    );
    expect(single).not.toContain("Blog list pages");
  });
});

describe("blog index pages", () => {
  it("archive: posts by year, with the day of each", () => {
    const html = renderToStaticMarkup(
      createElement(BlogArchivePage, {
        blogTitle: "FlowG Blog",
        years: [{ year: "2025", posts: [{ title: "A", route: "/blog/a", date: "2025-08-25" }] }],
      }),
    );
    expect(html).toContain('<h2 id="year-2025">2025</h2>');
    expect(html).toMatch(
      /<time datetime="2025-08-25"[^>]*>August 25<\/time><a href="\/flowg\/blog\/a">A<\/a>/i,
    );
  });

  it("tags: each tag with its count, and the unit for screen readers", () => {
    const html = renderToStaticMarkup(
      createElement(BlogTagsPage, {
        tags: [
          { tag: "release", route: "/blog/tags/release", count: 1 },
          { tag: "compat", route: "/blog/tags/compat", count: 2 },
        ],
      }),
    );
    const text = html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
    expect(text).toBe("|Tags|release |1| post|compat |2| posts|");
  });
});
