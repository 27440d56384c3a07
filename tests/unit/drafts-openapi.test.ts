import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import {
  describeOperations,
  impliedScopes,
  knownScopes,
  OpenApiModelError,
} from "../../plugins/gatsby-source-openapi/operations";
import { validateOpenApi } from "../../plugins/gatsby-source-openapi/validate";
import { operationView } from "../../node/api/operation-view";
import { CANONICAL_STATUS, securitySchemes } from "../../node/api/overview";
import { deref } from "../../node/api/schema-view";
import { versionSources } from "../support/flowg-version";

/**
 * The OpenAPI description of FlowG v0.63.0 waits in drafts/ until the site switches versions.
 * Nothing in the build reads it, so this test holds it to what the build asks of
 * openapi/flowg.yaml: the same validator (@readme/openapi-parser, through validate.ts) and the
 * same permission reader (operations.ts), whose scopes come from the document's own
 * components.schemas.Scope.enum. Both documents are read wherever their version lives
 * (tests/support/flowg-version.ts): v0.63.0 in drafts/ now and in openapi/ after the switch,
 * v0.45.8 in openapi/ now and in versions/0.45.8/ after it.
 */
const FILE = versionSources("0.63.0").openapi;
const source = fs.readFileSync(FILE, "utf8");
const document = YAML.parse(source) as Record<string, unknown>;
const { operations, spec, tags } = describeOperations(document, { file: FILE, source });

/** The 55 operations of FlowG v0.63.0 (api/operations/*.go at the tag): method, path, operationId. */
const EXPECTED = `
POST /api/v1/auth/login login
GET /api/v1/auth/whoami whoami
POST /api/v1/auth/change-password change_password
GET /api/v1/auth-providers/ list_auth_providers
GET /api/v1/auth-providers/{auth_provider} get_auth_provider
PUT /api/v1/auth-providers/{auth_provider} save_auth_provider
DELETE /api/v1/auth-providers/{auth_provider} delete_auth_provider
GET /api/v1/system-configuration get_system_configuration
PUT /api/v1/system-configuration update_system_configuration
GET /api/v1/tokens list_tokens
POST /api/v1/token create_token
DELETE /api/v1/tokens/{token-uuid} delete_token
GET /api/v1/transformers list_transformers
GET /api/v1/transformers/{transformer} get_transformer
PUT /api/v1/transformers/{transformer} save_transformer
DELETE /api/v1/transformers/{transformer} delete_transformer
GET /api/v1/pipelines list_pipelines
GET /api/v1/pipelines/{pipeline} get_pipeline
PUT /api/v1/pipelines/{pipeline} save_pipeline
DELETE /api/v1/pipelines/{pipeline} delete_pipeline
POST /api/v1/pipelines/{pipeline}/logs/struct ingest_logs_struct
POST /api/v1/pipelines/{pipeline}/logs/text ingest_logs_text
POST /api/v1/pipelines/{pipeline}/logs/otlp ingest_logs_otlp
GET /api/v1/pipelines/{pipeline}/metrics scrap_pipeline_metrics
GET /api/v1/streams list_streams
GET /api/v1/streams/{stream} get_stream
PUT /api/v1/streams/{stream} configure_stream
GET /api/v1/streams/{stream}/logs query_stream
GET /api/v1/streams/{stream}/fields list_stream_fields
GET /api/v1/streams/{stream}/usage get_stream_usage
GET /api/v1/streams/{stream}/indices get_stream_indices
DELETE /api/v1/streams/{stream} purge_stream
GET /api/v1/streams/{stream}/logs/watch watch_logs
GET /api/v1/forwarders list_forwarders
GET /api/v1/forwarders/{forwarder} get_forwarder
PUT /api/v1/forwarders/{forwarder} save_forwarder
DELETE /api/v1/forwarders/{forwarder} delete_forwarder
GET /api/v1/roles list_roles
GET /api/v1/roles/{role} get_role
PUT /api/v1/roles/{role} save_role
DELETE /api/v1/roles/{role} delete_role
GET /api/v1/users list_users
GET /api/v1/users/{user} get_user
PUT /api/v1/users/{user} save_user
PATCH /api/v1/users/{user} patch_user_roles
DELETE /api/v1/users/{user} delete_user
POST /api/v1/test/transformer test_transformer
POST /api/v1/test/forwarders/{forwarder} test_forwarder
POST /api/v1/test/pipeline/{pipeline} test_pipeline
GET /api/v1/backup/auth backup_auth
GET /api/v1/backup/config backup_config
GET /api/v1/backup/logs backup_logs
POST /api/v1/restore/auth restore_auth
POST /api/v1/restore/config restore_config
POST /api/v1/restore/logs restore_logs
`
  .trim()
  .split("\n");

