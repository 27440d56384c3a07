import FlexSearch from "flexsearch";
import { describe, expect, it } from "vitest";
import { versionIndexes, type VersionIndex } from "../../node/search/files";
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
} from "../../src/shared/search/searcher";
import type { RankedHit } from "../../src/shared/search/rank";
import { modelOf, testNode } from "../support/site-model";

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

const node = testNode;

/** A doc page of a version and its Mdx node (no front matter: the body is the file). */
const doc = (docsVersion: string, route: string, title: string, body: string) => [
  node("DocPage", `doc:${route}`, {
    docsVersion,
    docId: route,
    route,
    title,
    description: null,
    keywords: [],
    sourcePath: `${route.slice(1)}.mdx`,
    contentFilePath: `${process.cwd()}${route}.mdx`,
    frontMatterLines: 0,
    mdxId: `mdx:${route}`,
  }),
  node("Mdx", `mdx:${route}`, { body }),
];

/** The site model of a store holding these docs, a blog post and the synonyms file. */
function model(docs: ReturnType<typeof doc>[]) {
  const nodes = [
    ...docs.flat(),
    node("BlogPost", "post", {
      route: "/blog/release",
      title: "Release notes",
      description: "What is new",
      tags: [],
      sourcePath: "content/blog/release.mdx",
      contentFilePath: `${process.cwd()}/content/blog/release.mdx`,
      frontMatterLines: 0,
      mdxId: "mdx:post",
    }),
    node("Mdx", "mdx:post", { body: "A transformer runs on every log." }),
    node("SearchSynonymsYaml", "synonyms", {
      synonyms: [{ typed: ["k8s"], means: ["helm", "retention"] }],
    }),
  ];
  return modelOf(nodes);
}

const DOCS = [
  doc(
    "0.45.8",
    "/docs/guides/streams",
    "Streams",
    "Streams keep logs with a retention time; helm deploys it.",
  ),
  doc("0.44.0", "/docs/0.44.0/guides/streams", "Streams", "Streams hold logs; retention by size."),
  doc("0.44.0", "/docs/0.44.0/setup/installation", "Installation", "Deploy it with helm."),
];

/** A search engine over one version's built index, as the browser makes it. */
function engineOf(index: VersionIndex) {
  const engine = createSearchEngine(
    FlexSearch as unknown as FlexSearchModule,
    index.index,
    index.store as SearchStore,
    index.lexicon,
  );
  return (query: string) => engine.search(query);
}

describe("search index per docs version", () => {
  it("gives each version its own records: docs under its path, the blog only in the current one", () => {
    const [current, archived] = model(DOCS).versions;
    const pages = (records: Array<{ url: string }>) => [
      ...new Set(records.map((r) => r.url.split("#")[0])),
    ];
    expect(pages(archived!.searchRecords())).toEqual([
      "/docs/0.44.0/guides/streams",
      "/docs/0.44.0/setup/installation",
    ]);
    expect(pages(current!.searchRecords())).toEqual(["/docs/guides/streams", "/blog/release"]);
  });

  it("builds the archived indexes with the plugin; typos and synonyms work in each", async () => {
    const site = model(DOCS);
    // The current index's node is the plugin's: an empty one stands in for it here.
    const [current, archived] = await versionIndexes(site, { index: "", store: {} });
    expect(current!.version).toBe("0.45.8");
    expect(current!.lexicon.words).toContain("transformer");
    expect(archived!.version).toBe("0.44.0");
    const search = engineOf(archived!);
    const urls = (query: string) => search(query).hits.map((h) => h.record.url);
    expect(urls("installation")[0]).toBe("/docs/0.44.0/setup/installation");
    expect(search("instalation").corrected).toBe("installation");
    expect(urls("instalation")).toContain("/docs/0.44.0/setup/installation");
    expect(urls("k8s")).toContain("/docs/0.44.0/setup/installation");
    expect(urls("transformer")).toEqual([]);
  });

  it("an edit of one version's doc shows in that version's index only", async () => {
    const edited = DOCS.map((pair) =>
      pair[0]!.id === "doc:/docs/0.44.0/setup/installation"
        ? doc("0.44.0", "/docs/0.44.0/setup/installation", "Installing", "Deploy it with kubectl.")
        : pair,
    );
    const [before, after] = await Promise.all(
      [DOCS, edited].map((docs) => versionIndexes(model(docs), { index: "", store: {} })),
    );
    expect(engineOf(after![1]!)("kubectl").hits[0]?.record.url).toBe(
      "/docs/0.44.0/setup/installation",
    );
    expect(engineOf(before![1]!)("kubectl").hits).toEqual([]);
    expect(after![0]!.lexicon.words).toEqual(before![0]!.lexicon.words);
  });
});
