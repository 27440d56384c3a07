import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { createAuthorNodes, createBlogPostNode } from "./blog/create-node";
import { createCliCommandNodes } from "./cli/create-nodes";
import { createDocPageNode } from "./docs/create-node";
import { SEARCH_NODE_TYPE } from "./search/plugin-options";
import { writeSearchFiles } from "./search/write-files";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
  base: string;
}

type MdxNode = Node & {
  frontmatter?: unknown;
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
};

/**
 * Derives the site's typed nodes from what the source plugins create: DocPage and BlogPost from
 * Mdx nodes, Author from authors.yaml, CliCommand from the CLI YAML files. A content error fails
 * the build with the message naming the file. The search index node (made by
 * gatsby-plugin-local-search in createPages) becomes the static files of public/search-index/.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args;
  try {
    switch (node.internal.type) {
      case "CliYaml":
        return createCliCommandNodes(args);
      case "AuthorsYaml":
        return createAuthorNodes(node as Node & Record<string, unknown>, args);
      case "Mdx":
        return createFromMdx(args);
      case SEARCH_NODE_TYPE:
        writeSearchFiles(node as Node & { index: string; store: unknown });
        return;
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

function createFromMdx(args: CreateNodeArgs): void {
  const { node, getNode } = args;
  const file = node.parent ? (getNode(node.parent) as FileNode | undefined) : undefined;
  if (!file || file.internal.type !== "File") return;
  const sourcePath = path.relative(process.cwd(), file.absolutePath);
  if (file.sourceInstanceName === "docs")
    createDocPageNode(node as MdxNode, file, sourcePath, args);
  else if (file.sourceInstanceName === "blog")
    createBlogPostNode(node as MdxNode, file, sourcePath, args);
}
