import { describe, expect, it } from "vitest";
import { checkContentYaml, checkYamlSyntax, yamlFiles } from "../../src/node/yaml-syntax";

describe("YAML syntax of the content data files", () => {
  it("finds the sidebars, the blog authors, the CLI data, the search synonyms and the prose files, and they parse", () => {
    expect(yamlFiles("content").sort()).toEqual([
      "content/api/overview.yaml",
      "content/blog/authors.yaml",
      "content/cli/flowg-client.yaml",
      "content/cli/flowg-health.yaml",
      "content/cli/flowg-server.yaml",
      "content/landing/quick-start.yaml",
      "content/search-synonyms.yaml",
      "content/sidebars.yaml",
    ]);
    expect(() => checkContentYaml()).not.toThrow();
  });

  it("names the file, the line and the problem of invalid sidebar YAML", () => {
    expect(() =>
      checkYamlSyntax("content/sidebars.yaml", "docs:\n  - type: doc\n    id: [intro\n"),
    ).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: content/sidebars.yaml: invalid YAML at line 4, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]]`,
    );
    expect(() =>
      checkYamlSyntax("content/blog/authors.yaml", "jdoe:\n  name: A\njdoe:\n  name: B\n"),
    ).toThrow(
      "content/blog/authors.yaml: invalid YAML at line 3, column 1: Map keys must be unique",
    );
  });
});
