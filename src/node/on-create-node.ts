import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { siteConfig } from "../config/load";
import type { SiteConfig } from "../config/schema";
import { createAuthorNodes, createBlogPostNode } from "./blog/create-node";
import { createCliCommandNodes } from "./cli/create-nodes";
import { createDocPageNode } from "./docs/create-node";
import { SEARCH_NODE_TYPE } from "./search/plugin-options";
import { writeSearchFiles } from "./search/write-files";
import { parentFile } from "./store";

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
 * The site configuration comes from the per-process loader: parsed once, not once per file.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, reporter } = args;
  try {
    switch (node.internal.type) {
      case "CliYaml":
        return createCliCommandNodes(args, siteConfig().config);
      case "AuthorsYaml":
        return createAuthorNodes(node, args);
      case "Mdx":
        return createFromMdx(args, siteConfig().config);
      case SEARCH_NODE_TYPE:
        writeSearchFiles(node as Node & { index: string; store: unknown });
        return;
    }
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};

function createFromMdx(args: CreateNodeArgs, config: SiteConfig): void {
  const { node, getNode } = args;
  const file = parentFile(node, getNode);
  if (!file) return;
  const sourcePath = path.relative(process.cwd(), file.absolutePath);
  if (file.sourceInstanceName === "docs")
    createDocPageNode(node as MdxNode, file, sourcePath, config, args);
  else if (file.sourceInstanceName === "blog")
    createBlogPostNode(node as MdxNode, file, sourcePath, config, args);
}
