import { afterEach, describe, expect, it, vi } from "vitest";
import {
  announcementBarScript,
  announcementBarStorageKey,
} from "../../src/theme-common/announcementBar";
import {
  colorModeChoice,
  colorModeScript,
  nextColorModeChoice,
  resolveColorMode,
  storedColorMode,
  type ColorModeChoice,
} from "../../src/theme-common/colorMode";
import { activeVersion, pathInVersion } from "../../src/theme-common/docsVersions";
import { localeOfPath, pathInLocale } from "../../src/theme-common/locales";
import { isActiveLink, sitePath } from "../../src/theme-common/location";
import { clearReloadFlag, isLoadFailure, reloadOnce } from "../../src/theme-common/routeRecovery";
import { resetStorageWarning } from "../../src/theme-common/storage";
import { navbarVisibleAfterScroll } from "../../src/theme-common/useHideableNavbar";
import { readStoredValue, writeStoredValue } from "../../src/theme-common/useStoredValue";
import { PROGRESS_SETTINGS, trickle } from "../../src/theme/ProgressBar";

/** A Storage-like object backed by a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

/** Runs an inline no-flash script against a fake <html> and localStorage. */
function runInlineScript(script: string, stored: Record<string, string>, prefersDark = false) {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: { setAttribute: (k: string, v: string) => void (attributes[k] = v) },
  };
  const window = { matchMedia: () => ({ matches: prefersDark }) };
  new Function("localStorage", "document", "window", script)(
    memoryStorage(stored),
    document,
    window,
  );
  return attributes;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetStorageWarning();
});

describe("colour mode", () => {
  const respecting = {
    defaultMode: "light",
    disableSwitch: false,
    respectPrefersColorScheme: true,
  } as const;
  const toggling = { ...respecting, respectPrefersColorScheme: false } as const;

  it("cycles system → light → dark → system when the system preference is respected", () => {
    const seen: ColorModeChoice[] = ["system"];
    for (let i = 0; i < 3; i++) seen.push(nextColorModeChoice(seen[seen.length - 1]!, true));
    expect(seen).toEqual(["system", "light", "dark", "system"]);
  });

  it("toggles light and dark otherwise", () => {
    expect(nextColorModeChoice("light", false)).toBe("dark");
    expect(nextColorModeChoice("dark", false)).toBe("light");
  });

  it("reads the stored choice, falling back to system or the default mode", () => {
    expect(colorModeChoice("dark", respecting)).toBe("dark");
    expect(colorModeChoice(null, respecting)).toBe("system");
    expect(colorModeChoice("sepia", respecting)).toBe("system");
    expect(colorModeChoice(null, { ...toggling, defaultMode: "dark" })).toBe("dark");
  });

  it("resolves system from the preference and stores system as no choice", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("light", true)).toBe("light");
    expect(storedColorMode("system")).toBeNull();
    expect(storedColorMode("dark")).toBe("dark");
  });

  it("applies the stored choice before first paint (inline script)", () => {
    expect(runInlineScript(colorModeScript(respecting), { theme: "dark" })).toEqual({
      "data-theme": "dark",
    });
    expect(runInlineScript(colorModeScript(respecting), {}, true)["data-theme"]).toBe("dark");
    expect(runInlineScript(colorModeScript(toggling), {}, true)["data-theme"]).toBe("light");
  });
});

describe("announcement bar", () => {
  it("remembers closing per announcement id and hides a closed bar before first paint", () => {
    expect(announcementBarStorageKey("v2")).toBe("flowg.announcementBar.closed.v2");
    const closed = { [announcementBarStorageKey("v2")]: "true" };
    expect(runInlineScript(announcementBarScript("v2"), closed)).toEqual({
      "data-announcement-bar-closed": "true",
    });
    // A new id shows the bar again.
    expect(runInlineScript(announcementBarScript("v3"), closed)).toEqual({});
  });
});

describe("hide-on-scroll navbar", () => {
  const page = { navbarHeight: 60, viewportHeight: 800, documentHeight: 5000 };

  it("hides while scrolling down and shows when scrolling up", () => {
    expect(navbarVisibleAfterScroll({ ...page, previousY: 400, y: 500 }, true)).toBe(false);
    expect(navbarVisibleAfterScroll({ ...page, previousY: 500, y: 450 }, false)).toBe(true);
    expect(navbarVisibleAfterScroll({ ...page, previousY: 500, y: 500 }, false)).toBe(false);
  });

  it("always shows near the top and near the bottom of the page", () => {
    expect(navbarVisibleAfterScroll({ ...page, previousY: 10, y: 40 }, true)).toBe(true);
    expect(navbarVisibleAfterScroll({ ...page, previousY: 4000, y: 4150 }, false)).toBe(true);
  });
});

