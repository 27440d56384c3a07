import fs from "node:fs";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { API_TYPE_DEFS } from "./model";
import { describeOperations, impliedScopes, parsePermission } from "./operations";

const SCOPES = ["read_streams", "write_streams"];

describe("x-flowg-permission", () => {
  it("reads none, authenticated, one scope and a list of scopes", () => {
    expect(parsePermission("none", SCOPES)).toEqual({ kind: "none" });
    expect(parsePermission("authenticated", SCOPES)).toEqual({ kind: "authenticated" });
    expect(parsePermission("read_streams", SCOPES)).toEqual({
      kind: "scopes",
      scopes: ["read_streams"],
    });
    expect(parsePermission(["read_streams", "write_streams"], SCOPES)).toEqual({
      kind: "scopes",
      scopes: ["read_streams", "write_streams"],
    });
  });

  it("fails a document on each missing, malformed or unknown permission, with path and line", () => {
    const source = `openapi: 3.1.0
info: { title: T, version: "1" }
components:
  schemas:
    Scope: { type: string, enum: [read_streams, write_streams] }
paths:
  /streams:
    get:
      x-flowg-permission: read_stream
    put:
      x-flowg-permission: []
  /streams/{stream}:
    delete:
      operationId: purge
    post:
      x-flowg-permission: [read_streams, 3]
    patch:
      x-flowg-permission: write_streams
`;
    expect(() => describeOperations(YAML.parse(source), { file: "api.yaml", source }))
      .toThrowErrorMatchingInlineSnapshot(`
        [OpenApiModelError: api.yaml: invalid x-flowg-permission
          - paths["/streams"].get.x-flowg-permission (line 9): unknown scope "read_stream"; the scopes are those of components.schemas.Scope.enum: read_streams, write_streams
          - paths["/streams"].put.x-flowg-permission (line 11): expected "none", "authenticated", a scope or a list of scopes (all needed), got []
          - paths["/streams/{stream}"].post.x-flowg-permission (line 16): expected "none", "authenticated", a scope or a list of scopes (all needed), got ["read_streams",3]
          - paths["/streams/{stream}"].delete.x-flowg-permission (line 14): missing: every operation states what its caller needs; expected "none", "authenticated", a scope or a list of scopes (all needed)]
      `);
  });
});

describe("x-flowg-implied-by", () => {
  const doc = (implied: string) => `openapi: 3.1.0
info: { title: T, version: "1" }
components:
  schemas:
    Scope:
      type: string
      enum: [read_streams, write_streams, read_system_configuration, write_system_configuration]
      x-flowg-implied-by: ${implied}
paths: {}
`;

  it("lists the pairs FlowG's permission check accepts, and only those", () => {
    // v0.63.0: a write scope covers its read scope for five kinds of object only.
    for (const file of ["openapi/flowg.yaml", "versions/0.45.8/openapi.yaml"]) {
      expect(impliedScopes(YAML.parse(fs.readFileSync(file, "utf8"))), file).toEqual({
        read_pipelines: "write_pipelines",
        read_transformers: "write_transformers",
        read_streams: "write_streams",
        read_forwarders: "write_forwarders",
        read_acls: "write_acls",
      });
    }
  });

  it("fails a document that names an unknown scope or is not a map, with path and line", () => {
    const unknown = doc("{ read_stream: write_streams, read_system_configuration: write_config }");
    expect(() => describeOperations(YAML.parse(unknown), { file: "api.yaml", source: unknown }))
      .toThrowErrorMatchingInlineSnapshot(`
        [OpenApiModelError: api.yaml: invalid x-flowg-implied-by
          - components.schemas.Scope.x-flowg-implied-by.read_stream (line 8): unknown scope "read_stream"; the scopes are those of components.schemas.Scope.enum
          - components.schemas.Scope.x-flowg-implied-by.read_system_configuration (line 8): unknown scope "write_config"; the scopes are those of components.schemas.Scope.enum]
      `);
    const list = doc("[read_streams]");
    expect(() => describeOperations(YAML.parse(list), { file: "api.yaml", source: list }))
      .toThrowErrorMatchingInlineSnapshot(`
        [OpenApiModelError: api.yaml: invalid x-flowg-implied-by
          - components.schemas.Scope.x-flowg-implied-by (line 8): expected a map from a scope to the scope that covers it, got ["read_streams"]]
      `);
  });
});

describe("node model", () => {
  const document = YAML.parse(fs.readFileSync("openapi/flowg.yaml", "utf8"));
  const described = describeOperations(document, { file: "openapi/flowg.yaml" });

  /** Field names of a GraphQL object type in API_TYPE_DEFS. */
  const graphqlFields = (type: string) => {
    const body = new RegExp(`type ${type} [^{]*\\{([^}]*)\\}`).exec(API_TYPE_DEFS)?.[1] ?? "";
    return body
      .split("\n")
      .map((line) => /^\s*(\w+)\s*:/.exec(line)?.[1])
      .filter((name): name is string => Boolean(name))
      .sort();
  };

  it("declares in GraphQL exactly the fields the plugin puts on each node", () => {
    // gatsby-node.ts adds the document's docs version to what the describer gives.
    const withVersion = (fields: object) => [...Object.keys(fields), "docsVersion"].sort();
    expect(graphqlFields("ApiSpec")).toEqual(withVersion(described.spec));
    expect(graphqlFields("ApiOperation")).toEqual(withVersion(described.operations[0]!));
    expect(graphqlFields("ApiTag")).toEqual(withVersion(described.tags[0]!));
    expect(graphqlFields("ApiPermission")).toEqual(["kind", "scopes"]);
  });
});
