import { describe, expect, it } from "vitest";
import { modelOf, testNode } from "../support/site-model";

/**
 * The site model (node/model/): one object per docs version over the node store, whose parts are
 * made on first read from their input nodes, as `gatsby develop` sees them after each edit.
 */
const node = testNode;
const doc = (docsVersion: string, docId: string, route: string) =>
  node("DocPage", `${docsVersion}:${docId}`, {
    docId,
    docsVersion,
    route,
    title: docId,
    sidebarLabel: null,
  });
const sidebars = (docsVersion: string, docs: string[]) =>
  node("SidebarsYaml", `sidebars@${docsVersion}`, { docsVersion, docs });

const model = modelOf;

const DOCS = [
  doc("0.45.8", "index", "/docs"),
  doc("0.45.8", "guides/streams", "/docs/guides/streams"),
  doc("0.44.0", "index", "/docs/0.44.0"),
];

describe("the site model", () => {
  it("gives each docs version its own nodes, by their docsVersion", () => {
    const site = model([
      ...DOCS,
      sidebars("0.45.8", ["index", "guides/streams"]),
      sidebars("0.44.0", ["index"]),
    ]);
    expect(site.versions.map((v) => v.version.name)).toEqual(["0.45.8", "0.44.0"]);
    expect(site.current.docs.map((d) => d.route).sort()).toEqual(["/docs", "/docs/guides/streams"]);
    expect(site.versions[1]!.docs.map((d) => d.route)).toEqual(["/docs/0.44.0"]);
    expect([...site.versions[1]!.routes()]).toEqual(["/docs/0.44.0"]);
  });

  it("throws a part's error to every reader, and makes the part again once its input is fixed", () => {
    const broken = model([...DOCS, sidebars("0.45.8", ["index", "guides/stream"])]);
    const message = /unknown doc id "guides\/stream"; did you mean "guides\/streams"\?/;
    expect(() => broken.current.sidebars()).toThrow(message);
    expect(() => broken.current.sidebars()).toThrow(message);
    // The edit a writer makes in develop: the next createPages builds a model over the new node.
    const fixed = model([...DOCS, sidebars("0.45.8", ["index", "guides/streams"])]);
    const items = fixed.current.sidebars().sidebars.docs!;
    expect(items.map((item) => ("href" in item ? item.href : null))).toEqual([
      "/docs",
      "/docs/guides/streams",
    ]);
  });

  it("shows an edited node in the parts made from it", () => {
    const before = model([...DOCS, sidebars("0.45.8", ["index"]), sidebars("0.44.0", ["index"])]);
    expect(before.current.sidebars().unlisted).toEqual(["guides/streams"]);
    const after = model([
      ...DOCS,
      sidebars("0.45.8", ["index", "guides/streams"]),
      sidebars("0.44.0", ["index"]),
    ]);
    expect(after.current.sidebars().unlisted).toEqual([]);
    expect(after.versions[1]!.sidebars()).toEqual(before.versions[1]!.sidebars());
  });
});
