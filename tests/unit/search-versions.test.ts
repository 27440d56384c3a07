import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import FlexSearch from "flexsearch";
import { describe, expect, it } from "vitest";
import {
  archivedSearchIndexBuilds,
  normalizeSearchRecords,
  searchInputFromQuery,
  type SearchQueryData,
} from "../../node/search/plugin-options";
import { versionIndexes } from "../../node/search/write-files";
import { searchPageUrl } from "../../src/theme-common/search/group";
import {
  defaultSearchVersion,
  mergeVersionAnswers,
  scopeFromParam,
  scopeParam,
  scopeVersions,
  versionOfPath,
} from "../../src/theme-common/search/scope";
import {
  createSearchEngine,
  type FlexSearchModule,
  type SearchAnswer,
  type SearchStore,
} from "../../src/theme-common/search/searcher";
import type { RankedHit } from "../../src/theme-common/search/rank";
import type { SiteVersion } from "../../src/shared/versions";

const VERSIONS = ["0.45.8", "0.44.0"];

describe("search scope", () => {
  it("searches the page's version, else the current one", () => {
    expect(defaultSearchVersion(VERSIONS, "0.44.0")).toBe("0.44.0");
    expect(defaultSearchVersion(VERSIONS, "0.45.8")).toBe("0.45.8");
    expect(defaultSearchVersion(VERSIONS, null)).toBe("0.45.8");
    // A name without an index (a version since removed from the site) is passed over.
    expect(defaultSearchVersion(VERSIONS, "0.30.0")).toBe("0.45.8");
    // Outside the docs, the version the reader chose last; the page's own version wins.
    expect(defaultSearchVersion(VERSIONS, null, "0.44.0")).toBe("0.44.0");
    expect(defaultSearchVersion(VERSIONS, "0.45.8", "0.44.0")).toBe("0.45.8");
    expect(defaultSearchVersion(VERSIONS, null, "0.30.0")).toBe("0.45.8");
  });

  it("finds the page's version from the address, the longest docs path first", () => {
    const versions = [
      { name: "0.45.8", path: "/docs" },
      { name: "0.44.0", path: "/docs/0.44.0" },
    ];
    const prefixed = (path: string) => `/flowg${path}`;
    expect(versionOfPath("/flowg/docs/0.44.0/guides/streams", versions, prefixed)).toBe("0.44.0");
    expect(versionOfPath("/flowg/docs/0.44.0/", versions, prefixed)).toBe("0.44.0");
    expect(versionOfPath("/flowg/docs/guides/streams", versions, prefixed)).toBe("0.45.8");
    expect(versionOfPath("/flowg/docs", versions, prefixed)).toBe("0.45.8");
    expect(versionOfPath("/flowg/docs/0.44.0x/a", versions, prefixed)).toBe("0.45.8");
    expect(versionOfPath("/flowg/blog", versions, prefixed)).toBeNull();
    expect(versionOfPath("/flowg/", versions, prefixed)).toBeNull();
  });

  it("reads and writes the search page's version parameter", () => {
    expect(scopeFromParam(null, VERSIONS)).toEqual({ version: "0.45.8", all: false });
    expect(scopeFromParam("0.44.0", VERSIONS)).toEqual({ version: "0.44.0", all: false });
    expect(scopeFromParam("all", VERSIONS)).toEqual({ version: "0.45.8", all: true });
    expect(scopeFromParam("9.9.9", VERSIONS)).toEqual({ version: "0.45.8", all: false });
    expect(scopeParam({ version: "0.45.8", all: false }, VERSIONS)).toBeNull();
    expect(scopeParam({ version: "0.44.0", all: false }, VERSIONS)).toBe("0.44.0");
    expect(scopeParam({ version: "0.44.0", all: true }, VERSIONS)).toBe("all");
    expect(searchPageUrl(" stream tail ", "0.44.0")).toBe("/search?q=stream%20tail&version=0.44.0");
    expect(searchPageUrl("", "all")).toBe("/search?version=all");
    expect(searchPageUrl(" stream tail ")).toBe("/search?q=stream%20tail");
  });

  it("loads the other versions only when asked, the version being read first", () => {
    expect(scopeVersions({ version: "0.44.0", all: false }, VERSIONS)).toEqual(["0.44.0"]);
    expect(scopeVersions({ version: "0.44.0", all: true }, VERSIONS)).toEqual(["0.44.0", "0.45.8"]);
  });

  it("merges answers by score, labels the other versions' hits, keeps keys unique", () => {
    const hit = (id: number, score: number, url: string): RankedHit => ({
      id,
      score,
      record: { kind: "docs", url, page: url, section: "", text: "", names: [] },
    });
    const answer = (hits: RankedHit[], corrected: string | null = null): SearchAnswer => ({
      hits,
      corrected,
      terms: ["stream"],
      suggestions: ["streams"],
    });
    const merged = mergeVersionAnswers([
      { version: "0.44.0", answer: answer([hit(0, 10, "/docs/0.44.0/a"), hit(1, 3, "/b")], "x") },
      { version: "0.45.8", answer: answer([hit(0, 10, "/docs/a"), hit(1, 7, "/docs/c")]) },
    ]);
    expect(merged.hits.map((h) => [h.key, h.version])).toEqual([
      ["0.44.0:0", null],
      ["0.45.8:0", "0.45.8"],
      ["0.45.8:1", "0.45.8"],
      ["0.44.0:1", null],
    ]);
    expect(merged.corrected).toBe("x");
    expect(merged.suggestions).toEqual([]);
    expect(mergeVersionAnswers([{ version: "0.44.0", answer: answer([]) }]).suggestions).toEqual([
      "streams",
    ]);
  });
});

