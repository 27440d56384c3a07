/**
 * Where the Markdown copy of a page lives, shared by the build (node/markdown-export/, which
 * writes it) and the pages (the head's alternate link and the "Copy page" control). Pure.
 */

/** File of the copy under public/: /docs/guides/streams -> docs/guides/streams.md. */
export function markdownCopyFile(route: string): string {
  const clean = route.replace(/^\/+|\/+$/g, "");
  if (!clean) throw new Error("markdown copies: the landing page has no Markdown copy");
  return `${clean}.md`;
}

/** Site path of the copy, with the base path: (/flowg, /docs/guides/streams) -> /flowg/docs/guides/streams.md. */
export function markdownCopyHref(basePath: string, route: string): string {
  return `${basePath}/${markdownCopyFile(route)}`;
}
