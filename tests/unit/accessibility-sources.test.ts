import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "../../node/robots";
import { siteConfig } from "../../src/config/load";
import { allDocsDirs } from "../support/flowg-version";

/** Small accessibility faults found in the sources, each checked where it is written. */

function files(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The header cells of every GFM table of a Markdown text, with their line numbers. */
function tableHeaders(source: string): Array<{ line: number; cells: string[] }> {
  const lines = source.split("\n");
  const headers: Array<{ line: number; cells: string[] }> = [];
  let fenced = false;
  lines.forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    const next = lines[i + 1] ?? "";
    if (fenced || !text.trim().startsWith("|")) return;
    if (!/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(next)) return;
    const cells = text
      .trim()
      .replace(/^\|/, "")
      .replace(/\|$/, "")
      .split(/(?<!\\)\|/);
    headers.push({ line: i + 1, cells: cells.map((cell) => cell.trim()) });
  });
  return headers;
}

describe("tables of the docs", () => {
  it("give every column a header (an empty <th> names nothing for a screen reader)", () => {
    // Every version's docs: the current one, the archived ones and the drafts waiting to switch.
    const dirs = allDocsDirs();
    expect(dirs).toContain("content/docs");
    const empty = dirs
      .flatMap((dir) => files(dir, ".mdx"))
      .flatMap((file) =>
        tableHeaders(fs.readFileSync(file, "utf8"))
          .filter((header) => header.cells.some((cell) => cell === ""))
          .map((header) => `${file}:${header.line}`),
      );
    expect(empty).toEqual([]);
  });

  it("finds the header rows it checks", () => {
    expect(tableHeaders("| A | B |\n| --- | --- |\n| 1 | 2 |")).toEqual([
      { line: 1, cells: ["A", "B"] },
    ]);
    expect(tableHeaders("| | B |\n| --- | --- |")[0]!.cells).toEqual(["", "B"]);
  });
});

describe("components", () => {
  it("name a <pre> only when it has a role that may be named", () => {
    // A bare <pre> is a generic element: ARIA forbids naming it, and screen readers ignore the name.
    const unnamed = files("src", ".tsx").flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/<pre\b[^>]*>/g)]
        .filter((m) => /\saria-label(ledby)?=/.test(m[0]) && !/\srole=/.test(m[0]))
        .map((m) => `${file}: ${m[0].replace(/\s+/g, " ")}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe("robots.txt", () => {
  it("allows crawling and names the sitemap under the configured site URL", () => {
    const { config } = siteConfig();
    const text = robotsTxt(config);
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${config.url}${config.basePath}/sitemap-index.xml`);
    expect(robotsTxt({ url: "https://logs.example.com/", basePath: "/docs" })).toContain(
      "Sitemap: https://logs.example.com/docs/sitemap-index.xml\n",
    );
  });
});
