import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchButton } from "../../src/theme/Search";
import { OPEN_SEARCH_EVENT, onOpenSearch, openSearch } from "../../src/theme/Search/open";
import { navbarItemComponent } from "../../src/theme/NavbarItem";

vi.mock("gatsby", () => ({ withPrefix: (p: string) => `/flowg${p}` }));

afterEach(() => vi.unstubAllGlobals());

/** Every source file under src/, with its path relative to the repository. */
function sourceFiles(dir = "src"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("opening search", () => {
  it("goes through one event that the host subscribes to, until it unsubscribes", () => {
    vi.stubGlobal("window", new EventTarget());
    const listener = vi.fn();
    const unsubscribe = onOpenSearch(listener);
    openSearch();
    window.dispatchEvent(new Event(OPEN_SEARCH_EVENT)); // what a raw HTML item may send
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    openSearch();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("has one module sending the event and one keyboard listener", () => {
    const files = sourceFiles();
    const naming = files.filter((f) => readFileSync(f, "utf8").includes('"flowg:open-search"'));
    expect(naming).toEqual([path.join("src", "theme", "Search", "open.ts")]);
    const listening = files.filter((f) => /isSearchShortcut\(/.test(readFileSync(f, "utf8")));
    expect(listening.sort()).toEqual([
      path.join("src", "theme-common", "search", "shortcut.ts"),
      path.join("src", "theme", "Search", "SearchHost.tsx"),
    ]);
  });
});

describe("the search button", () => {
  const markup = (html: string) => ({
    keys: /aria-keyshortcuts="([^"]*)"/.exec(html)?.[1],
    text: html.replace(/<svg[\s\S]*?<\/svg>/, "").replace(/<[^>]+>/g, ""),
  });

  it("announces every shortcut the host answers, in the navbar's slot and as a navbar item", () => {
    const slot = renderToStaticMarkup(createElement(SearchButton));
    const Item = navbarItemComponent({ type: "search" });
    const item = renderToStaticMarkup(
      createElement(Item, { item: { type: "search", position: "right" } }),
    );
    const panel = renderToStaticMarkup(
      createElement(Item, { item: { type: "search", position: "right" }, mobile: true }),
    );
    for (const html of [slot, item, panel]) {
      expect(markup(html)).toEqual({ keys: "Control+K Meta+K /", text: "SearchCtrl K" });
      expect(html).toContain('aria-haspopup="dialog"');
    }
  });
});
