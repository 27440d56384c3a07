/**
 * Doc ids and routes from file paths (relative to content/docs):
 *   setup/installation.mdx -> id "setup/installation", route /docs/setup/installation
 *   setup/index.mdx        -> id "setup/index",        route /docs/setup
 *   index.mdx              -> id "index",              route /docs
 */
export function docIdFromPath(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");
}

export function docRoute(docId: string, slug?: string): string {
  if (slug) return slug;
  const withoutIndex = docId === "index" ? "" : docId.replace(/\/index$/, "");
  return withoutIndex ? `/docs/${withoutIndex}` : "/docs";
}
