import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import raw from "../../src/config/site";
import { parseSiteConfig, type SiteConfig } from "../../src/config/schema";
import { siteVersions } from "../../src/config/versions";
import { archivedVersionSources, versionDir } from "../../node/content-sources";
import { counterpartRoute } from "../../node/versions/counterparts";
import { markdownToHtml } from "../../node/markdown";
import {
  parseSourceName,
  routeInBase,
  routeOutOfBase,
  versionedSourceName,
  type SiteVersion,
} from "../../src/shared/versions";

const FILE = "src/config/site.ts";

const CURRENT = { name: "0.45.8", label: "v0.45.8", path: "/docs" };

/**
 * The FlowG configuration with these docs versions (the current one first) and CURRENT's name as
 * productVersion, whichever version src/config/site.ts documents today.
 */
function withVersions(versions: unknown[], extra: Record<string, unknown> = {}): unknown {
  const config = structuredClone(raw) as { docs: Record<string, unknown> };
  return {
    ...config,
    productVersion: CURRENT.name,
    docs: { ...config.docs, versions, ...extra },
  };
}

const ARCHIVED = { name: "0.44.0", label: "v0.44.0", path: "/docs/0.44.0", banner: "unmaintained" };

describe("docs versions in the site configuration", () => {
  it("accepts a current version and an archived one, and lists them current first", () => {
    const config = parseSiteConfig(withVersions([CURRENT, ARCHIVED]), FILE);
    expect(siteVersions(config)).toEqual([
      { ...CURRENT, current: true, banner: null },
      { ...ARCHIVED, current: false },
    ]);
    expect(config.docs.versionsDir).toBe("versions");
  });

  it("documents one version, productVersion at /docs, when none is listed", () => {
    // Without versions, a version menu is refused (below): the FlowG navbar's goes too.
    const input = withVersions([]) as { navbar: { items: Array<{ type: string }> } };
    input.navbar.items = input.navbar.items.filter((item) => item.type !== "docsVersionDropdown");
    const config = parseSiteConfig(input, FILE);
    expect(siteVersions(config)).toEqual([
      { name: "0.45.8", label: "v0.45.8", path: "/docs", current: true, banner: null },
    ]);
  });

  it("refuses two versions with the same label, name or path, naming both entries", () => {
    const twin = { ...ARCHIVED, name: "0.43.0", path: "/docs/0.43.0" };
    expect(() => parseSiteConfig(withVersions([CURRENT, ARCHIVED, twin]), FILE))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - docs.versions[2].label: two versions have the label "v0.44.0" (docs.versions[1] and docs.versions[2]); each version needs its own]
    `);
  });

  it("refuses a current version that is not productVersion, or not at /docs", () => {
    const wrong = { ...CURRENT, name: "0.46.0", path: "/docs/next" };
    expect(() => parseSiteConfig(withVersions([wrong]), FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - docs.versions[0].name: the first version is the current one and must be productVersion "0.45.8", got "0.46.0"
        - docs.versions[0].path: the current version is served at "/docs", got "/docs/next"]
    `);
  });

  it("reads an archived version from its own folder when it names one, never the current", () => {
    const config = parseSiteConfig(
      withVersions([CURRENT, { ...ARCHIVED, dir: "elsewhere/0.44" }], { versionsDir: "old" }),
      FILE,
    );
    const [, archived] = siteVersions(config);
    expect(versionDir(config, archived!)).toBe("elsewhere/0.44");
    const plain = parseSiteConfig(withVersions([CURRENT, ARCHIVED], { versionsDir: "old" }), FILE);
    expect(versionDir(plain, archived!)).toBe("old/0.44.0");
    expect(() => parseSiteConfig(withVersions([{ ...CURRENT, dir: "content" }]), FILE))
      .toThrowErrorMatchingInlineSnapshot(`
        [ContentError: src/config/site.ts: invalid site configuration
          - docs.versions[0].dir: the current version is read from content/ and openapi/; "dir" is for an archived version, got "content"]
      `);
  });

  it("refuses an archived version served elsewhere than /docs/<name>", () => {
    const moved = { ...ARCHIVED, path: "/old-docs" };
    expect(() => parseSiteConfig(withVersions([CURRENT, moved]), FILE))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - docs.versions[1].path: an archived version is served at "/docs/0.44.0", got "/old-docs"]
    `);
  });

  it("refuses a version menu that names an unknown version", () => {
    const config = withVersions([CURRENT, ARCHIVED]) as { navbar: { items: unknown[] } };
    config.navbar.items.push({
      type: "docsVersionDropdown",
      versions: ["0.45.8", "0.40.0"],
      position: "right",
    });
    expect(() => parseSiteConfig(config, FILE)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: invalid site configuration
        - navbar.items[5].versions[1]: unknown docs version "0.40.0"; the available versions are "0.45.8", "0.44.0" (docs.versions)]
    `);
  });
});

