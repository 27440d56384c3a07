import { routeInBase } from "@shared/versions";
import { walk, type MdNode } from "./mdast";

/**
 * Links of an archived version's docs stay in that version: a page of
 * `<versionsDir>/0.45.8/docs/` that links to /docs/guides/streams (as it did when it was current)
 * links to /docs/0.45.8/guides/streams. Pages of the current version are left alone. The pages
 * (this remark plugin) and the Markdown copies (linksIntoVersion, node/markdown-export/mdx.ts)
 * apply it; search reads a page's text, not its links.
 */
export interface VersionLinksOptions {
  /** Each archived version's docs folder (relative to the project) and docs base. */
  archived: ReadonlyArray<{ docsDir: string; base: string }>;
}

export function remarkVersionLinks({ archived }: VersionLinksOptions) {
  return (tree: MdNode, file: { path?: string }) => {
    const base = archivedBaseOf(file.path ?? "", archived);
    if (base) linksIntoVersion(tree, base);
  };
}

/** Points the links of `tree` into the docs version at `base` (/docs/0.45.8). */
export function linksIntoVersion(tree: MdNode, base: string): void {
  walk(tree, (node) => {
    const link = node as MdNode & { url?: unknown };
    if ((link.type === "link" || link.type === "definition") && typeof link.url === "string") {
      link.url = routeInBase(link.url, base);
    }
  });
}

/** The docs base (/docs/0.45.8) of a file of an archived version's docs, or null. */
export function archivedBaseOf(
  filePath: string,
  archived: VersionLinksOptions["archived"],
): string | null {
  const normalized = filePath.replace(/\\/g, "/");
  for (const { docsDir, base } of archived) {
    const docs = `${docsDir.replace(/\\/g, "/").replace(/\/$/, "")}/`;
    const at = normalized.indexOf(docs);
    if (at === 0 || (at > 0 && normalized[at - 1] === "/")) return base;
  }
  return null;
}
