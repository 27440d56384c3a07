import { describe, expect, it } from "vitest";
import allFeatures from "../../e2e/fixtures/site.all-features";
import raw from "../../src/config/site";
import { parseSiteConfig } from "../../src/config/schema";
import { byVersion, CURRENT_VERSION, SITE_VERSIONS } from "../support/flowg-version";

const FILE = "src/config/site.ts";

/**
 * What the FlowG configuration holds for the version it documents: from v0.63.0 on, the archived
 * v0.45.8 and HCL highlighting (the version cut and the files of drafts/ bring them).
 */
const BY_VERSION: Record<string, { languages: string[]; versions: unknown[] }> = {
  "0.45.8": {
    languages: ["bash", "ini", "apacheconf", "nginx"],
    versions: [{ name: "0.45.8", label: "v0.45.8", path: "/docs" }],
  },
  "0.63.0": {
    languages: ["bash", "ini", "apacheconf", "nginx", "hcl"],
    versions: [
      { name: "0.63.0", label: "v0.63.0", path: "/docs" },
      { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", banner: "unmaintained" },
    ],
  },
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests write wrong values on purpose
const clone = () => structuredClone(raw) as Record<string, any>;

describe("site configuration", () => {
  it("accepts the FlowG configuration and fills defaults", () => {
    const config = parseSiteConfig(raw, FILE);
    expect(config.title).toBe("FlowG");
    expect(config.basePath).toBe("/flowg");
    expect(config.colorMode).toEqual({
      defaultMode: "light",
      disableSwitch: true,
      respectPrefersColorScheme: false,
    });
    const expected = byVersion(BY_VERSION, config.productVersion, "src/config/site.ts");
    expect(config.prism.additionalLanguages).toEqual(expected.languages);
    expect(config.navbar.hideOnScroll).toBe(false);
    expect(config.docs.versions).toEqual(expected.versions);
    expect(config.i18n).toBeUndefined();
    expect(config.announcementBar).toBeUndefined();
    expect(config.testing).toEqual({ pages: false, blogPosts: false });
    expect(config.navbar.items.map((i) => [i.type, i.position])).toEqual([
      ["docSidebar", "left"],
      ["link", "left"],
      ["docsVersionDropdown", "right"],
      ["release", "right"],
      ["link", "right"],
    ]);
  });

  it("names the key path and the expected value for a wrong type", () => {
    const bad = clone();
    bad.imageZoom.margin = "24";
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - imageZoom.margin: expected number, received string "24"]
    `);
  });

  it("lists the known kinds for an unknown navbar item type", () => {
    const bad = clone();
    bad.navbar.items[1].type = "dropdwn";
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[1].type: expected one of "link" | "dropdown" | "doc" | "docSidebar" | "docsVersion" | "docsVersionDropdown" | "localeDropdown" | "search" | "release" | "html", received "dropdwn"]
    `);
  });

  it("reports unknown keys and missing keys together", () => {
    const bad = clone();
    bad.colorMode.defaultMod = "dark";
    delete bad.tagline;
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - tagline: expected string, received nothing (the key is missing)
        - colorMode: unknown key "defaultMod"]
    `);
  });

  it("rejects a link item with both or neither of to and href", () => {
    const bad = clone();
    bad.navbar.items[1] = { type: "link", label: "Blog", position: "left" };
    expect(() => parseSiteConfig(bad, FILE)).toThrow(
      /navbar\.items\[1\]: a link needs exactly one of "to" \(internal path\) or "href" \(external URL\)/,
    );
  });

  it("rejects a URL with a trailing slash and a bad enum value", () => {
    const bad = clone();
    bad.url = "https://link-society.github.io/";
    bad.colorMode.defaultMode = "sepia";
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - url: expected a URL without a trailing slash
        - colorMode.defaultMode: expected one of "light" | "dark", received "sepia"]
    `);
  });
});

describe("site configuration: theme items that need other settings", () => {
  it("accepts the all-features test configuration, with every navbar item kind", () => {
    const config = parseSiteConfig(allFeatures, "e2e/fixtures/site.all-features.ts");
    const kinds = new Set(config.navbar.items.map((i) => i.type));
    expect([...kinds].sort()).toEqual(
      [
        "doc",
        "docSidebar",
        "docsVersion",
        "docsVersionDropdown",
        "dropdown",
        "html",
        "link",
        "localeDropdown",
        "release",
        "search",
      ].sort(),
    );
    expect(new Set(config.navbar.items.map((i) => i.position))).toEqual(new Set(["left", "right"]));
    expect(config.colorMode.disableSwitch).toBe(false);
    expect(config.testing.pages).toBe(true);
  });

  it("lists the available versions for a version dropdown naming a missing one", () => {
    const bad = clone();
    bad.navbar.items.push({ type: "docsVersionDropdown", versions: [CURRENT_VERSION, "1.0.0"] });
    const available = SITE_VERSIONS.map((v) => JSON.stringify(v)).join(", ");
    const added = bad.navbar.items.length - 1;
    expect(() => parseSiteConfig(bad, FILE)).toThrow(
      [
        "src/config/site.ts: invalid site configuration",
        `  - navbar.items[${added}].versions[1]: unknown docs version "1.0.0"; the available versions are ${available} (docs.versions)`,
      ].join("\n"),
    );
  });

  it("rejects version items when the docs have no versions", () => {
    const bad = clone();
    bad.docs.versions = [];
    bad.navbar.items.push({ type: "docsVersion" });
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[2]: a docsVersionDropdown item needs docs.versions, which is empty
        - navbar.items[5]: a docsVersion item needs docs.versions, which is empty]
    `);
  });

  it("rejects a locale switcher without locale configuration", () => {
    const bad = clone();
    bad.navbar.items.push({ type: "localeDropdown", position: "right" });
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[5]: a localeDropdown item needs the "i18n" configuration ({ defaultLocale, locales: [{ code, label, path }] }), which is missing]
    `);
  });

  it("rejects a default locale that is not one of the locales, and a bad locale path", () => {
    const bad = clone();
    bad.i18n = {
      defaultLocale: "fr",
      locales: [{ code: "en", label: "English", path: "" }],
    };
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - i18n.defaultLocale: expected one of "en", received "fr"]
    `);
    bad.i18n.locales[0].path = "fr/";
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - i18n.locales[0].path: expected "" or a path prefix such as "/fr"]
    `);
  });

  it("checks the links inside a dropdown", () => {
    const bad = clone();
    bad.navbar.items.push({
      type: "dropdown",
      label: "More",
      items: [
        { type: "link", label: "Blog", to: "/blog" },
        { type: "link", label: "Both", to: "/blog", href: "https://example.com" },
      ],
    });
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[5].items[1]: a link needs exactly one of "to" (internal path) or "href" (external URL), got {"type":"link","label":"Both","to":"/blog","href":"https://example.com"}]
    `);
  });

  it("rejects an empty dropdown and an unknown dropdown entry kind", () => {
    const bad = clone();
    bad.navbar.items.push({ type: "dropdown", label: "More", items: [] });
    bad.navbar.items.push({ type: "dropdown", label: "Other", items: [{ type: "html" }] });
    expect(() => parseSiteConfig(bad, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[5].items: expected at least one entry
        - navbar.items[6].items[0].type: expected one of "link" | "doc", received "html"]
    `);
  });
});
