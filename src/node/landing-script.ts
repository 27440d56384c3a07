import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import type { FileNode, LandingScriptFields } from "./node-types";

/**
 * The text files of content/landing (the quick start's commands, quick-start.sh) as
 * LandingScript nodes: gatsby-source-filesystem gives them a File node but no node with their
 * text, and page creation reads nodes, never files.
 */
export async function createLandingScriptNode(args: CreateNodeArgs): Promise<void> {
  const { actions, createNodeId, createContentDigest, loadNodeContent } = args;
  const file = args.node as FileNode & { extension?: string };
  if (file.sourceInstanceName !== "landing" || /^ya?ml$/.test(file.extension ?? "")) return;
  const fields: LandingScriptFields = {
    name: file.base,
    text: await loadNodeContent(file),
    sourcePath: path.relative(process.cwd(), file.absolutePath),
  };
  const node = {
    ...fields,
    id: createNodeId(`LandingScript ${file.relativePath}`),
    parent: file.id,
    children: [],
    internal: { type: "LandingScript", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(node);
  actions.createParentChildLink({ parent: file, child: node });
}
