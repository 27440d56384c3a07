/**
 * The content files whose nodes could not be made, by the id of the node the error belongs to
 * (a File or Mdx node), shared by the site's onCreateNode and its local plugins. Page creation
 * reads it to tell a first error from its consequences: with a broken front matter or YAML file,
 * the pages that depend on it fail too, and `gatsby develop` would print each of those failures
 * after the one that matters. Entries whose node is gone (the file was deleted) no longer count.
 */
const failed = new Map<string, { nodeId: string; message: string }>();

/** `by` names who checked the node: several plugins may see the same File node. */
export function recordContentError(by: string, nodeId: string, message: string): void {
  failed.set(`${by} ${nodeId}`, { nodeId, message });
}

export function clearContentError(by: string, nodeId: string): void {
  failed.delete(`${by} ${nodeId}`);
}

/** The messages of the files still broken; `exists` tells whether a node is still there. */
export function openContentErrors(exists: (nodeId: string) => boolean): string[] {
  for (const [key, { nodeId }] of [...failed]) if (!exists(nodeId)) failed.delete(key);
  return [...failed.values()].map((entry) => entry.message);
}

/** Forgets every entry (tests). */
export function forgetContentErrors(): void {
  failed.clear();
}
