import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode, Node } from "gatsby";
import YAML from "yaml";
import { API_TYPE_DEFS } from "./model";
import { describeOperations, type DescribedApi } from "./operations";
import {
  PUBLISHED_FORMATS,
  publishDocument,
  renderPublished,
  type PublishedFormat,
} from "./publish";
import { clearContentError, recordContentError } from "../shared/content-errors";
import { validateOpenApi } from "./validate";

/** One OpenAPI document: a version of the API the site documents. */
interface ApiDocument {
  specPath: string;
  publishAs: string;
  sourceName: string;
  /**
   * The docs version the document belongs to, written on each of its nodes (`docsVersion`);
   * null for the document of the current version, whose node ids stay as they always were.
   */
  docsVersion: string | null;
  /** The current version's name, written as `docsVersion` on its nodes. */
  currentVersion: string;
}

/** Plugin options with the defaults of pluginOptionsSchema: one entry per document. */
function readDocuments(options: unknown): ApiDocument[] {
  const { documents = [] } = options as { documents?: Array<Partial<ApiDocument>> };
  return documents.map((doc) => ({
    specPath: String(doc.specPath),
    publishAs: doc.publishAs ?? "openapi/flowg",
    sourceName: doc.sourceName ?? "openapi",
    docsVersion: doc.docsVersion ?? null,
    currentVersion: String(doc.currentVersion ?? ""),
  }));
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    documents: Joi.array()
      .min(1)
      .items(
        Joi.object({
          specPath: Joi.string()
            .required()
            .description("Absolute path of the OpenAPI YAML document"),
          publishAs: Joi.string()
            .default("openapi/flowg")
            .description(
              "Where the document is published, without extension, relative to the site root: " +
                "openapi/flowg gives /openapi/flowg.yaml and /openapi/flowg.json",
            ),
          sourceName: Joi.string()
            .default("openapi")
            .description(
              "Name of the gatsby-source-filesystem instance that holds the document: its File " +
                "node is what this plugin turns into API nodes, so `gatsby develop` sees every edit",
            ),
          docsVersion: Joi.string()
            .allow(null)
            .default(null)
            .description("The archived docs version of this document; null for the current one"),
          currentVersion: Joi.string()
            .required()
            .description("The current docs version's name (docsVersion of the current nodes)"),
        }),
      )
      .required()
      .description("The documents, the current version's first"),
  });

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(API_TYPE_DEFS);
};

/** A missing document would only show as API pages missing: say so when the build starts. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }, options) => {
  for (const { specPath, docsVersion } of readDocuments(options)) {
    if (!fs.existsSync(specPath))
      reporter.panicOnBuild(
        `gatsby-source-openapi: ${path.relative(process.cwd(), specPath)} does not exist` +
          (docsVersion ? ` (the OpenAPI document of docs version ${docsVersion})` : ""),
      );
  }
};

type FileNode = Node & { sourceInstanceName?: string; absolutePath?: string };

/** The document a File node is, if it is one (its folder may hold other files). */
function documentOf(node: Node, options: unknown): ApiDocument | undefined {
  const file = node as FileNode;
  if (file.internal.type !== "File") return undefined;
  return readDocuments(options).find(
    (doc) => file.sourceInstanceName === doc.sourceName && file.absolutePath === doc.specPath,
  );
}

/** Only the documents' own File nodes. */
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }, options) =>
  documentOf(node as Node, options) !== undefined;

/**
 * Validates the document, then creates one ApiSpec, an ApiOperation per operation and an ApiTag
 * per tag, as children of the document's File node: when the file changes (`gatsby develop`),
 * Gatsby drops the old children and this runs again on the new text. An invalid document fails
 * the build with the validator's message (in develop, one error; the API pages come back with
 * the next valid save).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const { node, actions, createNodeId, createContentDigest, reporter, loadNodeContent } = args;
  const document = documentOf(node, options);
  if (!document) return;
  const { specPath, docsVersion, currentVersion } = document;
  const file = path.relative(process.cwd(), specPath);
  const source = await loadNodeContent(node);
  let doc: Record<string, unknown>;
  const fail = (message: string) => {
    recordContentError("openapi", node.id, message);
    reporter.panicOnBuild(message);
  };
  try {
    doc = YAML.parse(source) as Record<string, unknown>;
  } catch (error) {
    fail(`${file}: invalid YAML: ${(error as Error).message}`);
    return;
  }
  let described: DescribedApi;
  try {
    const { warnings } = await validateOpenApi(doc, file, source);
    for (const warning of warnings) reporter.warn(`${file}: ${warning}`);
    described = describeOperations(doc, { file, source });
  } catch (error) {
    fail((error as Error).message);
    return;
  }
  clearContentError("openapi", node.id);

  const { spec, operations, tags } = described;
  // An archived version's ids differ from the current one's, whose ids are as they always were.
  const idOf = (seed: string) => createNodeId(docsVersion ? `${seed} @${docsVersion}` : seed);
  const child = (id: string, type: string, fields: object) => {
    const created = {
      ...fields,
      docsVersion: docsVersion ?? currentVersion,
      id,
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(created);
    actions.createParentChildLink({ parent: node, child: created });
  };
  child(idOf("ApiSpec"), "ApiSpec", spec);
  for (const op of operations) child(idOf(`ApiOperation ${op.operationId}`), "ApiOperation", op);
  for (const tag of tags) child(idOf(`ApiTag ${tag.name}`), "ApiTag", tag);
};

/**
 * Publishes the document into public/ before the pages are built, so it exists when the site's
 * onPostBuild runs the broken-link gate (the API page links to it).
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter, cache }, options) => {
  for (const { specPath, publishAs } of readDocuments(options)) {
    const { files, written } = await publishDocument(
      specPath,
      path.resolve("public"),
      publishAs,
      cache,
    );
    const list = files.map((f) => path.relative(".", f)).join(", ");
    reporter.info(`OpenAPI document ${written ? "published" : "unchanged"}: ${list}`);
  }
};

interface DevResponse {
  type(type: string): { send(body: string): void };
}

/** `gatsby develop` serves the same two files (onPreBuild only runs in builds). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }, options) => {
  for (const { specPath, publishAs } of readDocuments(options)) {
    for (const [format, type] of Object.entries(PUBLISHED_FORMATS)) {
      // Read on each request so edits to the document show up without a restart.
      app.get(`/${publishAs}.${format}`, (_request: unknown, response: DevResponse) =>
        response
          .type(type)
          .send(renderPublished(fs.readFileSync(specPath, "utf8"), format as PublishedFormat)),
      );
    }
  }
};
