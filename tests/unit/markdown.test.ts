import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../../node/markdown";

const opts = { basePath: "/flowg", where: "test.yaml" };

describe("markdown to HTML", () => {
  it("renders GFM and prefixes root-relative links", () => {
    expect(markdownToHtml("Use `FLOWG_API` and see [streams](/docs/guides/streams).", opts)).toBe(
      '<p>Use <code>FLOWG_API</code> and see <a href="/flowg/docs/guides/streams">streams</a>.</p>',
    );
  });

  it("opens external links in a new tab, saying so to screen readers", () => {
    expect(markdownToHtml("[GitHub](https://github.com) [x](/blog)", opts)).toBe(
      '<p><a href="https://github.com" target="_blank" rel="noopener noreferrer">GitHub<span class="visually-hidden"> (opens in a new tab)</span></a> <a href="/flowg/blog">x</a></p>',
    );
  });

  it("renders tables", () => {
    expect(markdownToHtml("| a |\n| - |\n| b |", opts)).toContain("<table>");
  });
});
