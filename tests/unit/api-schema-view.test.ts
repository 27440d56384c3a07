import fs from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { flatten, schemaView, typeLabel } from "../../node/api/schema-view";
import type { FieldRow, SchemaRow } from "../../src/shared/api";
import { versionSources } from "../support/flowg-version";

/** The schemas below are FlowG v0.45.8's, read wherever that version lives. */
const V = versionSources("0.45.8");
const document = YAML.parse(fs.readFileSync(V.openapi, "utf8"));
const ctx = { document, markdown: (text: string) => `<p>${text.trim()}</p>` };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One line per row: indentation, path, type, flags; variants as "-- label (i/n)". */
function outline(rows: SchemaRow[]): string[] {
  return rows.map((r) =>
    r.kind === "variant"
      ? `${"  ".repeat(r.depth)}-- ${r.label} (${r.index}/${r.count})`
      : `${"  ".repeat(r.depth)}${r.parent}${r.name}: ${r.type}${r.required ? " required" : ""}${r.nullable ? " nullable" : ""}${r.sameAs !== undefined ? ` same as "${r.sameAs}"` : ""}`,
  );
}

describe("schema view", () => {
  it("merges allOf, follows $refs, nests objects and marks required fields", () => {
    const view = schemaView(ref("ConfigureStreamRequest"), ctx);
    expect(view.name).toBe("ConfigureStreamRequest");
    expect(outline(view.rows)).toEqual([
      "config: StreamConfig required",
      "  config.ttl: integer (int64)",
      "  config.size: integer (int64)",
      "  config.indexed_fields: array of string",
    ]);
    expect(outline(schemaView(ref("ListRolesResponse"), ctx).rows)).toEqual([
      "success: boolean required",
      "roles: array of Role",
      "  roles[].name: string",
      "  roles[].scopes: array of string nullable",
    ]);
  });

  it("turns `oneOf [X, null]` into a nullable X and shows map values", () => {
    expect(outline(schemaView(ref("GetUserResponse"), ctx).rows)).toEqual([
      "success: boolean required",
      "user: User nullable",
      "  user.name: string",
      "  user.roles: array of string",
    ]);
    expect(outline(schemaView(ref("ListStreamsResponse"), ctx).rows)).toEqual([
      "success: boolean required",
      "streams: map of StreamConfig",
      "  streams.<key>.ttl: integer (int64)",
      "  streams.<key>.size: integer (int64)",
      "  streams.<key>.indexed_fields: array of string",
    ]);
  });

  it("shows oneOf alternatives as variants, each with its own fields", () => {
    const rows = schemaView(ref("SaveForwarderRequest"), ctx).rows;
    const variants = rows.filter((r) => r.kind === "variant");
    expect(variants.map((v) => v.label)).toEqual([
      "Webhook (http)",
      "Syslog server (syslog)",
      "Datadog (datadog)",
      "AMQP (amqp)",
      "Splunk (splunk)",
      "OpenTelemetry (otlp)",
      "Elasticsearch (elastic)",
    ]);
    expect(variants[0]).toMatchObject({ of: "forwarder.config", index: 1, count: 7, depth: 2 });
    const syslog = rows.slice(rows.indexOf(variants[1]!) + 1, rows.indexOf(variants[2]!));
    expect(outline(syslog)[0]).toBe("      forwarder.config.type: string required");
    expect((syslog[0] as FieldRow).facts).toEqual([{ label: "Always", values: ["syslog"] }]);
    expect((syslog[4] as FieldRow).facts[0]).toEqual({
      label: "Allowed values",
      values: ["emerg", "alert", "crit", "err", "warning", "notice", "info", "debug"],
    });
  });

  it("lists allOf-derived variants with the base fields and the fixed type", () => {
    const rows = schemaView(ref("SavePipelineRequest"), ctx).rows;
    const source = rows.findIndex((r) => r.kind === "variant" && r.label === "SourceNode");
    expect(outline(rows.slice(source, source + 8))).toEqual([
      "    -- SourceNode (1/6)",
      "      flow.nodes[].id: string required",
      "      flow.nodes[].type: string required",
      "      flow.nodes[].position: FlowNodePosition required",
      "        flow.nodes[].position.x: number required",
      "        flow.nodes[].position.y: number required",
      "      flow.nodes[].data: object required",
      "        flow.nodes[].data.type: string",
    ]);
    const dataType = rows[source + 7] as FieldRow;
    expect(dataType.facts).toEqual([
      { label: "Allowed values", values: ["direct", "syslog"] },
      { label: "Default", values: ["direct"] },
    ]);
  });

  it("stops on recursive schemas and lists a large schema once per body", () => {
    const lines = outline(schemaView(ref("OtlpExportLogsServiceRequest"), ctx).rows);
    expect(lines).toContain(
      `          resourceLogs[].resource.attributes[].value.arrayValue.values: array of OtlpAnyValue same as "resourceLogs[].resource.attributes[].value"`,
    );
    expect(lines).toContain(
      `      resourceLogs[].scopeLogs[].logRecords[].body: OtlpAnyValue same as "resourceLogs[].resource.attributes[].value"`,
    );
    expect(lines.length).toBeLessThan(40);
  });

  it("describes scalars, binary data and constraints", () => {
    expect(schemaView(ref("DatabaseSnapshot"), ctx)).toMatchObject({
      type: "binary",
      rows: [],
      facts: [{ label: "Media type", values: ["application/octet-stream"] }],
    });
    expect(schemaView(ref("Token"), ctx).facts).toEqual([
      { label: "Pattern", values: ["^pat_[a-zA-Z0-9]{32}$"] },
      { label: "Example", values: ["pat_Q7mZ2xKp9LwT4vRb8NcY1sHd6FgJ3aUe"] },
    ]);
    expect(schemaView({ type: "string", minLength: 1 }, ctx).facts).toEqual([
      { label: "Minimum length", values: ["1"] },
    ]);
    expect(typeLabel(document, flatten(document, { type: ["string", "integer"] }))).toBe(
      "string | integer",
    );
    expect(schemaView(ref("ErrorBody"), ctx).html).toContain("Body of every error response");
  });
});