describe("docs versions", () => {
  const current = { name: "1.0", label: "v1.0", path: "/docs" };
  const next = { name: "next", label: "Next", path: "/docs/next", banner: "unreleased" as const };
  const sameStart = { name: "lts", label: "LTS", path: "/docs" };

  it("finds the version of a page by the longest path, the preferred one among equals", () => {
    expect(activeVersion("/docs/next/setup", [current, next], null)).toBe(next);
    expect(activeVersion("/docs/setup", [current, next], null)).toBe(current);
    expect(activeVersion("/blog", [current, next], null)).toBeNull();
    expect(activeVersion("/docs", [current, sameStart], "lts")).toBe(sameStart);
  });

  it("maps a page to the same page in another version", () => {
    expect(pathInVersion("/docs/setup", current, next)).toBe("/docs/next/setup");
    expect(pathInVersion("/docs/next/setup", next, current)).toBe("/docs/setup");
    expect(pathInVersion("/blog", null, next)).toBe("/docs/next");
  });
});

describe("locales", () => {
  const en = { code: "en", label: "English", path: "" };
  const fr = { code: "fr", label: "Français", path: "/fr" };

  it("finds the locale of a path by its prefix", () => {
    expect(localeOfPath("/fr/docs", [en, fr], "en")).toBe(fr);
    expect(localeOfPath("/fr", [en, fr], "en")).toBe(fr);
    expect(localeOfPath("/french-docs", [en, fr], "en")).toBe(en);
    expect(localeOfPath("/docs", [en, fr], "en")).toBe(en);
  });

  it("links to the same page under each locale", () => {
    expect(pathInLocale("/docs/setup", en, fr)).toBe("/fr/docs/setup");
    expect(pathInLocale("/fr/docs/setup", fr, en)).toBe("/docs/setup");
    expect(pathInLocale("/", en, fr)).toBe("/fr");
    expect(pathInLocale("/fr", fr, en)).toBe("/");
  });
});

describe("paths", () => {
  it("strips the base path and trailing slash; marks sections active", () => {
    expect(sitePath("/flowg/docs/setup/")).toBe("/docs/setup");
    expect(sitePath("/flowg")).toBe("/");
    expect(isActiveLink("/docs/setup", "/docs")).toBe(true);
    expect(isActiveLink("/docsearch", "/docs")).toBe(false);
    expect(isActiveLink("/blog", "/")).toBe(false);
  });
});

describe("route progress bar", () => {
  it("uses the documented settings", () => {
    expect(PROGRESS_SETTINGS).toEqual({
      delayMs: 200,
      minimum: 0.08,
      speedMs: 200,
      trickleRate: 0.02,
      trickleSpeedMs: 800,
    });
  });

  it("trickles by at most the trickle rate and never completes on its own", () => {
    expect(trickle(0.5, 1)).toBeCloseTo(0.52);
    expect(trickle(0.5, 0)).toBe(0.5);
    expect(trickle(0.99, 1)).toBe(0.994);
    expect(trickle(1, 1)).toBe(1);
  });
});

describe("load failure recovery", () => {
  it("recognises chunk, import and page resource failures", () => {
    const chunk = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    expect(isLoadFailure(chunk)).toBe(true);
    expect(
      isLoadFailure(new Error("page resources for /flowg/docs not found. Not rendering React")),
    ).toBe(true);
    expect(isLoadFailure(new TypeError("Failed to fetch dynamically imported module: x.js"))).toBe(
      true,
    );
    expect(isLoadFailure(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isLoadFailure("Loading chunk 1 failed")).toBe(false);
  });

  it("reloads once per path, until a successful navigation clears the flag", () => {
    vi.stubGlobal("window", { sessionStorage: memoryStorage() });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    expect(reloadOnce("/flowg/docs", reload)).toBe(true);
    expect(reloadOnce("/flowg/docs", reload)).toBe(false);
    expect(reloadOnce("/flowg/blog", reload)).toBe(true);
    clearReloadFlag("/flowg/docs");
    expect(reloadOnce("/flowg/docs", reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("stored values", () => {
  it("keep working in memory for the visit when storage is blocked, warning once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new Error("SecurityError: blocked");
      },
    });
    expect(readStoredValue("flowg.test.blocked")).toBeNull();
    writeStoredValue("flowg.test.blocked", "dark");
    expect(readStoredValue("flowg.test.blocked")).toBe("dark");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
