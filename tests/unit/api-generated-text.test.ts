import { describe, expect, it } from "vitest";
import { apiPageModels } from "../../node/api/page-models";
import { apiModelStore } from "../support/api-models";

/**
 * Which write scope also passes a read scope's checks comes from the OpenAPI document
 * (`x-flowg-implied-by`), as FlowG decides it pair by pair: in v0.63.0 the system configuration
 * and auth provider scopes are independent, though their names pair up like the others.
 */
describe("scopes that cover others, on the API pages of v0.63.0", () => {
  const models = apiPageModels(apiModelStore(), { basePath: "/flowg", additionalLanguages: [] });
  const permission = (operationId: string) =>
    models.operations.find((op) => op.view.operationId === operationId)!.view.permission;

  it("say a write scope passes the read check only for the five pairs FlowG accepts", () => {
    expect(permission("list_streams")).toEqual({
      kind: "scopes",
      scopes: [{ name: "read_streams", impliedBy: "write_streams" }],
    });
    expect(permission("get_system_configuration")).toEqual({
      kind: "scopes",
      scopes: [{ name: "read_system_configuration", impliedBy: null }],
    });
    expect(permission("get_auth_provider")).toEqual({
      kind: "scopes",
      scopes: [{ name: "read_auth_providers", impliedBy: null }],
    });
  });

  it("list, on the overview, what each write scope also passes", () => {
    const covers = Object.fromEntries(
      models.overviewText.scopes
        .filter((row) => row.html && row.scope.includes("_"))
        .map((row) => [row.scope, row.html]),
    );
    expect(covers).toEqual({
      write_pipelines: "Also passes the checks for `read_pipelines`.",
      write_transformers: "Also passes the checks for `read_transformers`.",
      write_streams: "Also passes the checks for `read_streams`.",
      write_forwarders: "Also passes the checks for `read_forwarders`.",
      write_acls: "Also passes the checks for `read_acls`.",
    });
  });
});

describe("the status table of the API overview", () => {
  for (const [version, models] of [
    ["v0.63.0", apiPageModels(apiModelStore(), { basePath: "/flowg", additionalLanguages: [] })],
    [
      "v0.45.8",
      apiPageModels(apiModelStore("versions/0.45.8/openapi.yaml"), {
        basePath: "/flowg",
        additionalLanguages: [],
      }),
    ],
  ] as const) {
    it(`gives every status ${version} declares a reason phrase and a meaning`, () => {
      const rows = models.overviewText.statuses;
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        expect(row.reason, row.http).not.toBe("");
        expect(row.meaning, row.http).not.toBe("");
      }
    });
  }
});
