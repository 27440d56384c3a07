import fs from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MOBILE_MAX_WIDTH } from "../../src/theme-common/breakpoints";
import { resetStorageWarning, storageSlot } from "../../src/theme-common/storage";
import { tocFromHeadings } from "../../src/shared/toc";
import { animationDuration } from "../../src/theme/DocSidebar/Collapsible";
import { causeChain } from "../../src/theme/ErrorBoundary";
import { cssFiles } from "../support/stylesheets";

describe("shared breakpoint", () => {
  it("is the only width used by media queries", () => {
    const allowed = new Set([
      `(max-width: ${MOBILE_MAX_WIDTH}px)`,
      `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`,
    ]);
    const offenders: string[] = [];
    for (const file of cssFiles("src")) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\((?:max|min)-width:[^)]*\)/g)) {
        if (!allowed.has(match[0])) offenders.push(`${file}: ${match[0]}`);
      }
    }
    expect(offenders).toEqual([]);
    expect(MOBILE_MAX_WIDTH).toBe(996);
  });
});

describe("table of contents", () => {
  const headings = [
    { depth: 2, title: "A", id: "a" },
    { depth: 3, title: "A.1", id: "a-1" },
    { depth: 4, title: "A.1.x", id: "a-1-x" },
    { depth: 2, title: "B", id: "b" },
  ];

  it("keeps levels 2 to 3 by default", () => {
    expect(tocFromHeadings(headings, 2, 3)).toEqual([
      {
        id: "a",
        title: "A",
        level: 2,
        children: [{ id: "a-1", title: "A.1", level: 3, children: [] }],
      },
      { id: "b", title: "B", level: 2, children: [] },
    ]);
  });

  it("lifts deeper headings when the minimum level is raised", () => {
    expect(tocFromHeadings(headings, 3, 4).map((i) => i.id)).toEqual(["a-1"]);
    expect(tocFromHeadings(headings, 3, 4)[0]?.children.map((i) => i.id)).toEqual(["a-1-x"]);
  });

  it("puts what follows a heading below the minimum level where that heading would have gone", () => {
    const lifted = [
      { depth: 3, title: "B", id: "b" },
      { depth: 4, title: "B.1", id: "b-1" },
      { depth: 2, title: "C", id: "c" },
      { depth: 4, title: "D", id: "d" },
    ];
    const toc = tocFromHeadings([{ depth: 2, title: "A", id: "a" }, ...lifted], 3, 4);
    expect(toc.map((i) => [i.id, i.children.map((c) => c.id)])).toEqual([
      ["b", ["b-1"]],
      ["d", []],
    ]);
  });

  it("nests a heading that skips a level under the closest lower one", () => {
    const skipping = [
      { depth: 2, title: "A", id: "a" },
      { depth: 4, title: "Deep", id: "deep" },
      { depth: 3, title: "A.1", id: "a-1" },
    ];
    expect(tocFromHeadings(skipping, 2, 4)).toEqual([
      {
        id: "a",
        title: "A",
        level: 2,
        children: [
          { id: "deep", title: "Deep", level: 4, children: [] },
          { id: "a-1", title: "A.1", level: 3, children: [] },
        ],
      },
    ]);
  });

  it("counts levels from the page's highest heading and skips headings without text", () => {
    const fromH3 = [
      { depth: 3, title: "First", id: "first" },
      { depth: 4, title: "Under first", id: "under-first" },
      { depth: 3, title: "", id: "" },
      { depth: 4, title: "Inner", id: "inner" },
    ];
    // "Inner" follows an untitled heading, not "First": it stands at the top.
    expect(tocFromHeadings(fromH3, 2, 3)).toEqual([
      {
        id: "first",
        title: "First",
        level: 2,
        children: [{ id: "under-first", title: "Under first", level: 3, children: [] }],
      },
      { id: "inner", title: "Inner", level: 3, children: [] },
    ]);
    expect(tocFromHeadings([], 2, 3)).toEqual([]);
  });
});

describe("sidebar animation", () => {
  it("lasts longer for taller content and 1 ms with reduced motion", () => {
    expect(animationDuration(100, false)).toBeLessThan(animationDuration(1000, false));
    expect(animationDuration(1000, true)).toBe(1);
  });
});

describe("crash page", () => {
  it("lists the error and each cause", () => {
    const error = new Error("render failed", {
      cause: new Error("data missing", { cause: "network down" }),
    });
    expect(causeChain(error)).toEqual(["render failed", "data missing", "network down"]);
  });
});

describe("storage helper", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStorageWarning();
  });

  it("carries on without storage and warns once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError: blocked");
      },
    });
    const slot = storageSlot("theme");
    expect(slot.get()).toBeNull();
    slot.set("dark");
    slot.del();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("reads and writes when storage works", () => {
    const data = new Map<string, string>();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
    });
    const slot = storageSlot("flowg.tabs.install");
    slot.set("docker");
    expect(slot.get()).toBe("docker");
    slot.del();
    expect(slot.get()).toBeNull();
  });
});
