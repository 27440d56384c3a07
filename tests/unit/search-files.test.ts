import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { checkBuild, formatBrokenLinks } from "../../node/link-check";
import type { SiteModel } from "../../node/model";
import {
  searchFileContents,
  searchFileNames,
  searchResultLinks,
  serverFilesJson,
  versionIndexes,
  writeSearchFiles,
} from "../../node/search/files";
import { buildSearchRecords } from "../../node/search/records";

const lexicon = { words: ["stream", "tail"], synonyms: [{ typed: ["k8s"], means: ["helm"] }] };

describe("search files", () => {
  it("writes content-hashed index, store and lexicon files per version, drops old ones, records the names", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"));
    const json = path.join(dir, "cache/search-files.json");
    const current = { version: "0.45.8", index: "[1]", store: { 0: { a: 1 } }, lexicon };
    const archived = { version: "0.44.0", index: "[2]", store: { 0: { a: 2 } }, lexicon };
    const [first, old] = writeSearchFiles([current, archived], dir, json);
    expect(first!.version).toBe("0.45.8");
    expect(first!.index).toMatch(/^\/search-index\/0\.45\.8\.[0-9a-f]{16}\.index\.txt$/);
    expect(first!.store).toMatch(/^\/search-index\/0\.45\.8\.[0-9a-f]{16}\.store\.json$/);
    expect(first!.lexicon).toMatch(/^\/search-index\/0\.45\.8\.[0-9a-f]{16}\.lexicon\.json$/);
    expect(old!.index).toMatch(/^\/search-index\/0\.44\.0\.[0-9a-f]{16}\.index\.txt$/);
    expect(fs.readFileSync(path.join(dir, first!.store), "utf8")).toBe('{"0":{"a":1}}');
    expect(fs.readFileSync(path.join(dir, old!.store), "utf8")).toBe('{"0":{"a":2}}');
    expect(JSON.parse(fs.readFileSync(path.join(dir, first!.lexicon), "utf8"))).toEqual(lexicon);

    // The archived version goes away, the current one's lexicon changes: both old sets go.
    const second = writeSearchFiles(
      [{ ...current, lexicon: { ...lexicon, words: ["stream"] } }],
      dir,
      json,
    );
    expect(second.map((f) => f.version)).toEqual(["0.45.8"]);
    expect(second[0]!.index).not.toBe(first!.index);
    expect(fs.readdirSync(path.join(dir, "search-index")).sort()).toEqual(
      [second[0]!.index, second[0]!.store, second[0]!.lexicon].map((f) => path.basename(f)).sort(),
    );
    expect(JSON.parse(fs.readFileSync(json, "utf8"))).toEqual(second);
  });

  it("names develop's files by version alone, so they keep their names from one edit to the next", () => {
    const current = { version: "0.63.0", index: "[1]", store: { 0: { a: 1 } }, lexicon };
    const develop = { hashedNames: false };
    const first = searchFileContents([current], develop);
    expect(first.files).toEqual([
      {
        version: "0.63.0",
        index: "/search-index/0.63.0.index.txt",
        store: "/search-index/0.63.0.store.json",
        lexicon: "/search-index/0.63.0.lexicon.json",
      },
    ]);
    expect(first.files[0]).toEqual(searchFileNames("0.63.0"));
    // A doc edited: new texts under the same names.
    const second = searchFileContents([{ ...current, store: { 0: { a: 2 } } }], develop);
    expect(second.files).toEqual(first.files);
    expect(second.texts.find((file) => file.path.endsWith(".store.json"))?.text).toBe(
      '{"0":{"a":2}}',
    );
    // A build hashes the texts into the names: the same edit renames the store.
    const built = searchFileContents([current]).files[0]!;
    expect(built.store).not.toBe(searchFileContents([{ ...current, store: {} }]).files[0]!.store);
  });

  it("gives the server render the versions alone, so an edited sentence leaves its file as it is", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-server-"));
    const json = path.join(dir, "cache/search-files.json");
    const server = serverFilesJson(json);
    expect(server).toBe(path.join(dir, "cache/search-files.server.json"));
    const current = { version: "0.63.0", index: "[1]", store: { 0: { a: 1 } }, lexicon };
    const archived = { version: "0.45.8", index: "[2]", store: { 0: { a: 2 } }, lexicon };
    writeSearchFiles([current, archived], dir, json);
    expect(JSON.parse(fs.readFileSync(server, "utf8"))).toEqual([
      { version: "0.63.0", index: "", store: "", lexicon: "" },
      { version: "0.45.8", index: "", store: "", lexicon: "" },
    ]);
    const written = fs.statSync(server).mtimeMs;
    const browserNames = fs.readFileSync(json, "utf8");

    // A sentence of the current version edited: the browser's names change, the server's file
    // is not written again.
    writeSearchFiles([{ ...current, index: "[1,3]" }, archived], dir, json);
    expect(fs.readFileSync(json, "utf8")).not.toBe(browserNames);
    expect(fs.statSync(server).mtimeMs).toBe(written);
  });

  it("gives an archived version the synonyms whose words it has, checks the current one's strictly", async () => {
    const synonyms = {
      synonyms: [
        { typed: ["k8s"], means: ["kubernetes", "helm"] },
        { typed: ["delete old logs"], means: ["retention", "ttl"] },
      ],
    };
    const site = model(
      ["Kubernetes and helm; retention or ttl of a stream.", "Helm deploys a stream."],
      synonyms,
    );
    const [current, archived] = await versionIndexes(site, { index: "[1]", store: {} });
    expect(current!.lexicon.synonyms).toEqual(synonyms.synonyms);
    expect(archived!.version).toBe("0.44.0");
    expect(archived!.lexicon.synonyms).toEqual([{ typed: ["k8s"], means: ["helm"] }]);
    expect(archived!.lexicon.words).not.toContain("kubernetes");
    // A site with one version: the current version alone.
    const one = { ...site, versions: site.versions.slice(0, 1) } as SiteModel;
    expect(await versionIndexes(one, { index: "", store: {} })).toHaveLength(1);
  });

  it("checks the synonyms against the current version's vocabulary, naming the file and entry", async () => {
    const synonyms = YAML.parse(fs.readFileSync("content/search-synonyms.yaml", "utf8")) as object;
    await expect(
      versionIndexes(model(["Kubernetes and helm."], synonyms), { index: "", store: {} }),
    ).rejects.toThrow(
      /^content\/search-synonyms\.yaml: invalid synonyms\n {2}- synonyms\[0\]\.means\[2\]: "installation" is not a word of the site's index/,
    );
  });
});

