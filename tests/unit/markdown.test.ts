import { describe, expect, it } from "vitest";
import { markdownToHtml } from "../../src/node/markdown/to-html";

describe("markdown to HTML", () => {
  it("renders GFM and prefixes root-relative links", () => {
    expect(
      markdownToHtml("Use `FLOWG_API` and see [streams](/docs/guides/streams).", "/flowg"),
    ).toBe(
      '<p>Use <code>FLOWG_API</code> and see <a href="/flowg/docs/guides/streams">streams</a>.</p>',
    );
  });

  it("opens external links in a new tab and keeps prefixed links as they are", () => {
    expect(markdownToHtml("[GitHub](https://github.com) [x](/flowg/blog)", "/flowg")).toBe(
      '<p><a href="https://github.com" target="_blank" rel="noopener noreferrer">GitHub</a> <a href="/flowg/blog">x</a></p>',
    );
  });

  it("renders tables", () => {
    expect(markdownToHtml("| a |\n| - |\n| b |", "/flowg")).toContain("<table>");
  });
});
