import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { validateOpenApi } from "../../plugins/gatsby-source-openapi/validate";
import { schemaFields } from "../../node/versions/diff/api";
import { diffApi, diffVersions, markersFor } from "../../node/versions/diff";
import { overviewMarkers, overviewMarkersSentence } from "../../src/shared/overview-markers";
import {
  commandPageMarkers,
  operationPageMarkers,
  type ApiChange,
  type CliChange,
  type EnvChange,
} from "../../src/shared/version-changes";
import { cliDataFromDir, openApiFromFile } from "../support/content-files";
import { versionSources } from "../support/flowg-version";

/**
 * The version diff (node/versions/diff) on two tiny API descriptions and two tiny CLI sets
 * written for it (tests/fixtures/version-diff/), every kind of change pinned; then on the real
 * data: v0.45.8 against v0.63.0, each read wherever it lives (tests/support/flowg-version.ts).
 */
const FIXTURES = "tests/fixtures/version-diff";
const fixture = (name: string) => openApiFromFile(`${FIXTURES}/${name}`);

function fixtureDiff() {
  return diffVersions({
    from: {
      name: "1.0",
      label: "v1.0",
      api: fixture("api-before.yaml"),
      cli: cliDataFromDir(`${FIXTURES}/cli-before`),
    },
    to: {
      name: "2.0",
      label: "v2.0",
      api: fixture("api-after.yaml"),
      cli: cliDataFromDir(`${FIXTURES}/cli-after`),
    },
  });
}

/** A change as one line: what the tests pin. */
const apiLine = (c: ApiChange) =>
  [c.operationId, c.kind, c.target, c.in ?? "-", c.name, c.before ?? "-", c.after ?? "-"].join(
    " | ",
  );
const cliLine = (c: CliChange) =>
  [c.command, c.kind, c.target, c.name, c.before ?? "-", c.after ?? "-"].join(" | ");
const envLine = (c: EnvChange) =>
  [
    c.name,
    c.kind,
    c.before ?? "-",
    c.after ?? "-",
    c.usedBy.map((u) => `${u.command}:${u.via}:${u.ref}`).join(","),
  ].join(" | ");

describe("the fixtures", () => {
  it.each(["api-before.yaml", "api-after.yaml"])("%s is a valid OpenAPI document", async (name) => {
    const file = `${FIXTURES}/${name}`;
    await expect(
      validateOpenApi(fixture(name), file, fs.readFileSync(file, "utf8")),
    ).resolves.toBeDefined();
  });

  it("the CLI sets pass the build's CLI schema", () => {
    expect(cliDataFromDir(`${FIXTURES}/cli-before`).map((root) => root.name)).toEqual([
      "probe",
      "tool",
    ]);
    expect(cliDataFromDir(`${FIXTURES}/cli-after`).map((root) => root.name)).toEqual(["tool"]);
  });
});

