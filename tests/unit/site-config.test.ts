import { describe, expect, it } from "vitest";
import raw from "../../src/config/site";
import { parseSiteConfig } from "../../src/config/schema";

const FILE = "src/config/site.ts";
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
    expect(config.prism.additionalLanguages).toEqual(["bash", "ini", "apacheconf", "nginx"]);
    expect(config.navbar.hideOnScroll).toBe(false);
    expect(config.navbar.items.map((i) => [i.type, i.position])).toEqual([
      ["docSidebar", "left"],
      ["link", "left"],
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
        - navbar.items[1].type: expected one of "link" | "docSidebar" | "release" | "html", received "dropdwn"]
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
