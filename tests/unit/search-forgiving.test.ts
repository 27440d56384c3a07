import { beforeAll, describe, expect, it } from "vitest";
import { searchVocabulary } from "../../node/search/records";
import { checkSynonymWords, parseSynonyms } from "../../node/search/synonyms";
import { synonymsFromFile } from "../support/content-files";
import {
  buildVocabulary,
  closestWords,
  editDistance,
  knowsPrefix,
  prepareVocabulary,
  typoBudget,
} from "../../src/shared/search/lexicon";
import { parseQuery } from "../../src/shared/search/normalize";
import { literalTerms, prepareRecord, rank } from "../../src/shared/search/rank";
import type { SearchEngine } from "../../src/shared/search/searcher";
import type { StoredRecord } from "../../src/shared/search/types";
import { siteSearchEngine, type BuiltIndex } from "../support/search-engine";

let engine: SearchEngine & BuiltIndex;
beforeAll(async () => {
  engine = await siteSearchEngine();
}, 60_000);

describe("vocabulary and edit distance", () => {
  it("lists the words of the records, most frequent first, without numbers or hashes", () => {
    expect(
      buildVocabulary(["Stream stream tail", "stream ttl 2048 a1b2", "tail retention v1"]),
    ).toEqual(["stream", "tail", "a1b2", "retention", "ttl"]);
  });

  it("counts a transposition as one edit and stops past the budget", () => {
    expect(editDistance("trasnformer", "transformer", 2)).toBe(1);
    expect(editDistance("pipline", "pipeline", 1)).toBe(1);
    expect(editDistance("sislog", "syslog", 1)).toBe(1);
    expect(editDistance("stream", "stream", 1)).toBe(0);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
    expect(editDistance("log", "logstash", 2)).toBe(3);
  });

  it("forgives one typo from 4 letters and two from 8", () => {
    expect(["tls", "sync", "pipline", "pipeline", "transformr"].map(typoBudget)).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });

  it("finds prefixes and the closest words, same first letter and most frequent first", () => {
    const vocabulary = prepareVocabulary(["stream", "syslog", "storage", "tls", "ttl", "xtream"]);
    expect(knowsPrefix(vocabulary, "stre")).toBe(true);
    expect(knowsPrefix(vocabulary, "strz")).toBe(false);
    expect(closestWords(vocabulary, "ztream", 1, 5)).toEqual(["stream", "xtream"]);
    expect(closestWords(vocabulary, "strean", 1, 5)).toEqual(["stream"]);
    expect(closestWords(vocabulary, "tsl", 2, 2)).toEqual(["tls", "ttl"]);
    expect(closestWords(vocabulary, "strean", 0, 5)).toEqual([]);
  });
});

describe("typo tolerance on the site's index", () => {
  it("shows results for the corrected word, and none when asked for the words as typed", () => {
    const answer = engine.search("trasnformer");
    expect(answer.corrected).toBe("transformer");
    expect(answer.hits[0]?.record.url).toBe("/docs/guides/transformers");
    expect(answer.terms).toContain("transformer");
    const literal = engine.search("trasnformer", { literal: true });
    expect(literal.hits).toEqual([]);
    expect(literal.corrected).toBeNull();
    expect(literal.suggestions[0]).toBe("transformer");
  });

  it("never corrects a word of the site, a prefix of one, a short word or a number", () => {
    for (const query of ["traffic", "pipelin", "retent", "tsl", "8080", "flowg_api_to"])
      expect(engine.search(query).corrected, query).toBeNull();
  });

  it("keeps exact and prefix matches: a corrected word leaves the typed ones as they are", () => {
    const answer = engine.search("tail strem");
    expect(answer.corrected).toBe("tail stream");
    expect(answer.hits[0]?.record.url).toBe("/docs/cli/flowg-client/flowg-client_stream_tail");
    // "retent" starts a word of the site: it is searched as typed, not corrected to "recent".
    expect(engine.search("retent").hits[0]?.record.url).toBe("/docs/design/storage#retention");
  });

  it("suggests the closest words that have results when nothing matches", () => {
    expect(engine.search("tsl")).toMatchObject({ hits: [], suggestions: ["tls", "ttl", "ssl"] });
    expect(engine.search("zzyzx").suggestions).toEqual([]);
  });
});

describe("synonyms, questions and title weight", () => {
  it("searches the site's words for the reader's, and marks them", () => {
    const answer = engine.search("k8s");
    expect(answer.hits[0]?.record.url).toBe("/docs/setup/installation");
    expect(answer.terms).toEqual(expect.arrayContaining(["k8s", "kubernete", "helm"]));
    expect(answer.corrected).toBeNull();
  });

  it("drops question words, so a question finds what its other words find", () => {
    expect(parseQuery("how do I delete my old logs?").words).toEqual(["delete", "old", "logs"]);
    expect(engine.search("what is a stream").hits[0]?.record.url).toBe(
      engine.search("stream").hits[0]?.record.url,
    );
  });

  it("weighs a word in a title or heading over the same word in body text", () => {
    const record = (page: string, section: string, text: string): StoredRecord => ({
      kind: "docs",
      url: `/${page}`,
      page,
      section,
      text,
      names: [],
    });
    const records = [
      record("Body", "Intro", "mentions compaction in passing"),
      record("Guide", "Compaction", "what happens"),
    ].map((r, id) => prepareRecord(id, r));
    const q = parseQuery("compaction");
    const hits = rank(records, q, literalTerms(q, [new Set([0])]));
    expect(hits.map((h) => h.record.section)).toEqual(["Compaction", "Intro"]);
    expect(hits[0]!.score).toBeGreaterThan(2 * hits[1]!.score);
  });
});

describe("content/search-synonyms.yaml", () => {
  it("is valid, and every `means` word is a word of the site", () => {
    const synonyms = synonymsFromFile();
    expect(synonyms.length).toBeGreaterThanOrEqual(10);
    expect(() => checkSynonymWords(synonyms, searchVocabulary(engine.documents))).not.toThrow();
  });

  it("names the file, the path and what was expected", () => {
    const file = "content/search-synonyms.yaml";
    expect(() => parseSynonyms({ synonyms: [{ typed: "k8s", means: ["Kubernetes"], also: 1 }] }))
      .toThrowErrorMatchingInlineSnapshot(`
        [ContentError: content/search-synonyms.yaml: invalid synonyms
          - synonyms[0].typed: expected array, received string "k8s"
          - synonyms[0].means[0]: expected one lower-case word (letters and digits)
          - synonyms[0]: unknown key "also"]
      `);
    expect(() => parseSynonyms([], file)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/search-synonyms.yaml: invalid synonyms
        - (root): expected object, received array]
    `);
    expect(() =>
      parseSynonyms({
        synonyms: [
          { typed: ["k8s", "how to"], means: ["kubernetes"] },
          { typed: ["K8S"], means: ["helm"] },
        ],
      }),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/search-synonyms.yaml: invalid synonyms
        - synonyms[0].typed[1]: "how to" has only stop words, which queries drop
        - synonyms[1].typed[0]: "K8S" is already listed at synonyms[0].typed[0]]
    `);
    expect(() =>
      checkSynonymWords([{ typed: ["k8s"], means: ["kubernetes", "openshift"] }], ["kubernetes"]),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/search-synonyms.yaml: invalid synonyms
        - synonyms[0].means[1]: "openshift" is not a word of the site's index]
    `);
  });
});
