import YAML from "yaml";
import { describe, expect, it } from "vitest";
import type { VersionView } from "../../node/store";
import { readVersionFile } from "../../node/versions/retired";
import { isCalendarDate, parseVersionFile } from "../../node/versions/version-file";

const FILE = "versions/0.45.8/version.yaml";
const parse = (text: string, file = FILE) => parseVersionFile(YAML.parse(text), file);

describe("versions/<name>/version.yaml", () => {
  it("accepts release facts and retired topics, and fills an absent retired map", () => {
    expect(parse('release:\n  tag: v0.45.8\n  date: "2025-11-03"\n')).toEqual({
      release: { tag: "v0.45.8", date: "2025-11-03" },
      retired: {},
    });
    const text = [
      "release: { tag: v0.45.8 }",
      "retired:",
      "  guides/old-topic:",
      "    note: Folded into [streams](/docs/guides/streams) in v0.50.0.",
      "    see: guides/streams",
      "  setup/index:",
      "    note: The setup section became one page.",
    ].join("\n");
    expect(parse(text).retired).toEqual({
      "guides/old-topic": {
        note: "Folded into [streams](/docs/guides/streams) in v0.50.0.",
        see: "guides/streams",
      },
      "setup/index": { note: "The setup section became one page." },
    });
  });

  it("takes an unquoted date back to its text (js-yaml reads it as a Date)", () => {
    const data = { release: { tag: "v0.45.8", date: new Date("2025-11-03") } };
    expect(parseVersionFile(data, FILE).release.date).toBe("2025-11-03");
  });

  it("knows real calendar dates", () => {
    expect(["2025-11-03", "2024-02-29"].map(isCalendarDate)).toEqual([true, true]);
    expect(["2025-02-29", "2025-13-01", "2025-1-3", "03/11/2025"].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("names the key and what was expected for a wrong tag, date or missing release", () => {
    expect(() => parse("release: { tag: 0.45.8, date: 2025-02-30 }"))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - release.tag: expected a release tag such as v0.45.8, received "0.45.8"
        - release.date: expected a real calendar date as YYYY-MM-DD, received "2025-02-30"]
    `);
    expect(() => parse("release: { tag: v0.45.8, date: 20251103 }"))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - release.date: expected string, received number 20251103]
    `);
    expect(() => parse("retired: {}\nlabel: old")).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - release: expected object, received nothing (the key is missing)
        - (root): unknown key "label"]
    `);
  });

  it("names the retired topic and the key of a malformed entry", () => {
    const text = [
      "release: { tag: v0.45.8 }",
      "retired:",
      "  /guides/x: { note: Gone. }",
      '  guides/y: { note: "  " }',
      "  guides/z: { note: Gone., see: a b, why: none }",
    ].join("\n");
    expect(() => parse(text)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - retired["guides/y"].note: expected a Markdown sentence saying what happened to the topic
        - retired["guides/z"].see: expected a doc id such as "guides/streams" (the path under docs/ without .mdx), received "a b"
        - retired["guides/z"]: unknown key "why"
        - retired["/guides/x"]: expected a doc id such as "guides/streams" (the path under docs/ without .mdx), received "/guides/x"]
    `);
    expect(() => parse("release: { tag: v0.45.8 }\nretired:")).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - retired: expected record, received null]
    `);
  });

  it("wants the tag of the folder's version", () => {
    expect(() => parse("release: { tag: v0.45.7 }")).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: versions/0.45.8/version.yaml: invalid version file
        - release.tag: expected "v0.45.8" (the folder's version), received "v0.45.7"]
    `);
    // A file outside a version folder (a fixture under another name) is checked without it.
    expect(parse("release: { tag: v0.44.0 }", "tests/fixtures/version.yaml").release.tag).toBe(
      "v0.44.0",
    );
  });
});

describe("an archived version's version.yaml during page creation", () => {
  /** Just what readVersionFile reads of a version: the version and its version.yaml node. */
  const archivedSite = (upgrade: string): VersionView =>
    ({
      version: { name: "0.44.0", label: "v0.44.0", path: "/docs/0.44.0", current: false },
      store: {
        versionYaml: () => [
          {
            id: "v",
            parent: "f",
            children: [],
            internal: { type: "VersionYaml", contentDigest: upgrade, owner: "t" },
            release: { tag: "v0.44.0" },
            upgrade,
          },
        ],
        files: () => [{ id: "f", absolutePath: `${process.cwd()}/versions/0.44.0/version.yaml` }],
      },
    }) as unknown as VersionView;

  it("is read from the version's node, as it is after an edit", () => {
    expect(readVersionFile(archivedSite("setup/upgrade"))?.upgrade).toBe("setup/upgrade");
    expect(readVersionFile(archivedSite("setup/installation"))?.upgrade).toBe("setup/installation");
  });

  it("names the version's file when the node is invalid", () => {
    const site = archivedSite("setup/upgrade");
    const broken = {
      ...site,
      store: {
        ...site.store,
        versionYaml: () => [{ ...site.store.versionYaml()[0]!, release: { tag: 5 } }],
      },
    } as unknown as VersionView;
    expect(() => readVersionFile(broken)).toThrow("versions/0.44.0/version.yaml");
  });

  it("is null for the current version", () => {
    const site = archivedSite("setup/upgrade");
    expect(readVersionFile({ ...site, version: { ...site.version, current: true } })).toBeNull();
  });
});
