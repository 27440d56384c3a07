import { execFileSync } from "node:child_process";
import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { loadSiteConfig } from "../config/load";
import { createCliCommandNodes } from "./cli/create-nodes";
import { parseDocFrontMatter } from "./docs/front-matter";
import { docIdFromPath, docRoute } from "./docs/routes";

interface FileNode extends Node {
  sourceInstanceName: string;
  relativePath: string;
  absolutePath: string;
}

interface MdxNode extends Node {
  frontmatter?: Record<string, unknown>;
  internal: Node["internal"] & { contentFilePath?: string };
}

/**
 * Derives typed content nodes: DocPage from the Mdx nodes gatsby-plugin-mdx creates, CliCommand
 * from the CliYaml nodes gatsby-transformer-yaml creates.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  if (args.node.internal.type === "CliYaml") createCliCommandNodes(args);
  else createDocPageNode(args);
};

function createDocPageNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}: CreateNodeArgs): void {
  if (node.internal.type !== "Mdx" || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (!file || file.internal.type !== "File") return;
  const mdx = node as MdxNode;
  const sourcePath = path.relative(process.cwd(), file.absolutePath);

  if (file.sourceInstanceName === "docs") {
    let frontMatter;
    try {
      frontMatter = parseDocFrontMatter(mdx.frontmatter, sourcePath);
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
      return;
    }
    const docId = docIdFromPath(file.relativePath);
    const fields = {
      docId,
      route: docRoute(docId, frontMatter.slug),
      title: frontMatter.title,
      description: frontMatter.description ?? null,
      sidebarLabel: frontMatter.sidebar_label ?? null,
      hideTitle: frontMatter.hide_title,
      hideTableOfContents: frontMatter.hide_table_of_contents,
      tocMinHeadingLevel: frontMatter.toc_min_heading_level ?? null,
      tocMaxHeadingLevel: frontMatter.toc_max_heading_level ?? null,
      keywords: frontMatter.keywords,
      image: frontMatter.image ?? null,
      sourcePath,
      contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
      lastUpdated: loadSiteConfig().config.docs.showLastUpdateTime
        ? lastCommitDate(file.absolutePath)
        : null,
      mdxId: mdx.id,
    };
    actions.createNode({
      ...fields,
      id: createNodeId(`DocPage ${docId}`),
      parent: mdx.id,
      children: [],
      internal: { type: "DocPage", contentDigest: createContentDigest(fields) },
    });
  }
}

/** ISO date of the last commit that touched `file`, or null outside a git checkout. */
function lastCommitDate(file: string): string | null {
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cI", "--", file], {
      encoding: "utf8",
    }).trim();
    return out || null;
  } catch {
    return null;
  }
}
