import { describe, expect, it } from "vitest";
import { expandRanges, extractMagicComments, parseCodeMeta } from "../../node/mdx/code-meta";
import { loadLanguages, resolveLanguage, tokenize } from "../../node/mdx/highlight";

describe("code block meta", () => {
  it("reads title, ranges and line numbers", () => {
    expect(parseCodeMeta('title="install.sh" {1,3-5} showLineNumbers')).toEqual({
      title: "install.sh",
      highlightLines: [1, 3, 4, 5],
      showLineNumbers: true,
    });
    expect(parseCodeMeta("title='a b.yaml'")).toEqual({
      title: "a b.yaml",
      highlightLines: [],
      showLineNumbers: false,
    });
    expect(parseCodeMeta(null)).toEqual({ highlightLines: [], showLineNumbers: false });
  });

  it("does not read braces inside the title as ranges", () => {
    expect(parseCodeMeta('title="{2}.txt"').highlightLines).toEqual([]);
  });

  it("expands ranges in order without duplicates", () => {
    expect(expandRanges("5-3, 1, 4")).toEqual([1, 3, 4, 5]);
  });

  it("turns highlight comments into line numbers and removes them", () => {
    const code = [
      "a",
      "# highlight-next-line",
      "b",
      "// highlight-start",
      "c",
      "d",
      "// highlight-end",
      "e",
    ].join("\n");
    expect(extractMagicComments(code)).toEqual({ code: "a\nb\nc\nd\ne", lines: [2, 3, 4] });
  });
});

describe("build-time highlighting", () => {
  it("tokenizes the site's extra languages and keeps unknown ones plain", () => {
    loadLanguages(["bash", "ini", "apacheconf", "nginx"]);
    const bash = tokenize('export FLOWG_API="http://localhost:5080"', resolveLanguage("sh"));
    expect(bash.flat().some(([types]) => types.includes("string"))).toBe(true);
    const nginx = tokenize("server { listen 443 ssl; }", "nginx");
    expect(
      nginx.flat().some(([types]) => types.includes("keyword") || types.includes("directive")),
    ).toBe(true);
    expect(tokenize(".message = upcase(.message)", resolveLanguage("vrl"))).toEqual([
      [["", ".message = upcase(.message)"]],
    ]);
  });

  it("keeps one entry per line, empty lines included", () => {
    expect(tokenize("a\n\nb", "text")).toEqual([[["", "a"]], [], [["", "b"]]]);
  });
});
