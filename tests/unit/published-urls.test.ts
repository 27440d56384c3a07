import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishedPaths, readUrlList } from "../../scripts/published-urls.mjs";

const SCRIPT = path.resolve("scripts/published-urls.mjs");
const SITE = "https://link-society.github.io/flowg";

let dir: string;

/** Writes files (path -> text) under `root`. */
function write(root: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
}

/** A small build: pages with their x.html copies, copies, feeds, hashed assets. */
const BUILD: Record<string, string> = {
  "index.html": `<link rel="canonical" href="${SITE}/">`,
  "404.html": `<link rel="canonical" href="${SITE}/404">`,
  "404/index.html": "not found",
  "docs/index.html": "docs",
  "docs.html": "docs",
  "docs.md": `[streams](${SITE}/docs/guides/streams#retention)`,
  "docs/guides/streams/index.html": `<meta property="og:image" content="${SITE}/img/social-card.png">`,
  "docs/guides/streams.html": "streams",
  "docs/guides/streams.md": "# Streams",
  "blog/rss.xml": "<rss/>",
  "sitemap-index.xml": `<loc>${SITE}/sitemap-0.xml</loc>`,
  "sitemap-0.xml": "<urlset/>",
  "llms.txt": `- [API](${SITE}/openapi/flowg.yaml)`,
  "robots.txt": "User-agent: *",
  "openapi/flowg.yaml": "openapi: 3.0.3",
  "img/social-card.png": "png",
  "app-0123abcd.js": "js",
  "app-0123abcd.js.LICENSE.txt": "licence",
  "static/avatar-9f8e.png": "png",
  "page-data/docs/page-data.json": "{}",
  "search-index/ab12.index.txt": "index",
  "_gatsby/slices/_gatsby-scripts-1.html": "<script></script>",
  "diagrams/0123456789abcdef.svg": "<svg/>",
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "published-urls-"));
  write(path.join(dir, "public"), BUILD);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { cwd: dir, encoding: "utf8" });

describe("scripts/published-urls.mjs", () => {
  it("lists pages at their canonical URL, copies, feeds, text files and stable files", () => {
    expect(publishedPaths(path.join(dir, "public"), "/flowg")).toEqual([
      "/flowg/",
      "/flowg/blog/rss.xml",
      "/flowg/docs",
      "/flowg/docs.md",
      "/flowg/docs/guides/streams",
      "/flowg/docs/guides/streams.md",
      "/flowg/img/social-card.png",
      "/flowg/llms.txt",
      "/flowg/openapi/flowg.yaml",
      "/flowg/robots.txt",
      "/flowg/sitemap-0.xml",
      "/flowg/sitemap-index.xml",
    ]);
  });

  it("adds a URL written out in full that no rule covers", () => {
    write(path.join(dir, "public"), {
      "docs/index.html": `<a href="${SITE}/downloads/flowg.tar.gz">`,
    });
    expect(publishedPaths(path.join(dir, "public"), "/flowg")).toContain(
      "/flowg/downloads/flowg.tar.gz",
    );
  });

  it("writes the list once, then only appends, never removing a URL", () => {
    const first = run("--label", "build one");
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const list = path.join(dir, "tests/build/published-urls.txt");
    const text = fs.readFileSync(list, "utf8");
    expect(readUrlList(text)).toHaveLength(12);
    expect(text.split("\n")[3]).toMatch(
      /^# \d{4}-\d{2}-\d{2}: 12 URLs from build one \(built \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)$/,
    );

    const again = run("--label", "build one");
    expect(again.status).toBe(2);
    expect(again.stderr.trim()).toBe(
      "published-urls: tests/build/published-urls.txt exists; --append adds to it (no URL is ever removed)",
    );

    // A later build moved a page and added one: the old URL stays listed, the new one joins.
    fs.rmSync(path.join(dir, "public/docs/guides"), { recursive: true });
    write(path.join(dir, "public"), {
      "docs/0.45.8/index.html": "v0.45.8",
      "docs/0.45.8.html": "",
    });
    expect(run("--label", "build two", "--append").status).toBe(0);
    const appended = fs.readFileSync(list, "utf8");
    expect(readUrlList(appended)).toEqual([...readUrlList(text), "/flowg/docs/0.45.8"].sort());
    expect(appended.split("\n").filter((line) => /^# \d{4}/.test(line))).toHaveLength(2);
    expect(appended).toMatch(/: 1 URL added from build two \(built /);
  });

  it("refuses to run without a label or with an unknown argument", () => {
    expect(run().status).toBe(2);
    expect(run("--label", "x", "--force").stderr.trim()).toBe(
      "published-urls: unknown argument --force",
    );
  });
});