/** models.Scope of FlowG v0.63.0 (internal/models/auth_scope.go). */
const SCOPES_V0_63_0 = [
  "read_pipelines",
  "write_pipelines",
  "read_transformers",
  "write_transformers",
  "read_streams",
  "write_streams",
  "read_forwarders",
  "write_forwarders",
  "read_acls",
  "write_acls",
  "send_logs",
  "read_system_configuration",
  "write_system_configuration",
  "read_auth_providers",
  "write_auth_providers",
];
const NEW_SCOPES = SCOPES_V0_63_0.slice(11);

type Schema = Record<string, unknown>;
const schemas = (document.components as { schemas: Record<string, Schema> }).schemas;
const refName = (ref: unknown) =>
  String((ref as { $ref: string }).$ref)
    .split("/")
    .pop()!;

describe(FILE, () => {
  it("passes the validator the build runs on openapi/flowg.yaml", async () => {
    await expect(validateOpenApi(document, FILE, source)).resolves.toEqual({ warnings: [] });
  });

  it("describes FlowG v0.63.0", () => {
    expect(spec.version).toBe("0.63.0");
  });

  it("has the 55 operations of FlowG v0.63.0, each with its own operationId and page", () => {
    expect(EXPECTED).toHaveLength(55);
    const actual = operations.map((op) => `${op.method} ${op.path} ${op.operationId}`);
    expect([...actual].sort()).toEqual([...EXPECTED].sort());
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(55);
    expect(new Set(operations.map((op) => op.slug)).size).toBe(55);
  });

  it("declares the 15 scopes, and every x-flowg-permission names only those", () => {
    // describeOperations has already refused any scope outside the document's Scope enum.
    expect(spec.scopes).toEqual(SCOPES_V0_63_0);
    const used = operations.flatMap((op) =>
      op.permission.kind === "scopes" ? op.permission.scopes : [],
    );
    expect(used.filter((scope) => !SCOPES_V0_63_0.includes(scope))).toEqual([]);
    for (const scope of NEW_SCOPES) expect(used).toContain(scope);
  });

  it("makes only login and list_auth_providers public", () => {
    const open = operations.filter((op) => op.permission.kind === "none");
    expect(open.map((op) => op.operationId).sort()).toEqual(["list_auth_providers", "login"]);
    for (const op of open) expect(op.operation.security).toEqual([]);
  });

  it("tags every operation with a declared tag, including the new config tag", () => {
    const names = tags.map((tag) => tag.name);
    expect(names).toContain("config");
    for (const op of operations) expect(names, op.operationId).toContain(op.tag);
  });

  it("knows the 11 forwarder types and the 7 pipeline node types", () => {
    const forwarderTypes = (schemas.ForwarderConfig!.oneOf as unknown[]).map((ref) => {
      const type = (schemas[refName(ref)]!.properties as Record<string, { const: string }>).type;
      return type!.const;
    });
    expect(forwarderTypes.sort()).toEqual(
      [
        "amqp",
        "awscloudwatch",
        "azuremonitor",
        "clickhouse",
        "datadog",
        "elastic",
        "googlecloudlogging",
        "http",
        "otlp",
        "splunk",
        "syslog",
      ].sort(),
    );
    const nodeTypes = (schemas.FlowNode!.oneOf as unknown[]).map((ref) => {
      const parts = schemas[refName(ref)]!.allOf as Schema[];
      return (parts[1]!.properties as Record<string, { const: string }>).type!.const;
    });
    const declared = (schemas.FlowNodeBase!.properties as Record<string, { enum: string[] }>).type!
      .enum;
    expect([...nodeTypes].sort()).toEqual([...declared].sort());
    expect(nodeTypes).toHaveLength(7);
    expect(nodeTypes).toContain("metric");
  });
});