describe("the files of an archived version", () => {
  const config = (dir: string): SiteConfig =>
    parseSiteConfig(withVersions([CURRENT, ARCHIVED], { versionsDir: dir }), FILE);

  it("are one source each, named <source>@<version>", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-versions-"));
    const dir = path.join(root, "v", "0.44.0");
    fs.mkdirSync(path.join(dir, "docs"), { recursive: true });
    fs.mkdirSync(path.join(dir, "cli"));
    for (const file of ["sidebars.yaml", "openapi.yaml", "version.yaml"])
      fs.writeFileSync(path.join(dir, file), "");
    const sources = archivedVersionSources(config("v"), root, FILE);
    expect(sources.map((s) => [s.name, path.relative(root, s.path)])).toEqual([
      ["docs@0.44.0", "v/0.44.0/docs"],
      ["sidebars@0.44.0", "v/0.44.0/sidebars.yaml"],
      ["cli@0.44.0", "v/0.44.0/cli"],
      ["openapi@0.44.0", "v/0.44.0/openapi.yaml"],
      ["version@0.44.0", "v/0.44.0/version.yaml"],
    ]);
  });

  it("fail the build with the file and the version when one is missing (no OpenAPI document)", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-versions-"));
    const dir = path.join(root, "v", "0.44.0");
    fs.mkdirSync(path.join(dir, "docs"), { recursive: true });
    fs.mkdirSync(path.join(dir, "cli"));
    fs.writeFileSync(path.join(dir, "sidebars.yaml"), "");
    fs.writeFileSync(path.join(dir, "version.yaml"), "");
    expect(() => archivedVersionSources(config("v"), root, FILE))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: src/config/site.ts: docs.versions names archived versions whose files are missing
        - v/0.44.0/openapi.yaml is missing: docs version 0.44.0 needs its OpenAPI document
        (\`npm run version:cut -- <version>\` writes them; see README)]
    `);
  });
});

