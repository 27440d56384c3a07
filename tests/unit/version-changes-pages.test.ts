import YAML from "yaml";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { apiChangesLink, apiSidebarItems } from "../../node/api/sidebar";
import { apiRoutes } from "../../node/create-pages/api";
import type { NodeStore, VersionView } from "../../node/store";
import {
  commandMarkersOf,
  computeVersionChanges,
  operationMarkersOf,
} from "../../node/versions/changes";
import type { SiteVersion } from "../../src/shared/versions";
import { openApiFromFile } from "../support/content-files";
import { versionSources } from "../support/flowg-version";

/**
 * The wiring of the version diff into the pages (issue 26): the all-features build's archived
 * fixture version 0.44.0 against the v0.45.8 docs it was made before (openapi/flowg.yaml and
 * content/cli while v0.45.8 is current, versions/0.45.8 once archived), standing for the current
 * version, read as the build reads them, from ApiSpec and CliYaml nodes of each version's store.
 */
const V0458 = versionSources("0.45.8");
const CURRENT: SiteVersion = {
  name: "0.45.8",
  label: "v0.45.8",
  path: "/docs",
  current: true,
  banner: null,
};
const ARCHIVED: SiteVersion = {
  name: "0.44.0",
  label: "v0.44.0",
  path: "/docs/0.44.0",
  current: false,
  banner: "unmaintained",
};
const FIXTURE = "e2e/fixtures/versions/0.44.0";

interface Files {
  openapi: string;
  cli: string[];
}

/** The part of a version's model the diff reads: its store's spec, CLI files and files. */
function site(version: SiteVersion, files: Files, digest = "1"): VersionView {
  const { spec } = describeOperations(openApiFromFile(files.openapi), { file: files.openapi });
  const node = (id: string, parent: string | null) => ({
    id,
    parent,
    children: [],
    internal: { type: "Test", contentDigest: `${id}#${digest}`, owner: "test" },
  });
  const fileNodes = [files.openapi, ...files.cli].map((file) => ({
    ...node(`file:${version.name}:${file}`, null),
    sourceInstanceName: version.current ? "docs" : `docs@${version.name}`,
    relativePath: file,
    absolutePath: `${process.cwd()}/${file}`,
    base: file.split("/").pop()!,
  }));
  const store = {
    apiSpecs: () => [
      {
        ...node(`spec:${version.name}`, `file:${version.name}:${files.openapi}`),
        ...spec,
        docsVersion: version.name,
      },
    ],
    cliYaml: () =>
      files.cli.map((file) => ({
        ...node(`cli:${version.name}:${file}`, `file:${version.name}:${file}`),
        ...(YAML.parse(fs.readFileSync(file, "utf8")) as object),
      })),
    files: () => fileNodes,
  } as unknown as NodeStore; // the diff reads these three readers only
  return { version, store };
}

const cliFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => `${dir}/${name}`);
const current = (digest?: string) =>
  site(CURRENT, { openapi: V0458.openapi, cli: cliFiles(V0458.cli) }, digest);
const archived = () =>
  site(ARCHIVED, { openapi: `${FIXTURE}/openapi.yaml`, cli: cliFiles(`${FIXTURE}/cli`) });

describe("computeVersionChanges", () => {
  it("diffs the previous version to the current one, for the current version's pages", () => {
    const changes = computeVersionChanges(current(), archived());
    expect(changes.route).toBe("/docs/api/changes");
    expect(changes.model.title).toBe("API changes since v0.44.0");
    expect(changes.diff.from).toEqual({ name: "0.44.0", label: "v0.44.0" });
    expect(changes.diff.to).toEqual({ name: "0.45.8", label: "v0.45.8" });
    // The fixture drops query_stream's filter parameter and adds list_stream_tags.
    expect(operationMarkersOf(changes, "query_stream")).toEqual({
      from: { name: "0.44.0", label: "v0.44.0" },
      to: { name: "0.45.8", label: "v0.45.8" },
      marker: "changed",
      parameters: { filter: "new" },
      request: {},
      response: {},
    });
    expect(operationMarkersOf(changes, "list_streams")).toBeNull();
    const removed = changes.model.sections.find((s) => s.kind === "removedOperations");
    expect(removed && "groups" in removed ? removed.groups[0]?.operations[0]?.href : null).toBe(
      "/docs/0.44.0/api/list-stream-tags",
    );
  });

  it("names the version and what is missing when a version has no OpenAPI document", () => {
    const bare = { ...archived(), store: { ...archived().store, apiSpecs: () => [] } };
    expect(() => computeVersionChanges(current(), bare)).toThrow(
      "docs version 0.44.0: no OpenAPI document, so the changes since the previous version cannot be computed",
    );
  });
});

describe("command page markers", () => {
  const command = (
    path: string[],
    flags: Array<string | null> = [],
    environment: string[] = [],
  ) => ({
    path,
    flagList: flags.map((env) => ({ env })),
    environment: environment.map((name) => ({ name })),
  });

  it("a command that lost a flag is changed, with no flag marked (the page no longer shows it)", () => {
    const changes = computeVersionChanges(current(), archived());
    expect(commandMarkersOf(changes, command(["flowg-health"]))).toMatchObject({
      marker: "changed",
      flagMarkers: {},
      env: {},
    });
  });

  it("a new command is new, and the variables it lists are looked up", () => {
    const changes = computeVersionChanges(current(), archived());
    const markers = commandMarkersOf(
      changes,
      command(["flowg-client", "stream", "ls"], ["FLOWG_API"], ["EDITOR"]),
    );
    expect(markers?.marker).toBe("new");
    expect(markers?.env).toEqual({ FLOWG_API: "new", EDITOR: "new" });
  });

  it("nothing on a one-version site", () => {
    expect(commandMarkersOf(null, command(["flowg-health"]))).toBeNull();
  });
});

describe("the changes page's route and sidebar entry", () => {
  const ops = [{ operationId: "list_streams", slug: "list-streams" }];

  it("is a route of the API reference only when asked for", () => {
    expect(apiRoutes(ops).map((r) => r.kind)).toEqual(["overview", "operation"]);
    expect(apiRoutes(ops, "/docs", true)).toEqual([
      { kind: "overview", path: "/docs/api" },
      { kind: "changes", path: "/docs/api/changes" },
      { kind: "operation", path: "/docs/api/list-streams", operationId: "list_streams" },
    ]);
  });

  it("an operation whose page would be the changes page fails the build", () => {
    expect(() => apiRoutes([{ operationId: "changes", slug: "changes" }], "/docs", true)).toThrow(
      'openapi: operation changes would have the page /docs/api/changes, which is the "API changes since" page of the version',
    );
  });

  it("the current version of a site with an archived one lists it first in the API section", () => {
    expect(apiChangesLink([CURRENT], CURRENT)).toBeNull();
    expect(apiChangesLink([CURRENT, ARCHIVED], ARCHIVED)).toBeNull();
    const link = apiChangesLink([CURRENT, ARCHIVED], CURRENT);
    expect(link).toEqual({ label: "API changes since v0.44.0", href: "/docs/api/changes" });
    const operations = [
      {
        order: 0,
        operationId: "list_streams",
        slug: "list-streams",
        summary: "List",
        tag: "streams",
      },
    ];
    const [reference] = apiSidebarItems(operations, [{ name: "streams", order: 0 }], "/docs", link);
    expect(reference?.type === "category" ? reference.items[0] : null).toEqual({
      type: "doc",
      docId: "api:changes",
      label: "API changes since v0.44.0",
      href: "/docs/api/changes",
    });
  });
});
