import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { formatPath, jsonLinePaths, sourcePath, validateOpenApi } from "./validate";

const read = (file: string) => fs.readFileSync(path.resolve(file), "utf8");

describe("OpenAPI validation", () => {
  it("accepts the FlowG document", async () => {
    const source = read("openapi/flowg.yaml");
    await expect(
      validateOpenApi(YAML.parse(source), "openapi/flowg.yaml", source),
    ).resolves.toEqual({ warnings: [] });
  });

  it("fails on a broken document with the validator's messages and where they are", async () => {
    const file = "plugins/gatsby-source-openapi/__fixtures__/broken.yaml";
    const source = read(file);
    await expect(validateOpenApi(YAML.parse(source), file, source)).rejects
      .toThrowErrorMatchingInlineSnapshot(`
      [OpenApiValidationError: plugins/gatsby-source-openapi/__fixtures__/broken.yaml: invalid OpenAPI document (checked with @readme/openapi-parser)
        - paths["/things/{thing}"].get.parameters[0] (line 12): REQUIRED must have required property 'schema'
        - components.responses.Thing.description (line 21): TYPE must be string]
    `);
  });

  it("reports problems the validator finds outside the schema", async () => {
    const doc = YAML.parse(read("openapi/flowg.yaml"));
    doc.paths["/api/v1/auth/whoami"].get.operationId = "login";
    await expect(validateOpenApi(doc, "flowg.yaml", "")).rejects.toThrow(
      /flowg\.yaml: invalid OpenAPI document[^]*- \(document\): .*login/,
    );
  });
});

describe("JSON line map", () => {
  it("has one path per line of JSON.stringify(value, null, 2)", () => {
    const value = { a: [1, { b: {} }, []], c: { d: "x" }, e: null };
    const lines = jsonLinePaths(value);
    expect(lines).toHaveLength(JSON.stringify(value, null, 2).split("\n").length);
    expect(lines[6]).toEqual(["a", 2]);
    expect(lines[9]).toEqual(["c", "d"]);
  });

  it("follows $refs back to where a value is written", () => {
    const doc = {
      paths: { "/x": { get: { responses: { "200": { $ref: "#/components/responses/Ok" } } } } },
      components: { responses: { Ok: { description: 1 } } },
    };
    const through = ["paths", "/x", "get", "responses", "200", "description"];
    expect(formatPath(sourcePath(doc, through))).toBe("components.responses.Ok.description");
  });
});