describe("routes across versions", () => {
  const current: SiteVersion = { ...CURRENT, current: true, banner: null };
  const archived: SiteVersion = { ...ARCHIVED, current: false, banner: "unmaintained" };

  it("move a /docs route under a version's base and back", () => {
    expect(routeInBase("/docs/guides/streams", "/docs/0.44.0")).toBe("/docs/0.44.0/guides/streams");
    expect(routeInBase("/docs", "/docs/0.44.0")).toBe("/docs/0.44.0");
    expect(routeInBase("/docs#intro", "/docs/0.44.0")).toBe("/docs/0.44.0#intro");
    expect(routeInBase("/blog", "/docs/0.44.0")).toBe("/blog");
    expect(routeInBase("/docsearch", "/docs/0.44.0")).toBe("/docsearch");
    expect(routeInBase("/docs/api", "/docs")).toBe("/docs/api");
    expect(routeOutOfBase("/docs/0.44.0/api/login", "/docs/0.44.0")).toBe("/docs/api/login");
    expect(routeOutOfBase("/docs/0.44.0", "/docs/0.44.0")).toBe("/docs");
    expect(routeOutOfBase("/docs/0.44.01", "/docs/0.44.0")).toBeNull();
  });

  it("name sources per version", () => {
    expect(versionedSourceName("docs", current)).toBe("docs");
    expect(versionedSourceName("docs", archived)).toBe("docs@0.44.0");
    expect(parseSourceName("cli@0.44.0")).toEqual({ source: "cli", version: "0.44.0" });
    expect(parseSourceName("cli")).toEqual({ source: "cli", version: null });
  });

  it("lead to the same page, the successor, the closest parent, or the version's root", () => {
    const currentRoutes = new Set(["/docs", "/docs/guides", "/docs/guides/streams", "/docs/api"]);
    const to = (route: string, successor?: string) =>
      counterpartRoute(route, archived, current, currentRoutes, successor);
    expect(to("/docs/0.44.0/guides/streams")).toEqual({
      route: "/docs/guides/streams",
      exact: true,
    });
    expect(to("/docs/0.44.0/guides/stream-tags", "/docs/guides/streams")).toEqual({
      route: "/docs/guides/streams",
      exact: false,
    });
    expect(to("/docs/0.44.0/guides/stream-tags")).toEqual({ route: "/docs/guides", exact: false });
    expect(to("/docs/0.44.0/api/list-stream-tags")).toEqual({ route: "/docs/api", exact: false });
    expect(to("/docs/0.44.0/setup/old")).toEqual({ route: "/docs", exact: false });
  });

  it("keep the links of an archived version's data inside that version", () => {
    const html = markdownToHtml("See [streams](/docs/guides/streams) and [the blog](/blog).", {
      basePath: "/flowg",
      docsBase: "/docs/0.44.0",
      where: "test",
    });
    expect(html).toContain('href="/flowg/docs/0.44.0/guides/streams"');
    expect(html).toContain('href="/flowg/blog"');
  });
});

describe("an archived version's sidebar", () => {
  it("naming a doc the version does not have fails with the version's file", async () => {
    const { nodeStore } = await import("../../node/store");
    const { siteModel } = await import("../../node/model");
    const config = parseSiteConfig(withVersions([CURRENT, ARCHIVED]), FILE);
    const file = (id: string, source: string, relative: string) => ({
      id,
      internal: { type: "File", contentDigest: id },
      sourceInstanceName: source,
      absolutePath: path.join(process.cwd(), relative),
    });
    const doc = (docId: string, docsVersion: string, route: string) => ({
      id: `${docsVersion}:${docId}`,
      internal: { type: "DocPage", contentDigest: docId },
      docId,
      docsVersion,
      route,
      title: docId,
      sidebarLabel: null,
    });
    const nodes: Record<string, unknown[]> = {
      File: [
        file("f-current", "sidebars", "content/sidebars.yaml"),
        file("f-old", "sidebars@0.44.0", "versions/0.44.0/sidebars.yaml"),
      ],
      SidebarsYaml: [
        {
          id: "s1",
          parent: "f-current",
          internal: { type: "SidebarsYaml", contentDigest: "1" },
          docsVersion: "0.45.8",
          docs: ["index"],
        },
        {
          id: "s2",
          parent: "f-old",
          internal: { type: "SidebarsYaml", contentDigest: "2" },
          docsVersion: "0.44.0",
          docs: ["index", "guides/tags"],
        },
      ],
      DocPage: [doc("index", "0.45.8", "/docs"), doc("index", "0.44.0", "/docs/0.44.0")],
    };
    const store = nodeStore((type) => (nodes[type] ?? []) as never);
    const [current, archived] = siteModel(store, { config, file: FILE }).versions;
    expect(current!.sidebars().sidebars.docs).toHaveLength(1);
    expect(() => archived!.sidebars()).toThrow(
      /^versions\/0\.44\.0\/sidebars\.yaml: invalid sidebars[\s\S]*guides\/tags/,
    );
  });
});
