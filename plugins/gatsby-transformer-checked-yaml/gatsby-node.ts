import path from "node:path";
import type { Actions, GatsbyNode, Node } from "gatsby";
import * as yamlTransformer from "gatsby-transformer-yaml/gatsby-node";
import { clearContentError, recordContentError } from "../shared/content-errors";
import { yamlSyntaxError } from "./syntax";

/**
 * gatsby-transformer-yaml with two additions, so every YAML file of the site is a watched node
 * whose errors read well:
 * - a syntax error fails the build (and, in `gatsby develop`, prints one error) naming the file,
 *   the line and the column, instead of js-yaml's message without a file;
 * - `ignoreSources` leaves the File nodes of some gatsby-source-filesystem instances to another
 *   plugin (the OpenAPI document is turned into API nodes by gatsby-source-openapi, not spread
 *   over one inferred YAML node).
 * - `docsVersion` names the docs version of a file's source: its nodes carry it as a
 *   `docsVersion` field, so readers pick a version's nodes by the field, not by their file.
 * Every other option (typeName) is passed to gatsby-transformer-yaml as it is.
 */
interface Options {
  ignoreSources?: string[];
  docsVersion?: (sourceInstanceName: string) => string | null;
}

type FileNode = Node & { sourceInstanceName?: string; absolutePath?: string };

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    typeName: Joi.function().description("As gatsby-transformer-yaml's typeName option"),
    docsVersion: Joi.function().description(
      "The docs version of a source instance's files (null: not versioned), stamped on their nodes",
    ),
    ignoreSources: Joi.array()
      .items(Joi.string())
      .default([])
      .description("gatsby-source-filesystem instance names whose files this plugin skips"),
  });

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }, options) => {
  const { ignoreSources = [] } = options as Options;
  const source = (node as FileNode).sourceInstanceName;
  return (
    yamlTransformer.shouldOnCreateNode({ node: node as Node }) &&
    !(source !== undefined && ignoreSources.includes(source))
  );
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args, options) => {
  const node = args.node as FileNode;
  const file = node.absolutePath ? path.relative(process.cwd(), node.absolutePath) : node.id;
  const problem = yamlSyntaxError(file, await args.loadNodeContent(node));
  if (problem) {
    recordContentError("yaml", node.id, problem);
    args.reporter.panicOnBuild(problem);
    return;
  }
  clearContentError("yaml", node.id);
  const version = (options as Options).docsVersion?.(node.sourceInstanceName ?? "") ?? null;
  const actions: Actions =
    version === null
      ? args.actions
      : {
          ...args.actions,
          createNode: (child, ...rest) =>
            args.actions.createNode({ ...child, docsVersion: version }, ...rest),
        };
  await yamlTransformer.onCreateNode({ ...args, actions }, options);
};
