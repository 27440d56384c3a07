import { describe, expect, it } from "vitest";
import { groupHits, resultCount, searchPageUrl } from "../../src/theme-common/search/group";
import type { RankedHit } from "../../src/shared/search/rank";
import {
  isSearchShortcut,
  isTyping,
  shortcutModifier,
} from "../../src/theme-common/search/shortcut";
import type { SearchKind } from "../../src/shared/search/types";

const key = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName: "BODY" } as unknown as EventTarget,
  ...extra,
});
const input = { tagName: "INPUT" } as unknown as EventTarget;

describe("search shortcuts", () => {
  it("opens on Ctrl+K, Cmd+K and /", () => {
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key("/"))).toBe(true);
  });

  it("leaves other keys, Alt combinations and typing in fields alone", () => {
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key("/", { target: input }))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, target: input }))).toBe(false);
    const editable = { tagName: "DIV", isContentEditable: true } as unknown as EventTarget;
    expect(isTyping(editable)).toBe(true);
    expect(isTyping({ tagName: "BUTTON" } as unknown as EventTarget)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });

  it("shows ⌘ on Apple systems and Ctrl elsewhere", () => {
    expect(shortcutModifier("MacIntel")).toBe("⌘");
    expect(shortcutModifier("iPhone")).toBe("⌘");
    expect(shortcutModifier("Linux x86_64")).toBe("Ctrl");
    expect(shortcutModifier("Win32")).toBe("Ctrl");
  });
});

describe("result groups", () => {
  const hit = (id: number, kind: SearchKind, score: number): RankedHit => ({
    id,
    score,
    record: { kind, url: `/x${id}`, page: "P", section: "", text: "", names: [] },
  });

  it("groups by kind in the order of each group's best hit, and caps groups", () => {
    const hits = [hit(1, "cli", 90), hit(2, "docs", 50), hit(3, "cli", 40), hit(4, "docs", 30)];
    expect(groupHits(hits).map((g) => [g.label, g.hits.map((h) => h.id)])).toEqual([
      ["CLI", [1, 3]],
      ["Docs", [2, 4]],
    ]);
    expect(groupHits(hits, 1).map((g) => g.hits.length)).toEqual([1, 1]);
    expect(groupHits([])).toEqual([]);
  });

  it("counts and links to the search page", () => {
    expect(resultCount(1)).toBe("1 result");
    expect(resultCount(12)).toBe("12 results");
    expect(searchPageUrl(" stream tail ")).toBe("/search?q=stream%20tail");
    expect(searchPageUrl("")).toBe("/search");
  });
});
