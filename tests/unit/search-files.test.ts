import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { checkBuild, formatBrokenLinks } from "../../src/node/link-check";
import {
  loadLexicon,
  searchResultLinks,
  writeSearchFiles,
  writeVocabulary,
} from "../../src/node/search/write-files";

const lexicon = { words: ["stream", "tail"], synonyms: [{ typed: ["k8s"], means: ["helm"] }] };

describe("search files", () => {
  it("writes content-hashed index, store and lexicon files, drops old ones, records the names", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"));
    const json = path.join(dir, "cache/search-files.json");
    const first = writeSearchFiles({ index: "[1]", store: { 0: { a: 1 } } }, dir, json, lexicon);
    expect(first.index).toMatch(/^\/search-index\/[0-9a-f]{16}\.index\.txt$/);
    expect(first.store).toMatch(/^\/search-index\/[0-9a-f]{16}\.store\.json$/);
    expect(first.lexicon).toMatch(/^\/search-index\/[0-9a-f]{16}\.lexicon\.json$/);
    expect(fs.readFileSync(path.join(dir, first.store!), "utf8")).toBe('{"0":{"a":1}}');
    expect(JSON.parse(fs.readFileSync(path.join(dir, first.lexicon!), "utf8"))).toEqual(lexicon);

    const second = writeSearchFiles({ index: "[1]", store: { 0: { a: 1 } } }, dir, json, {
      ...lexicon,
      words: ["stream"],
    });
    expect(second.index).not.toBe(first.index);
    expect(fs.readdirSync(path.join(dir, "search-index")).sort()).toEqual(
      [second.index, second.store, second.lexicon].map((f) => path.basename(f!)).sort(),
    );
    expect(JSON.parse(fs.readFileSync(json, "utf8"))).toEqual(second);
  });

  it("reads the vocabulary the normalizer left and checks the synonyms against it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-vocabulary-"));
    const file = path.join(dir, "vocabulary.json");
    writeVocabulary(["kubernetes", "helm"], file);
    const synonyms = YAML.parse(fs.readFileSync("content/search-synonyms.yaml", "utf8")) as object;
    expect(() => loadLexicon(synonyms, file)).toThrow(
      /^content\/search-synonyms\.yaml: invalid synonyms\n {2}- synonyms\[0\]\.means\[2\]: "installation" is not a word of the site's index/,
    );
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
      lexicon,
    );
    const broken = checkBuild(dir, "/flowg", [searchResultLinks(dir, "/flowg")]);
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
      "Broken internal links (2):
        /flowg/search-index (search results) -> /flowg/docs/guide#gone (no element with id "gone" on /flowg/docs/guide)
        /flowg/search-index (search results) -> /flowg/docs/missing (no such page or file)"
    `);
  });
});
