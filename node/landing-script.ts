import path from "node:path";
import type { CreateNodeArgs } from "gatsby";
import { createChildNode } from "./child-node";
import type { FileNode, LandingScriptFields } from "./node-types";

/**
 * The text files of content/landing (the quick start's commands, quick-start.sh) as
 * LandingScript nodes: gatsby-source-filesystem gives them a File node but no node with their
 * text, and page creation reads nodes, never files.
 */
export async function createLandingScriptNode(args: CreateNodeArgs): Promise<void> {
  const { loadNodeContent } = args;
  const file = args.node as FileNode & { extension?: string };
  if (file.sourceInstanceName !== "landing" || /^ya?ml$/.test(file.extension ?? "")) return;
  const fields: LandingScriptFields = {
    name: file.base,
    text: await loadNodeContent(file),
    sourcePath: path.relative(process.cwd(), file.absolutePath),
  };
  createChildNode(args, file, "LandingScript", file.relativePath, fields);
}
