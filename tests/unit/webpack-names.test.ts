import { describe, expect, it } from "vitest";
import { chunkFilename } from "../../src/node/webpack-output";

describe("production chunk file names", () => {
  it("names Gatsby's page and shared chunks by id, and keeps the names the site gives", () => {
    const name = (chunkName: string | null) => chunkFilename({ chunk: { name: chunkName } });
    expect(
      name("component---src-templates-doc-page-tsx-content-file-path-content-docs-x-mdx"),
    ).toBe("[id]-[contenthash:8].js");
    expect(name("05663da899048beb0e1f7c9dfd504a4fe796fba5")).toBe("[id]-[contenthash:8].js");
    expect(name(null)).toBe("[id]-[contenthash:8].js");
    expect(name("medium-zoom")).toBe("[name]-[contenthash:8].js");
    expect(name("framework")).toBe("[name]-[contenthash:8].js");
  });
});
