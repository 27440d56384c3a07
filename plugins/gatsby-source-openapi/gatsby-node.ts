import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import YAML from "yaml";
import { API_TYPE_DEFS } from "./model";
import { describeOperations, type DescribedApi } from "./operations";
import {
  PUBLISHED_FORMATS,
  publishDocument,
  renderPublished,
  type PublishedFormat,
} from "./publish";
import { validateOpenApi } from "./validate";

interface Options {
  specPath: string;
  publishAs: string;
}

/** Plugin options with the defaults of pluginOptionsSchema. */
function readOptions(options: unknown): Options {
  const { specPath, publishAs } = options as Partial<Options>;
  return { specPath: String(specPath), publishAs: publishAs ?? "openapi/flowg" };
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    specPath: Joi.string().required().description("Absolute path of the OpenAPI YAML document"),
    publishAs: Joi.string()
      .default("openapi/flowg")
      .description(
        "Where the document is published, without extension, relative to the site root: " +
          "openapi/flowg gives /openapi/flowg.yaml and /openapi/flowg.json",
      ),
  });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(API_TYPE_DEFS);
};

/** Validates the document, then creates one ApiSpec, an ApiOperation per operation, an ApiTag per tag. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, createNodeId, createContentDigest, reporter },
  options,
) => {
  const { specPath } = readOptions(options);
  const file = path.relative(process.cwd(), specPath);
  if (!fs.existsSync(specPath)) {
    reporter.panicOnBuild(`gatsby-source-openapi: ${file} does not exist`);
    return;
  }
  const source = fs.readFileSync(specPath, "utf8");
  let doc: Record<string, unknown>;
  try {
    doc = YAML.parse(source) as Record<string, unknown>;
  } catch (error) {
    reporter.panicOnBuild(`${file}: invalid YAML: ${(error as Error).message}`);
    return;
  }
  try {
    const { warnings } = await validateOpenApi(doc, file, source);
    for (const warning of warnings) reporter.warn(`${file}: ${warning}`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  let described: DescribedApi;
  try {
    described = describeOperations(doc, { file, source });
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  const { spec, operations, tags } = described;
  actions.createNode({
    ...spec,
    id: createNodeId("ApiSpec"),
    internal: { type: "ApiSpec", contentDigest: createContentDigest(spec) },
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

/**
 * Publishes the document into public/ before the pages are built, so it exists when the site's
 * onPostBuild runs the broken-link gate (the API page links to it).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }, options) => {
  const { specPath, publishAs } = readOptions(options);
  const files = publishDocument(specPath, path.resolve("public"), publishAs);
  reporter.info(
    `OpenAPI document published: ${files.map((f) => path.relative(".", f)).join(", ")}`,
  );
};

interface DevResponse {
  type(type: string): { send(body: string): void };
}

/** `gatsby develop` serves the same two files (onPreBuild only runs in builds). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }, options) => {
  const { specPath, publishAs } = readOptions(options);
  for (const [format, type] of Object.entries(PUBLISHED_FORMATS)) {
    // Read on each request so edits to the document show up without a restart.
    app.get(`/${publishAs}.${format}`, (_request: unknown, response: DevResponse) =>
      response
        .type(type)
        .send(renderPublished(fs.readFileSync(specPath, "utf8"), format as PublishedFormat)),
    );
  }
};