describe("diffApi on the fixtures", () => {
  it("lists every change, in the newer document's order, removed operations last", () => {
    expect(fixtureDiff().api.map(apiLine)).toEqual([
      "list_things | added | parameter | - | X-Trace | - | header, string, optional",
      "list_things | changed | parameter | - | limit | query, integer, optional | query, integer, required",
      "list_things | removed | parameter | - | offset | query, integer, optional | -",
      "list_things | changed | responseField | - | things[].config.backend | one of 2 types, optional | one of 3 types, optional",
      "list_things | added | responseField | - | things[].config.backend.bucket | - | string, required",
      "list_things | added | responseField | - | things[].config.retention.max_records | - | integer, optional",
      "list_things | removed | responseField | - | things[].config.retention.size | integer, optional | -",
      "list_things | changed | responseField | - | things[].config.retention.ttl | integer, optional | string (duration), optional",
      "list_things | added | responseField | - | things[].owner | - | string | null, optional",
      "list_things | added | enum | parameter | order | - | random",
      "list_things | added | enum | response | things[].config.backend.type | - | cloud",
      "list_things | removed | enum | response | things[].kind | b | -",
      "list_things | added | enum | response | things[].kind | - | c",
      "get_thing | changed | scope | - | x-flowg-permission | read_things | admin_things",
      "get_thing | changed | responseField | - | thing.config.backend | one of 2 types, optional | one of 3 types, optional",
      "get_thing | added | responseField | - | thing.config.backend.bucket | - | string, required",
      "get_thing | added | responseField | - | thing.config.retention.max_records | - | integer, optional",
      "get_thing | removed | responseField | - | thing.config.retention.size | integer, optional | -",
      "get_thing | changed | responseField | - | thing.config.retention.ttl | integer, optional | string (duration), optional",
      "get_thing | added | responseField | - | thing.owner | - | string | null, optional",
      "get_thing | added | enum | response | thing.config.backend.type | - | cloud",
      "get_thing | removed | enum | response | thing.kind | b | -",
      "get_thing | added | enum | response | thing.kind | - | c",
      "get_thing | removed | status | - | 404 | 404 | -",
      "get_thing | added | status | - | 500 | - | 500",
      "save_thing | changed | requestField | - | thing.config.backend | one of 2 types, optional | one of 3 types, optional",
      "save_thing | added | requestField | - | thing.config.backend.bucket | - | string, required",
      "save_thing | added | requestField | - | thing.config.retention.max_records | - | integer, optional",
      "save_thing | removed | requestField | - | thing.config.retention.size | integer, optional | -",
      "save_thing | changed | requestField | - | thing.config.retention.ttl | integer, optional | string (duration), optional",
      "save_thing | added | requestField | - | thing.owner | - | string | null, optional",
      "save_thing | added | enum | request | thing.config.backend.type | - | cloud",
      "save_thing | removed | enum | request | thing.kind | b | -",
      "save_thing | added | enum | request | thing.kind | - | c",
      "get_thing_history | added | operation | - | get_thing_history | - | GET /things/{thing}/history",
      "start_thing | changed | operation | - | start_thing | run_thing | start_thing",
      "start_thing | added | responseField | - | started_at | - | string (date-time), optional",
      "delete_thing | removed | operation | - | delete_thing | DELETE /things/{thing} | -",
    ]);
  });

  it("gives each change its operation, method, path, tag and one sentence", () => {
    const api = fixtureDiff().api;
    const find = (operationId: string, target: string, name: string) =>
      api.find((c) => c.operationId === operationId && c.target === target && c.name === name);
    expect(find("start_thing", "operation", "start_thing")).toEqual({
      operationId: "start_thing",
      method: "POST",
      path: "/things/{thing}/run",
      tag: "things",
      kind: "changed",
      target: "operation",
      name: "start_thing",
      before: "run_thing",
      after: "start_thing",
      summary:
        "The operationId of POST /things/{thing}/run changed from run_thing to start_thing; the method and path are the same, so this is taken as the same operation.",
    });
    expect(find("delete_thing", "operation", "delete_thing")?.summary).toBe(
      "The operation delete_thing (DELETE /things/{thing}) was removed.",
    );
    expect(find("get_thing_history", "operation", "get_thing_history")?.summary).toBe(
      "New operation get_thing_history (GET /things/{thing}/history).",
    );
    expect(find("get_thing", "scope", "x-flowg-permission")?.summary).toBe(
      "The permission it needs changed from read_things to admin_things.",
    );
    expect(find("list_things", "parameter", "X-Trace")?.summary).toBe(
      "New optional header parameter X-Trace, of type string.",
    );
    expect(find("get_thing", "status", "500")?.summary).toBe("It can now answer with status 500.");
    expect(
      api.find((c) => c.target === "enum" && c.in === "request" && c.after === "cloud")?.summary,
    ).toBe("The request body field thing.config.backend.type accepts a new value, cloud.");
    for (const change of api) expect(change.summary).toMatch(/^[A-Z].*\.$/);
  });

  it("finds nothing between a document and itself, and stops at recursive schemas", () => {
    const after = fixture("api-after.yaml");
    expect(diffApi(after, after)).toEqual([]);
    // Node holds an array of Node: its fields are listed once, not walked forever.
    const fields = schemaFields(after, { $ref: "#/components/schemas/Node" });
    expect([...fields.keys()]).toEqual(["label", "children"]);
    expect(fields.get("children")).toEqual({ type: "array of Node", required: false, values: [] });
  });

  it("names the file of a document whose permission extension is malformed", () => {
    const broken = structuredClone(fixture("api-after.yaml")) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    broken.paths["/tree"]!.get!["x-flowg-permission"] = "read_trees";
    expect(() =>
      diffVersions({
        from: { name: "1.0", label: "v1.0", api: fixture("api-before.yaml"), cli: [] },
        to: {
          name: "2.0",
          label: "v2.0",
          api: broken,
          apiFile: "versions/2.0/openapi.yaml",
          cli: [],
        },
      }),
    ).toThrow(
      /^versions\/2\.0\/openapi\.yaml: invalid x-flowg-permission\n {2}- paths\["\/tree"\]\.get\.x-flowg-permission: unknown scope "read_trees"/,
    );
  });

  it("gives the same result twice", () => {
    expect(fixtureDiff()).toEqual(fixtureDiff());
  });
});

