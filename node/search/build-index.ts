import { createPages } from "gatsby-plugin-local-search";
import type { SearchDocument } from "@shared/search/types";

/** An index (FlexSearch's export) and its store, keyed by record id. */
export interface BuiltSearchIndex {
  index: string;
  store: Record<string, unknown>;
}

/**
 * Runs gatsby-plugin-local-search's own build step (not a re-implementation) on records the
 * caller already has, and returns the index and store it would have put on its node. The build
 * uses it for the archived docs versions (the plugin instance answers for the current one), the
 * tests for the real content.
 */
export async function buildPluginIndex(
  documents: readonly SearchDocument[],
  options: object,
  name: string,
): Promise<BuiltSearchIndex> {
  let node: BuiltSearchIndex | undefined;
  const problems: string[] = [];
  const report = (message: string) => problems.push(message);
  await createPages(
    {
      actions: { createNode: (made: BuiltSearchIndex) => (node = made) },
      graphql: async () => ({ data: {} }),
      reporter: { warn: report, error: report },
      createNodeId: (id: string) => id,
      createContentDigest: () => "",
    } as never,
    { ...options, name, normalizer: () => documents } as never,
  );
  if (!node) {
    throw new Error(
      `search index ${JSON.stringify(name)}: gatsby-plugin-local-search made no index${problems.length ? ` (${problems.join("; ")})` : ""}`,
    );
  }
  return { index: node.index, store: node.store };
}