const version = (name: string, current: boolean): SiteVersion => ({
  name,
  label: `v${name}`,
  path: current ? "/docs" : `/docs/${name}`,
  current,
  banner: current ? null : "unmaintained",
});
const CURRENT = version("0.45.8", true);
const ARCHIVED = version("0.44.0", false);

const doc = (docsVersion: string, route: string, title: string, body: string) => ({
  docsVersion,
  route,
  title,
  description: null,
  keywords: [],
  sourcePath: `${route}.mdx`,
  mdx: { body },
});

const DATA = {
  allDocPage: {
    nodes: [
      doc(
        "0.45.8",
        "/docs/guides/streams",
        "Streams",
        "Streams keep logs with a retention time; helm deploys it.",
      ),
      doc(
        "0.44.0",
        "/docs/0.44.0/guides/streams",
        "Streams",
        "Streams hold logs; retention by size.",
      ),
      doc("0.44.0", "/docs/0.44.0/setup/installation", "Installation", "Deploy it with helm."),
    ],
  },
  allBlogPost: {
    nodes: [
      {
        route: "/blog/release",
        title: "Release notes",
        description: "What is new",
        tags: [],
        sourcePath: "content/blog/release.mdx",
        mdx: { body: "A transformer runs on every log." },
      },
    ],
  },
  // The operation models of each version (routes under the version's path), as the
  // apiOperationModels field gives them.
  apiOperationModels: {
    "0.44.0": [
      {
        route: "/docs/0.44.0/api/list-streams",
        view: {
          method: "GET",
          apiPath: "/api/v1/streams",
          operationId: "ListStreams",
          summary: "List streams",
          html: { markdown: "", html: "" },
          parameters: [],
        },
      },
    ],
  },
  cliPageModels: {},
} as unknown as SearchQueryData;

describe("search index per docs version", () => {
  it("gives each version its own records: docs and API under its path, the blog only in the current one", () => {
    const archived = searchInputFromQuery(DATA, ARCHIVED);
    expect(archived.docs.map((d) => d.route)).toEqual([
      "/docs/0.44.0/guides/streams",
      "/docs/0.44.0/setup/installation",
    ]);
    expect(archived.blog).toEqual([]);
    expect(archived.api.map((a) => a.route)).toEqual(["/docs/0.44.0/api/list-streams"]);
    const current = searchInputFromQuery(DATA, CURRENT);
    expect(current.docs.map((d) => d.route)).toEqual(["/docs/guides/streams"]);
    expect(current.blog.map((b) => b.route)).toEqual(["/blog/release"]);
  });

  it("builds the archived indexes with the plugin; typos and synonyms work in each", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-versions-"));
    const cache = {
      vocabulary: path.join(dir, "vocabulary.json"),
      archived: path.join(dir, "archived.json"),
    };
    const documents = await normalizeSearchRecords(DATA, [CURRENT, ARCHIVED], cache);
    expect(documents.map((d) => d.url)).toEqual(["/docs/guides/streams", "/blog/release"]);

    const synonyms = { synonyms: [{ typed: ["k8s"], means: ["helm", "retention"] }] };
    // The current index's node is the plugin's: its own store stands in for it here.
    const current = { version: "0.45.8", index: "", store: {} };
    const [, archived] = versionIndexes(current, synonyms, cache.vocabulary, cache.archived);
    expect(archived!.version).toBe("0.44.0");
    const engine = createSearchEngine(
      FlexSearch as unknown as FlexSearchModule,
      archived!.index,
      archived!.store as SearchStore,
      archived!.lexicon,
    );
    const urls = (query: string) => engine.search(query).hits.map((h) => h.record.url);
    expect(urls("list streams")[0]).toBe("/docs/0.44.0/api/list-streams");
    expect(engine.search("instalation").corrected).toBe("installation");
    expect(urls("instalation")).toContain("/docs/0.44.0/setup/installation");
    expect(urls("k8s")).toContain("/docs/0.44.0/setup/installation");
    expect(urls("transformer")).toEqual([]);
  });

  it("builds an archived index again only when its records change (develop reruns the normalizer)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-versions-"));
    const cache = {
      vocabulary: path.join(dir, "vocabulary.json"),
      archived: path.join(dir, "archived.json"),
    };
    const archivedFile = () => fs.readFileSync(cache.archived, "utf8");
    // The archived records of an earlier test in this process may be known already.
    await normalizeSearchRecords(DATA, [CURRENT, ARCHIVED], cache);
    const builds = archivedSearchIndexBuilds();
    const first = archivedFile();

    // A doc of the current version edited: the archived index is the one built before.
    const edited = structuredClone(DATA);
    edited.allDocPage.nodes.find((d) => d.docsVersion === CURRENT.name)!.title = "Streams, edited";
    await normalizeSearchRecords(edited, [CURRENT, ARCHIVED], cache);
    expect(archivedSearchIndexBuilds()).toBe(builds);
    expect(archivedFile()).toBe(first);

    // One of the archived version's own: built again.
    const archivedEdit = structuredClone(DATA);
    archivedEdit.allDocPage.nodes.find((d) => d.docsVersion === ARCHIVED.name)!.title =
      "Archived streams, edited";
    await normalizeSearchRecords(archivedEdit, [CURRENT, ARCHIVED], cache);
    expect(archivedSearchIndexBuilds()).toBe(builds + 1);
    expect(archivedFile()).toContain("Archived streams, edited");
  });
});