describe("diffCli and the environment variables on the fixtures", () => {
  it("lists commands, flags and configuration keys added, removed and changed", () => {
    expect(fixtureDiff().cli.map(cliLine)).toEqual([
      "probe | removed | command | probe | - | -",
      'tool | added | flag | config | - | type string; default ""',
      "tool | changed | flag | mode | default fast; allowed values fast, slow | default auto; allowed values auto, fast, slow",
      "tool | removed | flag | old | - | -",
      "tool | added | configKey | server | - | type block; default absent: no server",
      "tool | added | configKey | server.bind | - | type string; default :8080",
      "tool thing delete | removed | command | tool thing delete | - | -",
      "tool thing list | added | flag | all | - | type bool; default false",
      "tool thing list | changed | flag | limit | type int | type int64",
      "tool thing show | added | command | tool thing show | - | -",
    ]);
    const mode = fixtureDiff().cli.find((c) => c.name === "mode");
    expect(mode?.summary).toBe(
      "The flag --mode of tool changed its default from fast to auto, its allowed values from fast, slow to auto, fast, slow.",
    );
  });

  it("lists variables from flags, environment lists and configuration keys", () => {
    expect(fixtureDiff().env.map(envLine)).toEqual([
      "PROBE_TARGET | removed | :80 | - | probe:environment:PROBE_TARGET",
      "TOOL_BIND | added | - | :8080 | tool:configKey:server.bind",
      "TOOL_MODE | changed | fast | auto | tool:flag:mode",
      'TOOL_OLD | removed | "" | - | tool:flag:old',
      // A block's default ("absent: no server") is no value of its variable.
      "TOOL_SERVER_ENABLED | added | - | - | tool:configKey:server",
    ]);
    // TOOL_SECRET and TOOL_VERBOSE are read by both versions with the same default: not listed.
  });

  it("counts the changes", () => {
    expect(fixtureDiff().counts).toEqual({
      operationsAdded: 1,
      operationsRemoved: 1,
      operationsChanged: 4,
      apiChanges: 38,
      commandsAdded: 1,
      commandsRemoved: 2,
      flagsAdded: 2,
      flagsRemoved: 1,
      flagsChanged: 2,
      configKeysAdded: 2,
      configKeysRemoved: 0,
      configKeysChanged: 0,
      cliChanges: 10,
      envAdded: 2,
      envRemoved: 2,
      envChanged: 1,
    });
  });
});

describe("markersFor", () => {
  it("marks what the newer version's pages show, and nothing removed", () => {
    const diff = fixtureDiff();
    const markers = markersFor(diff);
    expect(markers.from).toEqual({ name: "1.0", label: "v1.0" });
    expect(markers.to).toEqual({ name: "2.0", label: "v2.0" });
    expect(
      Object.fromEntries(
        Object.entries(markers.operations).map(([id, m]) => [id, [m.marker, m.changes.length]]),
      ),
    ).toEqual({
      list_things: ["changed", 13],
      get_thing: ["changed", 12],
      save_thing: ["changed", 9],
      get_thing_history: ["new", 1],
      start_thing: ["changed", 2],
    });
    expect(markers.operations.start_thing!.changes).toEqual(
      diff.api.filter((c) => c.operationId === "start_thing"),
    );
    expect(markers.parameters).toEqual({
      list_things: { "X-Trace": "new", limit: "changed", order: "changed" },
    });
    expect(markers.fields.save_thing).toEqual({
      request: {
        "thing.config.backend": "changed",
        "thing.config.backend.bucket": "new",
        "thing.config.backend.type": "changed",
        "thing.config.retention.max_records": "new",
        "thing.config.retention.ttl": "changed",
        "thing.kind": "changed",
        "thing.owner": "new",
      },
      response: {},
    });
    expect(markers.fields.start_thing).toEqual({ request: {}, response: { started_at: "new" } });
    expect(Object.keys(markers.fields).sort()).toEqual([
      "get_thing",
      "list_things",
      "save_thing",
      "start_thing",
    ]);
    expect(markers.commands).toEqual({
      tool: "changed",
      "tool thing list": "changed",
      "tool thing show": "new",
    });
    expect(markers.flagMarkers).toEqual({
      tool: { config: "new", mode: "changed" },
      "tool thing list": { all: "new", limit: "changed" },
    });
    expect(markers.configKeys).toEqual({ tool: { server: "new", "server.bind": "new" } });
    expect(markers.env).toEqual({
      TOOL_BIND: "new",
      TOOL_MODE: "changed",
      TOOL_SERVER_ENABLED: "new",
    });
  });
});

