import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchButton } from "../../src/theme/Search";
import {
  OPEN_SEARCH_EVENT,
  listenForSearchShortcut,
  onOpenSearch,
  openSearch,
} from "../../src/theme/Search/open";
import { navbarItemComponent } from "../../src/theme/NavbarItem";

vi.mock("gatsby", () => ({ withPrefix: (p: string) => `/flowg${p}` }));

afterEach(() => vi.unstubAllGlobals());

/** A keydown event as the browser sends it (Node has Event but no KeyboardEvent). */
function keydown(key: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}): Event {
  return Object.assign(new Event("keydown", { cancelable: true }), {
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
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

  it("is the event the keyboard shortcut sends, once per key press, until it stops listening", () => {
    vi.stubGlobal("window", new EventTarget());
    const page = new EventTarget();
    const opened = vi.fn();
    onOpenSearch(opened);
    const stop = listenForSearchShortcut(page);
    const ctrlK = keydown("k", { ctrlKey: true });
    page.dispatchEvent(ctrlK);
    expect(opened).toHaveBeenCalledTimes(1);
    // The browser's own Ctrl+K (its search bar) must not run as well.
    expect(ctrlK.defaultPrevented).toBe(true);
    page.dispatchEvent(keydown("K", { metaKey: true }));
    page.dispatchEvent(keydown("/"));
    expect(opened).toHaveBeenCalledTimes(3);
    const plainK = keydown("k");
    page.dispatchEvent(plainK);
    expect(opened).toHaveBeenCalledTimes(3);
    expect(plainK.defaultPrevented).toBe(false);
    stop();
    page.dispatchEvent(keydown("k", { ctrlKey: true }));
    expect(opened).toHaveBeenCalledTimes(3);
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
