import { describe, expect, it } from "vitest";
import { DevelopSearch, type DevelopSearchInputs } from "../../node/search/develop-search";

/**
 * `gatsby develop`'s search files (node/search/develop-search.ts): made when asked for after a
 * content change, once for all the requests of that change, one making at a time.
 */
const inputs = (text: string): DevelopSearchInputs => ({
  graphql: async () => ({ data: { text } }),
  synonyms: () => undefined,
});

/** A DevelopSearch whose files hold the text of the inputs it was last told about. */
function search(delay = 0) {
  const log: string[] = [];
  let running = 0;
  const develop = new DevelopSearch(async ({ graphql }) => {
    running++;
    expect(running, "two makings at once").toBe(1);
    const { data } = (await graphql("query")) as { data: { text: string } };
    log.push(`start ${data.text}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    running--;
    log.push(`end ${data.text}`);
    if (data.text === "broken") throw new Error("search index: a synonym names no word");
    return [
      { path: "/search-index/0.63.0.store.json", text: `{"text":"${data.text}"}` },
      { path: "/search-index/0.63.0.index.txt", text: data.text },
    ];
  });
  return { develop, log };
}

describe("develop's search files", () => {
  it("serves only the search folder's paths", () => {
    expect(DevelopSearch.serves("/search-index/0.63.0.store.json")).toBe(true);
    expect(DevelopSearch.serves("/search/")).toBe(false);
    expect(DevelopSearch.serves("/docs/search-index/x")).toBe(false);
  });

  it("makes nothing until asked, then once for every request of the same content", async () => {
    const { develop } = search();
    develop.contentChanged(inputs("first"));
    develop.contentChanged(inputs("second"));
    expect(develop.builds).toBe(0);
    const [store, index] = await Promise.all([
      develop.file("/search-index/0.63.0.store.json"),
      develop.file("/search-index/0.63.0.index.txt"),
    ]);
    expect(store).toBe('{"text":"second"}');
    expect(index).toBe("second");
    expect(await develop.file("/search-index/0.63.0.index.txt")).toBe("second");
    expect(develop.builds).toBe(1);
    expect(await develop.file("/search-index/0.45.8.index.txt")).toBeUndefined();
  });

  it("makes the files again after a change, never two at once, and answers with the newest", async () => {
    const { develop, log } = search(20);
    develop.contentChanged(inputs("one"));
    const old = develop.file("/search-index/0.63.0.index.txt");
    // An edit lands while the files are being made: the next request waits for that making,
    // then makes them again.
    develop.contentChanged(inputs("two"));
    const fresh = develop.file("/search-index/0.63.0.index.txt");
    expect(await old).toBe("one");
    expect(await fresh).toBe("two");
    expect(log).toEqual(["start one", "end one", "start two", "end two"]);
  });

  it("reports a failed making once, answers every request with its error, and recovers on the next change", async () => {
    const { develop } = search();
    const reported: string[] = [];
    develop.onFailure = (error) => reported.push(error.message);
    develop.contentChanged(inputs("broken"));
    const requests = ["store.json", "index.txt", "lexicon.json"].map((file) =>
      develop.file(`/search-index/0.63.0.${file}`),
    );
    for (const request of requests)
      await expect(request).rejects.toThrow("search index: a synonym names no word");
    await expect(develop.file("/search-index/0.63.0.index.txt")).rejects.toThrow("synonym");
    expect(reported).toEqual(["search index: a synonym names no word"]);
    develop.contentChanged(inputs("fixed"));
    expect(await develop.file("/search-index/0.63.0.index.txt")).toBe("fixed");
  });

  it("says so when asked before the pages exist", async () => {
    await expect(new DevelopSearch().file("/search-index/0.63.0.index.txt")).rejects.toThrow(
      "search index: the pages are not made yet",
    );
  });
});