describe("the markers of one page", () => {
  const markers = markersFor(fixtureDiff());
  const from = { name: "1.0", label: "v1.0" };
  const to = { name: "2.0", label: "v2.0" };

  it("gives an operation page its own markers, null when it did not change", () => {
    expect(operationPageMarkers(markers, "start_thing")).toEqual({
      from,
      to,
      marker: "changed",
      parameters: {},
      request: {},
      response: { started_at: "new" },
    });
    expect(operationPageMarkers(markers, "get_thing_history")).toEqual({
      from,
      to,
      marker: "new",
      parameters: {},
      request: {},
      response: {},
    });
    expect(operationPageMarkers(markers, "get_tree")).toBeNull();
  });

  it("gives the API overview one word per new or changed operation, and the sentence above its lists", () => {
    const overview = overviewMarkers(markers, "/docs/api/changes");
    expect(overview).toMatchObject({ from, to, changesRoute: "/docs/api/changes" });
    expect(overview.operations).toMatchObject({
      start_thing: "changed",
      get_thing_history: "new",
    });
    expect(overview.operations).not.toHaveProperty("get_tree");
    const counts = Object.values(overview.operations);
    expect([overview.added, overview.changed]).toEqual([
      counts.filter((kind) => kind === "new").length,
      counts.filter((kind) => kind === "changed").length,
    ]);
    const sentence = (added: number, changed: number) =>
      overviewMarkersSentence({ ...overview, added, changed });
    expect(sentence(12, 9)).toBe(
      "Compared with v1.0, 12 operations are new and 9 have changed (marked in the lists below).",
    );
    expect(sentence(1, 1)).toBe(
      "Compared with v1.0, 1 operation is new and 1 has changed (marked in the lists below).",
    );
    expect(sentence(0, 2)).toBe(
      "Compared with v1.0, 2 operations have changed (marked in the lists below).",
    );
    expect(sentence(3, 0)).toBe(
      "Compared with v1.0, 3 operations are new (marked in the lists below).",
    );
    expect(sentence(0, 0)).toBe("No operation has changed since v1.0.");
  });

  it("gives a command page its flags, keys and the variables it lists", () => {
    expect(commandPageMarkers(markers, "tool", ["TOOL_MODE", "TOOL_VERBOSE", "TOOL_BIND"])).toEqual(
      {
        from,
        to,
        marker: "changed",
        flagMarkers: { config: "new", mode: "changed" },
        configKeys: { server: "new", "server.bind": "new" },
        env: { TOOL_MODE: "changed", TOOL_BIND: "new" },
      },
    );
    expect(commandPageMarkers(markers, "tool thing show", [])).toMatchObject({
      marker: "new",
      flagMarkers: {},
    });
  });
});

