import type { CreateNodeArgs, PluginOptions } from "gatsby";
import { describe, expect, it, vi } from "vitest";
import * as checkedYaml from "../../plugins/gatsby-transformer-checked-yaml/gatsby-node";
import { yamlSyntaxError } from "../../plugins/gatsby-transformer-checked-yaml/syntax";
import { docsVersionOfSource } from "../../node/content-sources";

describe("YAML syntax of the content data files", () => {
  it("names the file, the line and the problem of invalid YAML", () => {
    expect(
      yamlSyntaxError("content/sidebars.yaml", "docs:\n  - type: doc\n    id: [intro\n"),
    ).toMatchInlineSnapshot(
      `"content/sidebars.yaml: invalid YAML at line 4, column 1: Flow sequence in block collection must be sufficiently indented and end with a ]"`,
    );
    expect(
      yamlSyntaxError("content/blog/authors.yaml", "jdoe:\n  name: A\njdoe:\n  name: B\n"),
    ).toBe("content/blog/authors.yaml: invalid YAML at line 3, column 1: Map keys must be unique");
    expect(yamlSyntaxError("content/sidebars.yaml", "docs:\n  - intro\n")).toBeNull();
  });

  /** What the transformer is handed for a File node of gatsby-source-filesystem. */
  function fileArgs(text: string, sourceInstanceName = "sidebars") {
    const node = {
      id: "file-1",
      parent: null,
      children: [],
      sourceInstanceName,
      absolutePath: `${process.cwd()}/content/sidebars.yaml`,
      internal: { type: "File", mediaType: "text/yaml", contentDigest: "1", owner: "fs" },
    };
    const reporter = { panicOnBuild: vi.fn() };
    const actions = { createNode: vi.fn(), createParentChildLink: vi.fn() };
    const args = {
      node,
      reporter,
      actions,
      loadNodeContent: () => Promise.resolve(text),
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: () => "digest",
    } as unknown as CreateNodeArgs;
    return { args, reporter, actions };
  }
  const options = { plugins: [], typeName: () => "SidebarsYaml" } as unknown as PluginOptions;

  it("reports a broken file once, with its name and line, and makes no node of it", async () => {
    const { args, reporter, actions } = fileArgs("docs:\n  - [intro\n");
    await checkedYaml.onCreateNode!(args, options, () => {});
    expect(reporter.panicOnBuild).toHaveBeenCalledTimes(1);
    expect(reporter.panicOnBuild.mock.calls[0]![0]).toMatch(
      /^content\/sidebars\.yaml: invalid YAML at line 3, column 1: /,
    );
    expect(actions.createNode).not.toHaveBeenCalled();
  });

  it("hands a valid file to gatsby-transformer-yaml, which makes the node", async () => {
    const { args, reporter, actions } = fileArgs("docs:\n  - intro\n");
    await checkedYaml.onCreateNode!(args, options, () => {});
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(actions.createNode).toHaveBeenCalledWith(
      expect.objectContaining({
        docs: ["intro"],
        internal: expect.objectContaining({ type: "SidebarsYaml" }),
      }),
    );
  });

  it("stamps the docs version of a versioned source on the node, and nothing on the others", async () => {
    const versions = [
      { name: "0.63.0", label: "v0.63.0", path: "/docs", current: true, banner: null },
      { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", current: false, banner: null },
    ];
    const stamping = {
      ...options,
      docsVersion: (source: string) => docsVersionOfSource(source, versions),
    } as unknown as PluginOptions;
    const made = async (source: string) => {
      const { args, actions } = fileArgs("docs:\n  - intro\n", source);
      await checkedYaml.onCreateNode!(args, stamping, () => {});
      return actions.createNode.mock.calls[0]![0] as { docsVersion?: string };
    };
    expect((await made("sidebars")).docsVersion).toBe("0.63.0");
    expect((await made("sidebars@0.45.8")).docsVersion).toBe("0.45.8");
    expect(await made("landing")).not.toHaveProperty("docsVersion");
  });

  it("leaves the OpenAPI document's file to gatsby-source-openapi", () => {
    const skip = { plugins: [], ignoreSources: ["openapi"] } as unknown as PluginOptions;
    const should = checkedYaml.shouldOnCreateNode as (
      args: { node: unknown },
      options: PluginOptions,
    ) => boolean;
    expect(should({ node: fileArgs("", "openapi").args.node }, skip)).toBe(false);
    expect(should({ node: fileArgs("", "sidebars").args.node }, skip)).toBe(true);
  });
});
