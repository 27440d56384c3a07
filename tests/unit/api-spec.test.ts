import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { cliCommandsByOperation } from "../../node/api/cli-map";
import { flattenCommands } from "../../node/cli/flatten";
import { parseCliFile } from "../../node/cli/schema";
import { guidesByOperation } from "../../node/api/guides";
import { deref } from "../../node/api/schema-view";
import { CANONICAL_STATUS } from "../../node/api/overview";
import { apiSidebarItems } from "../../node/api/sidebar";
import { apiRoutes } from "../../node/create-pages/api";
import { cliFile, versionSources } from "../support/flowg-version";

/** FlowG v0.45.8's API, read wherever that version lives (current, or archived after the switch). */
const V = versionSources("0.45.8");

const document = YAML.parse(fs.readFileSync(V.openapi, "utf8"));
const { operations, spec } = describeOperations(document, { file: V.openapi });

/** The 45 operations of FlowG v0.45.8 (facts pack, api.yaml `operations`). */
const EXPECTED = `
POST /api/v1/auth/login login
GET /api/v1/auth/whoami whoami
POST /api/v1/auth/change-password change_password
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
GET /api/v1/streams list_streams
GET /api/v1/streams/{stream} get_stream
PUT /api/v1/streams/{stream} configure_stream
GET /api/v1/streams/{stream}/logs query_stream
GET /api/v1/streams/{stream}/fields list_stream_fields
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
GET /api/v1/backup/auth backup_auth
GET /api/v1/backup/config backup_config
GET /api/v1/backup/logs backup_logs
POST /api/v1/restore/auth restore_auth
POST /api/v1/restore/config restore_config
POST /api/v1/restore/logs restore_logs
`
  .trim()
  .split("\n");

const actual = operations.map((op) => `${op.method} ${op.path} ${op.operationId}`);

describe(`FlowG v0.45.8 API (${V.openapi})`, () => {
  it("has exactly the 45 operations of FlowG v0.45.8", () => {
    expect(EXPECTED).toHaveLength(45);
    expect([...actual].sort()).toEqual([...EXPECTED].sort());
  });

  it("has the 11 scopes, and each kind of permission on some operation", () => {
    // describeOperations has checked every operation's permission against these scopes.
    expect(spec.scopes).toHaveLength(11);
    const kinds = new Set(operations.map((op) => op.permission.kind));
    expect([...kinds].sort()).toEqual(["authenticated", "none", "scopes"]);
    expect(operations.find((op) => op.operationId === "backup_config")?.permission).toEqual({
      kind: "scopes",
      scopes: ["read_pipelines", "read_transformers", "read_forwarders"],
    });
  });

  it("uses status codes and error `status` values that agree with FlowG's mapping", () => {
    for (const op of operations) {
      for (const [code, raw] of Object.entries(op.operation.responses as object)) {
        if (code === "200") continue;
        expect(CANONICAL_STATUS, `${op.operationId} ${code}`).toHaveProperty(code);
        const response = deref<{ content?: Record<string, { example?: { status?: string } }> }>(
          document,
          raw,
        ).value;
        const status = response.content?.["application/json"]?.example?.status;
        if (status) expect(status, `${op.operationId} ${code}`).toBe(CANONICAL_STATUS[code]);
      }
    }
  });
});

describe("API pages", () => {
  const routes = apiRoutes(operations);

  it("has the overview and one page per operation, at its kebab-case operationId", () => {
    expect(routes.filter((r) => r.kind === "overview").map((r) => r.path)).toEqual(["/docs/api"]);
    const pages = routes.filter((r) => r.kind === "operation");
    expect(pages).toHaveLength(45);
    expect(new Set(pages.map((r) => r.path)).size).toBe(45);
    expect(pages.map((r) => r.kind === "operation" && r.operationId).sort()).toEqual(
      operations.map((op) => op.operationId).sort(),
    );
    expect(pages.map((r) => r.path)).toContain("/docs/api/query-stream");
    for (const page of pages) expect(page.path).toMatch(/^\/docs\/api\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("refuses two operations on one page", () => {
    expect(() =>
      apiRoutes([
        { operationId: "get_thing", slug: "get-thing" },
        { operationId: "getThing", slug: "get-thing" },
      ]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: openapi: operations get_thing and getThing share the page /docs/api/get-thing]`,
    );
  });

  it("is linked from content only at operations that exist", () => {
    const slugs = new Set(operations.map((op) => op.slug));
    const docs = (function walk(dir: string): string[] {
      return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        return e.isDirectory() ? walk(full) : full.endsWith(".mdx") ? [full] : [];
      });
    })(V.docs).map((file) => ({
      title: file,
      route: file,
      body: fs.readFileSync(file, "utf8"),
    }));
    const linked = [...guidesByOperation(docs).keys()];
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("maps flowg-client commands to operations that exist", () => {
    const file = cliFile(V, "flowg-client");
    const records = flattenCommands(parseCliFile(YAML.parse(fs.readFileSync(file, "utf8")), file));
    const ids = new Set(operations.map((op) => op.operationId));
    const mapped = [
      ...cliCommandsByOperation(records.map((r) => ({ ...r, api: r.data.api ?? [] }))).keys(),
    ];
    expect(mapped.length).toBeGreaterThan(20);
    expect(mapped.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe("API sidebar", () => {
  it("lists the operations by tag, in document order", () => {
    const { tags } = describeOperations(document, { file: V.openapi });
    const shuffled = [...operations].reverse();
    const [reference] = apiSidebarItems(shuffled, tags);
    expect(reference).toMatchObject({ label: "API Reference", href: "/docs/api" });
    const categories = reference!.type === "category" ? reference!.items : [];
    expect(categories.map((c) => c.label)).toEqual([
      "Authentication",
      "ACLs",
      "Streams",
      "Pipelines",
      "Transformers",
      "Forwarders",
      "Tests",
      "Backup",
    ]);
    const auth = categories[0]!.type === "category" ? categories[0]!.items : [];
    expect(auth.map((item) => item.type === "doc" && item.href)).toEqual([
      "/docs/api/login",
      "/docs/api/whoami",
      "/docs/api/change-password",
    ]);
  });
});
