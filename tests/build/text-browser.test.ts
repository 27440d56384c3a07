import fs from "node:fs";
import path from "node:path";
import { HTMLElement, parse, TextNode, type Node } from "node-html-parser";
import { describe, expect, it } from "vitest";

/**
 * Pages as a text browser (lynx, w3m) or a reader without styles shows them: no CSS, so an
 * element the stylesheet sets apart (a flex gap, `display: block`, a margin) is glued to its
 * neighbour unless the HTML holds a space between them. Block elements start a new line, as
 * they do in those browsers; inline elements are read one after the other (issue 28 found
 * "POST/api/v1/..." and "pipelinepathrequired").
 */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "caption",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);
const SKIPPED = new Set(["script", "style", "template", "svg", "head"]);

function textOf(node: Node): string {
  if (node instanceof TextNode) return node.text;
  if (!(node instanceof HTMLElement)) return "";
  const tag = node.rawTagName?.toLowerCase() ?? "";
  if (SKIPPED.has(tag)) return "";
  const inner = node.childNodes.map(textOf).join("");
  return BLOCKS.has(tag) ? `\n${inner}\n` : inner;
}

/** The page's text, one line per block, runs of spaces folded (entities decoded). */
function textBrowserLines(html: string): string[] {
  // Text browsers lay out <pre> and <noscript> like any other element: parse them as HTML.
  return textOf(parse(html, { blockTextElements: { script: true, style: true } }))
    .split("\n")
    .map((line) =>
      line
        .replace(/&nbsp;|&#160;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

function page(route: string): string[] {
  return textBrowserLines(
    fs.readFileSync(path.resolve("public", route.replace(/^\/flowg\/?/, ""), "index.html"), "utf8"),
  );
}

describe("text browsers separate the words of an API operation page", () => {
  const lines = page("/flowg/docs/api/ingest-logs-text");

  it("the method and the path", () => {
    expect(lines).toContain("POST /api/v1/pipelines/{pipeline}/logs/text");
    expect(lines.some((line) => line.includes("POST/api"))).toBe(false);
  });

  it("a parameter's name, where it goes and that it is required", () => {
    expect(lines).toContain("pipeline path required");
    expect(lines.some((line) => /pipelinepath|pathrequired/.test(line))).toBe(false);
  });

  it("the pager's direction and the page it leads to", () => {
    expect(lines).toContain(
      "Previous « Send structured records to a pipeline Next Receive OpenTelemetry logs (OTLP/HTTP) »",
    );
  });

  it("the two Markdown controls", () => {
    expect(lines).toContain("Copy page View as Markdown");
  });

  it('no name cell of the page glues "required" to a word', () => {
    expect(lines.filter((line) => /\wrequired\b/.test(line))).toEqual([]);
  });
});

describe("text browsers separate the words of the API overview", () => {
  it("each operation's method, path and summary", () => {
    const lines = page("/flowg/docs/api");
    expect(lines).toContain(
      "POST /api/v1/pipelines/{pipeline}/logs/text Send plain-text lines to a pipeline",
    );
    expect(lines.filter((line) => /^(GET|POST|PUT|PATCH|DELETE)\//.test(line))).toEqual([]);
  });
});
