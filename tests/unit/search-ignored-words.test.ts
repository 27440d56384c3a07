import { describe, expect, it } from "vitest";
import { ignoredWordCount, MAX_QUERY_WORDS, parseQuery } from "../../src/shared/search/normalize";

describe("a query longer than the words search reads", () => {
  it("counts the words it leaves out, stop words aside", () => {
    const long = "stream retention size ttl index field query filter pipeline forwarder";
    expect(parseQuery(long).words).toHaveLength(MAX_QUERY_WORDS);
    expect(ignoredWordCount(long)).toBe(2);
    expect(ignoredWordCount("how do I set the retention of a stream")).toBe(0);
    expect(ignoredWordCount("retention retention retention")).toBe(0);
  });
});
