import path from "node:path";
import type { CreateNodeArgs, GatsbyNode, Node } from "gatsby";
import { clearContentError, recordContentError } from "../plugins/shared/content-errors";
import { siteConfig } from "../src/config/load";
import type { SiteConfig } from "../src/config/schema";
import { versionNamed } from "../src/config/versions";
import { parseSourceName } from "@shared/versions";
import { createAuthorNodes, createBlogPostNode } from "./blog/create-node";
import { createCliCommandNodes } from "./cli/create-nodes";
import { createDocPageNode } from "./docs/create-node";
import { SEARCH_NODE_TYPE } from "./search/plugin-options";
import { versionIndexes, writeSearchFiles } from "./search/files";
import { createLandingScriptNode } from "./landing-script";
import { siteModel } from "./model";
import { SYNONYMS_FILE, parseSynonyms } from "./search/synonyms";
import { linesBefore, nodeStore, parentFile, stripNodeKeys } from "./store";

type MdxNode = Node & {
  frontmatter?: unknown;
  body?: string;
  internal: Node["internal"] & { contentFilePath?: string };
};

/**
 * Derives the site's typed nodes from what the source plugins create: DocPage and BlogPost from
 * Mdx nodes, Author from authors.yaml, CliCommand from the CLI YAML files, LandingScript from the
 * text files of content/landing; the search synonyms are checked as soon as their node exists.
 * A content error fails the build with the message naming the file, and is recorded by node
 * (plugins/shared/content-errors.ts) until the file is fixed. In a build, the search index node
 * (made by gatsby-plugin-local-search in createPages) becomes the static files of
 * public/search-index/; `gatsby develop` has no such node (search/develop-search.ts).
 * The site configuration comes from the per-process loader: parsed once, not once per file.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, reporter } = args;
  try {
    await createFrom(args);
    clearContentError("site", node.id);
  } catch (error) {
    recordContentError("site", node.id, (error as Error).message);
    reporter.panicOnBuild((error as Error).message);
  }
};

/** `return await`: a rejected promise must reach onCreateNode's catch. */
async function createFrom(args: CreateNodeArgs): Promise<void> {
  const { node } = args;
  switch (node.internal.type) {
    case "CliYaml":
      return await createCliCommandNodes(args, siteConfig().config);
    case "AuthorsYaml":
      return await createAuthorNodes(node, args);
    case "Mdx":
      return await createFromMdx(args, siteConfig().config);
    case "File":
      return await createLandingScriptNode(args);
    case "SearchSynonymsYaml":
      return await onSynonymsChanged(args);
    case SEARCH_NODE_TYPE:
      return await writeSearchIndex(node as SearchIndexNode, args);
  }
}

type SearchIndexNode = Node & { index: string; store: Record<string, unknown> };

/**
 * The index, store and lexicon files of public/search-index/ (search/files.ts): the current docs
 * version's from the plugin's node, the archived versions' built from the same site model.
 */
async function writeSearchIndex(
  node: SearchIndexNode,
  { getNodesByType }: CreateNodeArgs,
): Promise<void> {
  const model = siteModel(nodeStore(getNodesByType), siteConfig());
  writeSearchFiles(await versionIndexes(model, { index: node.index, store: node.store }));
}

/**
 * Checks the synonyms as soon as the file is read: the search files come much later in a build,
 * and in `gatsby develop` only when search is next used (search/develop-search.ts).
 */
function onSynonymsChanged(args: CreateNodeArgs): void {
  parseSynonyms(stripNodeKeys(args.node), SYNONYMS_FILE);
}

async function createFromMdx(args: CreateNodeArgs, config: SiteConfig): Promise<void> {
  const { node, getNode } = args;
  const parent = parentFile(node, getNode);
  if (!parent) return;
  const sourcePath = path.relative(process.cwd(), parent.absolutePath);
  // Where the body starts in the file, so the body alone gives errors the file's line numbers.
  const text = await args.loadNodeContent(parent);
  const file = { ...parent, frontMatterLines: linesBefore(text, (node as MdxNode).body ?? "") };
  const { source, version } = parseSourceName(file.sourceInstanceName);
  if (source === "docs")
    createDocPageNode(
      node as MdxNode,
      file,
      sourcePath,
      config,
      versionNamed(config, version),
      args,
    );
  else if (file.sourceInstanceName === "blog")
    createBlogPostNode(node as MdxNode, file, sourcePath, config, args);
}
