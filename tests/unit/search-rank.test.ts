import { beforeAll, describe, expect, it } from "vitest";
import { highlight, highlightTerms, snippet } from "../../src/shared/search/highlight";
import { compact, parseQuery, stem } from "../../src/shared/search/normalize";
import type { SearchEngine } from "../../src/shared/search/searcher";
import { SEARCH_KINDS } from "../../src/shared/search/types";
import { siteSearchEngine } from "../support/search-engine";
import { SEARCH_QUERIES } from "../support/search-queries";
import { buildSearchRecords } from "../../node/search/records";
import { searchInputFromFiles } from "../support/search-content";
import { CURRENT_VERSION, versionSources } from "../support/flowg-version";

let engine: SearchEngine;
beforeAll(async () => {
  engine = await siteSearchEngine();
}, 60_000);

describe("ranking on the current version's index", () => {
  // The fixed query set above reads the version it was written for; these read today's docs.
  let current: SearchEngine;
  beforeAll(async () => {
    current = await siteSearchEngine(
      buildSearchRecords(searchInputFromFiles(versionSources(CURRENT_VERSION))),
    );
  }, 60_000);
  const firstUrls = (query: string, limit: number) =>
    current.search(query, { limit }).hits.map((hit) => hit.record.url);

  it('puts the pipelines guide first for "pipeline", before "Testing a Pipeline"', () => {
    // Both titles hold one other meaningful word ("How To Build a Pipeline?", "Testing a
    // Pipeline"); the guide's address (/pipelines) is its short name.
    const urls = firstUrls("pipeline", 5);
    expect(urls[0]).toBe("/docs/guides/pipelines");
    expect(urls).toContain("/docs/guides/pipeline-testing");
  });

  it("keeps a page whose title is the query above the page whose address only is", () => {
    expect(firstUrls("pipeline testing", 1)).toEqual(["/docs/guides/pipeline-testing"]);
    expect(firstUrls("dynamic fields", 1)).toEqual(["/docs/guides/dynamic-fields"]);
  });

  it("puts a heading that says the query above reference names that hold it among other words", () => {
    // "Syslog over TLS" beats services.syslog.tls, services.syslog.tls.cert...
    expect(firstUrls("syslog tls", 1)).toEqual(["/docs/advanced/https/native#syslog-over-tls"]);
  });

  it("ranks a page high for one of its front-matter keywords", () => {
    expect(firstUrls("cluster cookie", 3)).toContain("/docs/advanced/clustering/auth");
  });
});

describe("ranking on the site's own index (built by gatsby-plugin-local-search)", () => {
  it("covers at least 60 queries, every kind, typos, synonyms and questions", () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(60);
    for (const kind of SEARCH_KINDS)
      expect(SEARCH_QUERIES.filter((q) => q.kind === kind).length, kind).toBeGreaterThan(0);
    const count = (group: string) => SEARCH_QUERIES.filter((q) => q.group === group).length;
    expect(count("exact")).toBeGreaterThanOrEqual(30);
    expect(count("typo")).toBeGreaterThanOrEqual(15);
    expect(count("synonym")).toBeGreaterThanOrEqual(10);
    expect(count("question")).toBeGreaterThanOrEqual(10);
  });

  for (const { query, first, kind, group, corrected } of SEARCH_QUERIES) {
    const within = group === "exact" ? 1 : 2;
    it(`"${query}" -> ${first} (${group}, ${within === 1 ? "first" : "in the first 2"})`, () => {
      const answer = engine.search(query, { limit: within });
      const hit = answer.hits.find((h) => h.record.url === first);
      expect(answer.hits.map((h) => h.record.url)).toContain(first);
      expect(hit?.record.kind).toBe(kind);
      expect(answer.corrected).toBe(corrected ?? null);
    });
  }

  it("finds nothing for an empty query or words the site does not have", () => {
    expect(engine.search("").hits).toEqual([]);
    expect(engine.search("  --  ").hits).toEqual([]);
    expect(engine.search("zzyzx qwertyuiop").hits).toEqual([]);
  });

  it("ranks an exact flag name far above pages that only mention it", () => {
    const [first, second] = engine.search("--max-size").hits;
    expect(first!.score).toBeGreaterThan(2 * second!.score);
  });

  it("returns every record of a page section once, best first", () => {
    const { hits } = engine.search("stream");
    expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
    for (let i = 1; i < hits.length; i++)
      expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });
});

describe("query normalisation", () => {
  it("compares identifiers in one compact form", () => {
    expect(compact("--max-size")).toBe("max size");
    expect(compact("FLOWG_API_TOKEN")).toBe("flowg api token");
    expect(compact("/api/v1/streams")).toBe("api v1 streams");
    expect(compact("flowg-client stream tail")).toBe("flowg client stream tail");
  });

  it("folds plurals lightly and drops stop words unless nothing else is left", () => {
    expect(["streams", "logs", "access", "tls", "ls"].map(stem)).toEqual([
      "stream",
      "log",
      "access",
      "tls",
      "ls",
    ]);
    expect(parseQuery("How to build a pipeline").stems).toEqual(["build", "pipeline"]);
    expect(parseQuery("how do I delete my old logs?").stems).toEqual(["delete", "old", "log"]);
    expect(parseQuery("to be").stems).toEqual(["to", "be"]);
    expect(parseQuery("streams stream").stems).toEqual(["stream"]);
  });
});

describe("highlighting and snippets", () => {
  const terms = highlightTerms("Retent streams");

  it("marks the typed part of each word", () => {
    expect(highlight("Retention of a stream", terms)).toEqual([
      { text: "Retent", match: true },
      { text: "ion of a ", match: false },
      { text: "stream", match: true },
    ]);
    expect(highlight("nothing here", terms)).toEqual([{ text: "nothing here", match: false }]);
  });

  it("cuts a snippet around the first match", () => {
    const text = `${"word ".repeat(60)}retention matters ${"tail ".repeat(40)}`.trim();
    const cut = snippet(text, terms, 80);
    expect(cut.startsWith("…")).toBe(true);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).toContain("retention matters");
    expect(cut.length).toBeLessThanOrEqual(82);
    expect(snippet("short text", terms, 80)).toBe("short text");
  });
});
