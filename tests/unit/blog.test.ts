import { describe, expect, it } from "vitest";
import { checkPostAuthors, parseAuthors } from "../../node/blog/authors";
import { atomFeed, rssFeed } from "../../node/blog/feeds";
import { parsePostFrontMatter, postIdentity } from "../../node/blog/front-matter";
import { excerptSource, groupByYear, readingTime } from "../../node/blog/text";
import { tagRoute } from "../../src/shared/routes";
import { sortPosts } from "../../node/create-pages/blog";

const authors = parseAuthors({
  linkdd: { name: "David Delassus", title: "Co-creator of FlowG", image: "./authors/linkdd.png" },
  ana: { name: "Ana" },
});

describe("blog posts", () => {
  it("takes date and slug from the file name unless front matter overrides them", () => {
    const file = "content/blog/2025-08-25-elasticsearch-compatibility.mdx";
    expect(postIdentity("2025-08-25-elasticsearch-compatibility.mdx", {}, file)).toEqual({
      date: "2025-08-25",
      slug: "elasticsearch-compatibility",
    });
    expect(postIdentity("2025-08-25-x.mdx", { slug: "renamed", date: "2025-09-01" }, file)).toEqual(
      { date: "2025-09-01", slug: "renamed" },
    );
  });

  it("fails on a malformed date, naming the file", () => {
    expect(() =>
      postIdentity("2025-02-30-leap.mdx", {}, "content/blog/2025-02-30-leap.mdx"),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/blog/2025-02-30-leap.mdx: invalid post date "2025-02-30"; expected a real calendar date as YYYY-MM-DD]`,
    );
    expect(() => postIdentity("release-notes.mdx", {}, "content/blog/release-notes.mdx")).toThrow(
      'content/blog/release-notes.mdx: invalid post file name "release-notes.mdx"; expected YYYY-MM-DD-<slug>.mdx',
    );
  });

  it("fails on an unknown author key, listing the known ones", () => {
    expect(() =>
      checkPostAuthors(["linkdd", "ghost"], authors, "content/blog/2025-01-01-a.mdx"),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/blog/2025-01-01-a.mdx: unknown author "ghost"; authors defined in content/blog/authors.yaml: linkdd, ana]`,
    );
  });

  it("validates front matter and authors.yaml", () => {
    expect(() =>
      parsePostFrontMatter(
        { title: "T", authors: ["a"], tag: ["x"] },
        "content/blog/2025-01-01-a.mdx",
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/blog/2025-01-01-a.mdx: invalid front matter
        - (root): unknown key "tag"]
    `);
    expect(() => parseAuthors({ linkdd: { name: "D", image: "https://github.com/linkdd.png" } }))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/blog/authors.yaml: invalid authors
        - linkdd.image: expected a local path such as ./authors/me.png]
    `);
  });

  it("cuts the excerpt at either truncate marker", () => {
    expect(excerptSource("Intro **text**.\n\n{/* truncate */}\n\n## More")).toBe("Intro **text**.");
    expect(excerptSource("Intro.\n<!-- truncate -->\nRest")).toBe("Intro.");
    expect(excerptSource("No marker here.")).toBeNull();
  });

  it("estimates reading time at 200 words a minute", () => {
    expect(readingTime("word ".repeat(50))).toBe(1);
    expect(readingTime("word ".repeat(900))).toBe(5);
  });

  it("groups posts by year, newest first, across several years", () => {
    const posts = sortPosts([
      { date: "2024-03-01", title: "B" },
      { date: "2025-08-25", title: "A" },
      { date: "2023-12-31", title: "C" },
      { date: "2025-01-02", title: "D" },
    ]);
    expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      ["2025", ["A", "D"]],
      ["2024", ["B"]],
      ["2023", ["C"]],
    ]);
  });

  it("keeps the exact spelling of tags in their route", () => {
    expect(tagRoute("elastcisearch")).toBe("/blog/tags/elastcisearch");
    expect(tagRoute("Open Source")).toBe("/blog/tags/open-source");
  });
});

describe("feeds", () => {
  const site = {
    siteUrl: "https://link-society.github.io/flowg",
    title: "FlowG Blog",
    description: "News & <releases>",
  };
  const posts = [
    {
      title: "Elasticsearch API compatibility",
      route: "/blog/elasticsearch-compatibility",
      date: "2025-08-25",
      description: "ES & FlowG",
      authors: ["David Delassus"],
      tags: ["release", "elastcisearch"],
    },
  ];

  it("writes RSS with absolute URLs and escaped text", () => {
    const rss = rssFeed(site, posts);
    expect(rss).toContain(
      "<link>https://link-society.github.io/flowg/blog/elasticsearch-compatibility</link>",
    );
    expect(rss).toContain("<description>News &amp; &lt;releases&gt;</description>");
    expect(rss).toContain("<pubDate>Mon, 25 Aug 2025 00:00:00 GMT</pubDate>");
    expect(rss).toContain("<category>elastcisearch</category>");
  });

  it("writes Atom with ids, dates and authors", () => {
    const atom = atomFeed(site, posts);
    expect(atom).toContain(
      '<link href="https://link-society.github.io/flowg/blog/elasticsearch-compatibility"/>',
    );
    expect(atom).toContain("<updated>2025-08-25T00:00:00.000Z</updated>");
    expect(atom).toContain("<author><name>David Delassus</name></author>");
  });
});
