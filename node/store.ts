import type { Node } from "gatsby";
import { NODE_TYPES, type FileNode, type StoreKey, type StoredNode } from "./node-types";
import type { SiteVersion } from "@shared/versions";

/**
 * The one module that reads Gatsby's node store. Every reader returns nodes typed by
 * node/node-types.ts, the fields their creators write; nothing else in node/ casts a node.
 * Works over `getNodesByType` (createPages, onPostBuild) and, through `prefetchNodeStore`, over
 * the resolvers' `nodeModel`, whose reads are asynchronous. Both serve the nodes of a type in
 * the order of their ids: Gatsby's two reads disagree (LMDB's `getNodesByType` goes by id,
 * `nodeModel.findAll` by creation), and the site model's parts (the CLI pages' order among them)
 * must not depend on which lifecycle made them first.
 */
export type NodeStore = { readonly [K in StoreKey]: () => Array<StoredNode<K>> };

/** Gatsby's `getNodesByType`, or anything that answers the same way. */
export type GetNodesByType = (type: string) => readonly Node[];

/** A typed view of the store. */
export function nodeStore(getNodesByType: GetNodesByType): NodeStore {
  const reader =
    <K extends StoreKey>(key: K) =>
    () =>
      // The one cast: a node of type NODE_TYPES[key] holds NodeFields[key] (node-types.ts).
      [...getNodesByType(NODE_TYPES[key])].sort(byId) as Array<StoredNode<K>>;
  return {
    docPages: reader("docPages"),
    blogPosts: reader("blogPosts"),
    authors: reader("authors"),
    cliCommands: reader("cliCommands"),
    apiOperations: reader("apiOperations"),
    apiTags: reader("apiTags"),
    apiSpecs: reader("apiSpecs"),
    sidebarsYaml: reader("sidebarsYaml"),
    cliYaml: reader("cliYaml"),
    apiOverviewYaml: reader("apiOverviewYaml"),
    landingYaml: reader("landingYaml"),
    landingScripts: reader("landingScripts"),
    searchSynonymsYaml: reader("searchSynonymsYaml"),
    mdx: reader("mdx"),
    versionYaml: reader("versionYaml"),
    files: reader("files"),
  } satisfies NodeStore;
}

/** Node ids are ASCII (createNodeId's UUIDs), so this is also LMDB's byte order. */
const byId = (a: Node, b: Node): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Node types that belong to one docs version: their `docsVersion` field says which. */
const VERSIONED = [
  "docPages",
  "cliCommands",
  "apiOperations",
  "apiTags",
  "apiSpecs",
  "sidebarsYaml",
  "cliYaml",
  "versionYaml",
] as const satisfies readonly StoreKey[];

/**
 * The store as one docs version sees it: its docs, CLI, API nodes and version files only (the
 * others, blog posts or authors, are the whole site's). Page creators of versioned pages run once
 * per version over such a view, so they need not know there are several.
 */
export function versionStore(store: NodeStore, version: SiteVersion): NodeStore {
  const scoped: Record<string, () => unknown[]> = { ...store };
  for (const key of VERSIONED) {
    scoped[key] = () => store[key]().filter((node) => node.docsVersion === version.name);
  }
  return scoped as NodeStore;
}

/** A docs version and its view of the store: what the version modules read of a version. */
export interface VersionView {
  version: SiteVersion;
  store: NodeStore;
}

/** The part of a resolver's context that reads nodes. */
export interface NodeModel {
  findAll(query: { type: string }): Promise<{ entries: Iterable<unknown> }>;
}

/**
 * Reads the given node types through a resolver's `nodeModel` (which also records that the query
 * depends on them, so `gatsby develop` re-runs it when they change), then serves them like
 * `nodeStore`. Reading a type that was not fetched is a programming error and throws.
 */
export async function prefetchNodeStore(
  nodeModel: NodeModel,
  keys: readonly StoreKey[],
): Promise<NodeStore> {
  const fetched = new Map<string, Node[]>();
  for (const key of keys) {
    const type = NODE_TYPES[key];
    fetched.set(type, [...(await nodeModel.findAll({ type })).entries] as Node[]);
  }
  return nodeStore((type) => {
    const nodes = fetched.get(type);
    if (!nodes) throw new Error(`prefetchNodeStore: ${type} nodes were not fetched`);
    return nodes;
  });
}

/** The file a node was made from (its parent File node), if it has one. */
export function parentFile(
  node: Node,
  getNode: (id: string) => Node | undefined,
): FileNode | undefined {
  const parent = node.parent ? getNode(node.parent) : undefined;
  return parent?.internal.type === "File" ? (parent as FileNode) : undefined;
}

/**
 * The MDX text of doc pages and posts, from their Mdx nodes (gatsby-plugin-mdx keeps the text
 * after the front matter as `body`). The front matter's lines come back as blank lines, so a
 * position in the text is the same line of the file in error messages.
 */
export function mdxSources(
  store: NodeStore,
): (page: { mdxId: string; frontMatterLines: number; sourcePath: string }) => string {
  const bodies = new Map(store.mdx().map((node) => [node.id, node.body]));
  return (page) => {
    const body = bodies.get(page.mdxId);
    if (body === undefined) throw new Error(`${page.sourcePath}: no Mdx node ${page.mdxId}`);
    return mdxText(page.frontMatterLines, body);
  };
}

/**
 * An MDX file's text as the build's readers parse it: gatsby-plugin-mdx's body after its front
 * matter's lines, left blank (positions are the file's lines). Every reader makes it here, so
 * they hand parsedMdx the same string and a page is parsed once per build.
 */
export function mdxText(frontMatterLines: number, body: string): string {
  return "\n".repeat(frontMatterLines) + body;
}

/** Lines of `text` before `body`, which ends it (gatsby-plugin-mdx's body after the front matter). */
export function linesBefore(text: string, body: string): number {
  if (!text.endsWith(body)) return 0;
  return text.slice(0, text.length - body.length).split("\n").length - 1;
}

/**
 * Keys Gatsby adds to a node, and the docs version the build stamps on a versioned YAML node; the
 * rest of a YAML node is the file's mapping.
 */
const NODE_KEYS = new Set([
  "id",
  "parent",
  "children",
  "internal",
  "fields",
  "$loki",
  "docsVersion",
]);

/** A YAML node's data as the file holds it (gatsby-transformer-yaml spreads it over the node). */
export function stripNodeKeys(node: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)));
}