describe("the draft's status codes", () => {
  // v0.63.0 adds 501 (UNIMPLEMENTED: backup and restore on FoundationDB) to v0.45.8's mapping.
  const statusOf: Record<string, string> = { ...CANONICAL_STATUS, "501": "UNIMPLEMENTED" };

  it("agree with FlowG's mapping of canonical statuses to HTTP codes", () => {
    for (const op of operations) {
      for (const [code, raw] of Object.entries(op.operation.responses as object)) {
        if (code === "200") continue;
        expect(statusOf, `${op.operationId} ${code}`).toHaveProperty(code);
        const response = deref<{ content?: Record<string, { example?: { status?: string } }> }>(
          document,
          raw,
        ).value;
        const status = response.content?.["application/json"]?.example?.status;
        if (status) expect(status, `${op.operationId} ${code}`).toBe(statusOf[code]);
      }
    }
  });

  it("list 501 on the six backup and restore routes only", () => {
    const with501 = operations.filter((op) => "501" in (op.operation.responses as object));
    expect(with501.map((op) => op.operationId).sort()).toEqual([
      "backup_auth",
      "backup_config",
      "backup_logs",
      "restore_auth",
      "restore_config",
      "restore_logs",
    ]);
  });
});

describe("the draft's operation pages", () => {
  it("can all be computed by the site's view model once the draft is the current spec", () => {
    // Markdown is kept as written: this checks the document's shape, not the Markdown renderer.
    const schemaContext = { document, markdown: (text: string) => text };
    const ctx = {
      ...schemaContext,
      impliedBy: impliedScopes(document),
      serverUrl: "http://localhost:5080",
      schemes: new Map(securitySchemes(document, schemaContext).map((s) => [s.id, s])),
      cli: new Map(),
      guides: new Map(),
    };
    for (const op of operations) {
      const view = operationView(op, ctx);
      expect(view.responses.length, op.operationId).toBeGreaterThan(1);
      expect(view.permission, op.operationId).toBeTruthy();
    }
  });
});

describe("scopes belong to each version's document", () => {
  const v0458 = versionSources("0.45.8").openapi;
  const current = YAML.parse(fs.readFileSync(v0458, "utf8")) as Record<string, unknown>;

  it("leaves v0.45.8 with its 11 scopes", () => {
    expect(knownScopes(current)).toEqual(SCOPES_V0_63_0.slice(0, 11));
  });

  it("still refuses a v0.63.0-only scope in the v0.45.8 document", () => {
    for (const scope of NEW_SCOPES) {
      const changed = structuredClone(current) as {
        paths: Record<string, Record<string, Record<string, unknown>>>;
      };
      changed.paths["/api/v1/streams"]!.get!["x-flowg-permission"] = scope;
      expect(() => describeOperations(changed, { file: v0458 })).toThrow(OpenApiModelError);
    }
  });
});

describe("drafts/ stays outside the build", () => {
  it("is named by no file the site is built from", () => {
    const files = execFileSync("git", ["ls-files", "gatsby-*.ts", "src", "plugins"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && fs.existsSync(file));
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => fs.readFileSync(file, "utf8").includes("drafts/"))).toEqual([]);
  });
});
