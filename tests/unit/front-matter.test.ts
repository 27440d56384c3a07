import { describe, expect, it } from "vitest";
import { parseDocFrontMatter } from "../../node/docs/front-matter";
import { docIdFromPath, docRoute } from "../../node/docs/routes";

const FILE = "content/docs/guides/streams.mdx";

describe("doc front matter", () => {
  it("fills defaults", () => {
    expect(
      parseDocFrontMatter({ title: "Streams", description: "Where records go." }, FILE),
    ).toEqual({
      title: "Streams",
      description: "Where records go.",
      hide_title: false,
      hide_table_of_contents: false,
      keywords: [],
    });
  });

  it("fails on an unknown key, naming the file and the key", () => {
    expect(() =>
      parseDocFrontMatter({ title: "Streams", description: "D.", sidebar_position: 2 }, FILE),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/docs/guides/streams.mdx: invalid front matter
        - (root): unknown key "sidebar_position"]
    `);
  });

  it("fails on a mistyped value, a missing title and a missing description", () => {
    expect(() => parseDocFrontMatter({ hide_title: "yes" }, FILE))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/docs/guides/streams.mdx: invalid front matter
        - title: expected string, received nothing (the key is missing)
        - description: expected string, received nothing (the key is missing)
        - hide_title: expected boolean, received string "yes"]
    `);
  });

  it("checks the heading-level range", () => {
    expect(() =>
      parseDocFrontMatter(
        { title: "T", description: "D.", toc_min_heading_level: 4, toc_max_heading_level: 3 },
        FILE,
      ),
    ).toThrow("toc_min_heading_level: expected toc_min_heading_level <= toc_max_heading_level");
  });
});

describe("doc routes", () => {
  it.each([
    ["index.mdx", "index", "/docs"],
    ["setup/installation.mdx", "setup/installation", "/docs/setup/installation"],
    ["advanced/https/index.mdx", "advanced/https/index", "/docs/advanced/https"],
  ])("%s -> %s -> %s", (file, id, route) => {
    expect(docIdFromPath(file)).toBe(id);
    expect(docRoute(id)).toBe(route);
  });

  it("lets the slug override the route", () => {
    expect(docRoute("guides/streams", "/docs/streams")).toBe("/docs/streams");
  });
});