describe("v0.45.8 to v0.63.0 (each read where it lives: current, archived or draft)", () => {
  const v0458 = versionSources("0.45.8");
  const v0630 = versionSources("0.63.0");
  const diff = diffVersions({
    from: {
      name: "0.45.8",
      label: "v0.45.8",
      api: openApiFromFile(v0458.openapi),
      cli: cliDataFromDir(v0458.cli),
    },
    to: {
      name: "0.63.0",
      label: "v0.63.0",
      api: openApiFromFile(v0630.openapi),
      cli: cliDataFromDir(v0630.cli),
    },
  });
  const operations = (kind: string) =>
    diff.api.filter((c) => c.target === "operation" && c.kind === kind).map((c) => c.operationId);

  it("finds the 10 new operations and no removed or renamed one", () => {
    expect(operations("added").sort()).toEqual([
      "delete_auth_provider",
      "get_auth_provider",
      "get_stream_indices",
      "get_stream_usage",
      "get_system_configuration",
      "list_auth_providers",
      "save_auth_provider",
      "scrap_pipeline_metrics",
      "test_pipeline",
      "update_system_configuration",
    ]);
    expect(operations("removed")).toEqual([]);
    expect(operations("changed")).toEqual([]);
  });

  it("finds the API changes of existing operations (measured: 25 operations, 170 changes)", () => {
    expect(diff.counts).toMatchObject({
      operationsAdded: 10,
      operationsRemoved: 0,
      operationsChanged: 25,
      apiChanges: 170,
    });
    const lines = diff.api.map(apiLine);
    expect(lines).toEqual(
      expect.arrayContaining([
        "query_stream | added | parameter | - | indexing | - | query, string, optional",
        "test_transformer | removed | responseField | - | record | map of string, optional | -",
        "test_transformer | added | responseField | - | records | - | array of map of string, optional",
        "save_role | added | enum | request | scopes | - | read_auth_providers",
        "save_pipeline | added | enum | request | flow.nodes[].type | - | metric",
        "save_forwarder | added | enum | request | forwarder.config.type | - | clickhouse",
        "ingest_logs_otlp | added | status | - | 404 | - | 404",
        "get_pipeline | added | status | - | 500 | - | 500",
      ]),
    );
    const status501 = diff.api.filter((c) => c.target === "status" && c.name === "501");
    expect(status501.map((c) => c.operationId)).toEqual([
      "backup_auth",
      "backup_config",
      "backup_logs",
      "restore_auth",
      "restore_config",
      "restore_logs",
    ]);
    // No operation needs another permission than in v0.45.8.
    expect(diff.api.filter((c) => c.target === "scope")).toEqual([]);
  });

  it("finds the flowg-server flags replaced by --config and its configuration file", () => {
    const server = diff.cli.filter((c) => c.command === "flowg-server");
    const flags = (kind: string) =>
      server.filter((c) => c.target === "flag" && c.kind === kind).map((c) => c.name);
    expect(flags("removed")).toHaveLength(35);
    expect(flags("removed")).toEqual(
      expect.arrayContaining(["auth-dir", "http-bind", "cluster-node-id", "syslog-allow-origin"]),
    );
    expect(flags("added")).toEqual(["config"]);
    expect(server.filter((c) => c.target === "configKey" && c.kind === "added")).toHaveLength(38);
    expect(diff.counts).toMatchObject({
      commandsAdded: 3,
      commandsRemoved: 0,
      flagsAdded: 4,
      flagsRemoved: 35,
      flagsChanged: 2,
      configKeysAdded: 38,
      cliChanges: 82,
    });
    expect(
      diff.cli.filter((c) => c.target === "command").map((c) => `${c.kind} ${c.name}`),
    ).toEqual([
      "added flowg-client system-config",
      "added flowg-client system-config show",
      "added flowg-client system-config update",
    ]);
    expect(
      diff.cli.filter((c) => c.target === "flag" && c.kind === "changed").map((c) => c.command),
    ).toEqual(["flowg-client acl role grant", "flowg-client acl role revoke"]);
  });

  it("finds the environment variables removed and added (15 and 10), no default changed", () => {
    const names = (kind: string) => diff.env.filter((c) => c.kind === kind).map((c) => c.name);
    expect(names("removed")).toHaveLength(15);
    expect(names("removed")).toEqual(
      expect.arrayContaining([
        "FLOWG_AUTH_DIR",
        "FLOWG_LOG_DIR",
        "FLOWG_CONFIG_DIR",
        "FLOWG_SYSLOG_ALLOW_ORIGINS",
        "FLOWG_CLUSTER_NODE_ID",
      ]),
    );
    expect(names("added")).toEqual([
      "FLOWG_BADGER_AUTH_DIR",
      "FLOWG_BADGER_CONFIG_DIR",
      "FLOWG_BADGER_LOG_DIR",
      "FLOWG_DEMO_MODE",
      "FLOWG_FOUNDATIONDB_CLUSTER_FILE",
      "FLOWG_FOUNDATIONDB_CONNECTION_STRING",
      "FLOWG_FOUNDATIONDB_KEY_SPACE",
      "FLOWG_HTTP_MOUNT_PATH",
      "FLOWG_STORAGE_BACKEND",
      "FLOWG_SYSLOG_INITIAL_ALLOWED_ORIGINS",
    ]);
    expect(names("changed")).toEqual([]);
    // A labelled block's default is a value of its variable; a TLS block's is not.
    expect(diff.env.find((c) => c.name === "FLOWG_STORAGE_BACKEND")?.after).toBe("badgerdb");
    const badger = diff.env.find((c) => c.name === "FLOWG_BADGER_AUTH_DIR");
    expect(badger).toMatchObject({
      after: "./data/auth",
      usedBy: [
        {
          command: "flowg-server",
          via: "configKey",
          ref: 'storage.backend "badgerdb".auth_dir',
        },
      ],
    });
  });
});
