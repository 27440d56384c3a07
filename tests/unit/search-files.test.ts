import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkBuild, formatBrokenLinks } from "../../src/node/link-check";
import { searchResultLinks, writeSearchFiles } from "../../src/node/search/write-files";

describe("search files", () => {
  it("writes content-hashed index and store files, drops old ones and records the names", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"));
    const json = path.join(dir, "cache/search-files.json");
    const first = writeSearchFiles({ index: "[1]", store: { 0: { a: 1 } } }, dir, json);
    expect(first.index).toMatch(/^\/search-index\/[0-9a-f]{16}\.index\.txt$/);
    expect(first.store).toMatch(/^\/search-index\/[0-9a-f]{16}\.store\.json$/);
    expect(fs.readFileSync(path.join(dir, first.store!), "utf8")).toBe('{"0":{"a":1}}');

    const second = writeSearchFiles({ index: "[2]", store: {} }, dir, json);
    expect(second.index).not.toBe(first.index);
    expect(fs.readdirSync(path.join(dir, "search-index")).sort()).toEqual(
      [second.index, second.store].map((f) => path.basename(f!)).sort(),
    );
    expect(JSON.parse(fs.readFileSync(json, "utf8"))).toEqual(second);
  });
});

describe("search result links", () => {
  it("are checked by the broken-link gate, anchors included", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-links-"));
    fs.mkdirSync(path.join(dir, "docs/guide"), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs/guide/index.html"), '<h2 id="real">Real</h2>');
    // The copy the build writes so that /flowg/docs/guide is served without a redirect.
    fs.copyFileSync(path.join(dir, "docs/guide/index.html"), path.join(dir, "docs/guide.html"));
    writeSearchFiles(
      {
        index: "[]",
        store: {
          0: { url: "/docs/guide#real" },
          1: { url: "/docs/guide#gone" },
          2: { url: "/docs/missing" },
        },
      },
      dir,
      path.join(dir, "cache/search-files.json"),
    );
    const broken = checkBuild(dir, "/flowg", [searchResultLinks(dir, "/flowg")]);
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
      "Broken internal links (2):
        /flowg/search-index (search results) -> /flowg/docs/guide#gone (no element with id "gone" on /flowg/docs/guide)
        /flowg/search-index (search results) -> /flowg/docs/missing (no such page or file)"
    `);
  });
});