/**
 * What versionIndexes reads of the site model: the synonyms node, and each version's name and
 * search records (one doc per version, with the text given, current version first).
 */
function model(texts: readonly string[], synonyms: object): SiteModel {
  const versions = texts.map((text, i) => {
    const name = i === 0 ? "0.45.8" : "0.44.0";
    const records = buildSearchRecords({
      docs: [
        { route: `/docs/${name}`, title: "Page", description: null, keywords: [], body: text },
      ],
      blog: [],
      api: [],
      cli: [],
    });
    return { version: { name }, searchRecords: () => records };
  });
  const node = { id: "synonyms", parent: null, children: [], internal: {}, ...synonyms };
  return { versions, store: { searchSynonymsYaml: () => [node] } } as unknown as SiteModel;
}

describe("search result links", () => {
  it("are checked by the broken-link gate, anchors included, in every version's store", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-links-"));
    fs.mkdirSync(path.join(dir, "docs/guide"), { recursive: true });
    fs.writeFileSync(path.join(dir, "docs/guide/index.html"), '<h2 id="real">Real</h2>');
    // The copy the build writes so that /flowg/docs/guide is served without a redirect.
    fs.copyFileSync(path.join(dir, "docs/guide/index.html"), path.join(dir, "docs/guide.html"));
    writeSearchFiles(
      [
        {
          version: "0.45.8",
          index: "[]",
          store: { 0: { url: "/docs/guide#real" }, 1: { url: "/docs/guide#gone" } },
          lexicon,
        },
        { version: "0.44.0", index: "[]", store: { 0: { url: "/docs/missing" } }, lexicon },
      ],
      dir,
      path.join(dir, "cache/search-files.json"),
    );
    const broken = checkBuild(dir, "/flowg", [searchResultLinks(dir, "/flowg")]);
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
      "Broken internal links (2):
        /flowg/search-index (search results) -> /flowg/docs/missing (no such page or file)
        /flowg/search-index (search results) -> /flowg/docs/guide#gone (no element with id "gone" on /flowg/docs/guide)"
    `);
  });
});
