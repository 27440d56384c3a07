import path from "node:path";
import type { CreateNodeArgs, Node } from "gatsby";
import { createChildNode } from "../child-node";
import type { SiteConfig } from "../../src/config/schema";
import { parentFile } from "../store";
import { versionNamed } from "../../src/config/versions";
import { flattenCommands } from "./flatten";
import { cliCommandNodeFields } from "./nodes";
import { parseCliFile, stripNodeKeys } from "./schema";

/** The project-relative path of the YAML file a CliYaml node was made from, for messages. */
export function cliSourcePath(node: Node, getNode: (id: string) => Node | undefined): string {
  const file = parentFile(node, getNode);
  return file
    ? path.relative(process.cwd(), file.absolutePath)
    : `content/cli/${String(node.name)}.yaml`;
}

/**
 * CliYaml node (one content/cli/<binary>.yaml, made by gatsby-transformer-yaml) -> one CliCommand
 * node per command of the tree, validated. A data error stops the build with the file and path.
 */
export function createCliCommandNodes(args: CreateNodeArgs, config: SiteConfig): void {
  const { node, getNode } = args;
  const sourcePath = cliSourcePath(node, getNode);
  // The file's docs version, stamped on its node by gatsby-transformer-checked-yaml.
  const version = versionNamed(config, (node as { docsVersion?: string }).docsVersion ?? null);
  // A data error throws: onCreateNode reports it and records the file as broken.
  const root = parseCliFile(stripNodeKeys(node), sourcePath);
  for (const record of flattenCommands(root, version.path)) {
    const fields = cliCommandNodeFields(record, {
      basePath: config.basePath,
      docsBase: version.path,
      sourcePath,
      additionalLanguages: config.prism.additionalLanguages,
    });
    const seed = version.current ? record.title : `${record.title} @${version.name}`;
    createChildNode(args, node, "CliCommand", seed, { ...fields, docsVersion: version.name });
  }
}
