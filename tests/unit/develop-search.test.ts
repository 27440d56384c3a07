import { describe, expect, it } from "vitest";
import type { SiteModel } from "../../node/model";
import { DevelopSearch } from "../../node/search/develop-search";

/**
 * `gatsby develop`'s search files (node/search/develop-search.ts): made from the site model as it
 * is when the browser asks, after each content change, and served from memory.
 */

/** A stand-in site model: the maker below reads only the text it carries. */
const model = (text: string) => () => ({ text }) as unknown as SiteModel;

/** A DevelopSearch whose files hold the text of the model it was last told about. */
function search(delay = 0) {
  return new DevelopSearch(async (site) => {
    const { text } = site as unknown as { text: string };
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (text === "broken") throw new Error("search index: a synonym names no word");
    return [
      { path: "/search-index/0.63.0.store.json", text: `{"text":"${text}"}` },
      { path: "/search-index/0.63.0.index.txt", text },
    ];
  });
}

describe("develop's search files", () => {
  it("serves only the search folder's paths", () => {
    expect(DevelopSearch.serves("/search-index/0.63.0.store.json")).toBe(true);
    expect(DevelopSearch.serves("/search/")).toBe(false);
    expect(DevelopSearch.serves("/docs/search-index/x")).toBe(false);
  });

  it("serves every file of the content as it was last changed", async () => {
    const develop = search();
    develop.contentChanged(model("first"));
    develop.contentChanged(model("second"));
    const [store, index] = await Promise.all([
      develop.file("/search-index/0.63.0.store.json"),
      develop.file("/search-index/0.63.0.index.txt"),
    ]);
    expect(store).toBe('{"text":"second"}');
    expect(index).toBe("second");
    expect(await develop.file("/search-index/0.45.8.index.txt")).toBeUndefined();
  });

  it("answers a request made after an edit with the edited content", async () => {
    const develop = search(20);
    develop.contentChanged(model("one"));
    const old = develop.file("/search-index/0.63.0.index.txt");
    // An edit lands while the files are being made: the next request gets the new content.
    develop.contentChanged(model("two"));
    const fresh = develop.file("/search-index/0.63.0.index.txt");
    expect(await old).toBe("one");
    expect(await fresh).toBe("two");
    expect(await develop.file("/search-index/0.63.0.store.json")).toBe('{"text":"two"}');
  });

  it("reports a failed making once, answers every request with its error, and recovers on the next change", async () => {
    const develop = search();
    const reported: string[] = [];
    develop.onFailure = (error) => reported.push(error.message);
    develop.contentChanged(model("broken"));
    const requests = ["store.json", "index.txt", "lexicon.json"].map((file) =>
      develop.file(`/search-index/0.63.0.${file}`),
    );
    for (const request of requests)
      await expect(request).rejects.toThrow("search index: a synonym names no word");
    await expect(develop.file("/search-index/0.63.0.index.txt")).rejects.toThrow("synonym");
    expect(reported).toEqual(["search index: a synonym names no word"]);
    develop.contentChanged(model("fixed"));
    expect(await develop.file("/search-index/0.63.0.index.txt")).toBe("fixed");
  });

  it("says so when asked before the pages exist", async () => {
    await expect(new DevelopSearch().file("/search-index/0.63.0.index.txt")).rejects.toThrow(
      "search index: the pages are not made yet",
    );
  });
});
