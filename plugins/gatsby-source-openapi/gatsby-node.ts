import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import YAML from "yaml";
import { describeOperations } from "./operations";

interface Options {
  specPath: string;
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    specPath: Joi.string().required().description("Absolute path of the OpenAPI YAML document"),
  });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(/* GraphQL */ `
    "One operation of the OpenAPI document."
    type ApiOperation implements Node @dontInfer {
      operationId: String!
      slug: String!
      method: String!
      path: String!
      tag: String!
      summary: String!
      description: String!
      permissions: [String!]!
      "The operation object as written in the document."
      operation: JSON!
    }

    "A tag of the OpenAPI document, in document order."
    type ApiTag implements Node @dontInfer {
      name: String!
      description: String!
      order: Int!
    }

    "The whole OpenAPI document (for schema lookups)."
    type ApiSpec implements Node @dontInfer {
      version: String!
      document: JSON!
    }
  `);
};

export const sourceNodes: GatsbyNode["sourceNodes"] = (
  { actions, createNodeId, createContentDigest, reporter },
  options,
) => {
  const { specPath } = options as unknown as Options;
  if (!fs.existsSync(specPath)) {
    reporter.panicOnBuild(`gatsby-source-openapi: ${specPath} does not exist`);
    return;
  }
  let doc: Record<string, unknown>;
  try {
    doc = YAML.parse(fs.readFileSync(specPath, "utf8")) as Record<string, unknown>;
  } catch (error) {
    reporter.panicOnBuild(`${specPath}: invalid YAML: ${(error as Error).message}`);
    return;
  }
  const { operations, tags } = describeOperations(doc);
  const version = String((doc.info as { version?: string } | undefined)?.version ?? "");
  actions.createNode({
    version,
    document: doc,
    id: createNodeId("ApiSpec"),
    internal: { type: "ApiSpec", contentDigest: createContentDigest(doc) },
  });
  for (const op of operations) {
    actions.createNode({
      ...op,
      id: createNodeId(`ApiOperation ${op.operationId}`),
      internal: { type: "ApiOperation", contentDigest: createContentDigest(op) },
    });
  }
  for (const tag of tags) {
    actions.createNode({
      ...tag,
      id: createNodeId(`ApiTag ${tag.name}`),
      internal: { type: "ApiTag", contentDigest: createContentDigest(tag) },
    });
  }
};
