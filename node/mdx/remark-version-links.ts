import { siteConfig } from "../../src/config/load";
import { siteVersions } from "../../src/config/versions";
import { routeInBase } from "@shared/versions";
import { versionDir } from "../content-sources";
import { walk, type MdNode } from "./mdast";

/**
 * Links of an archived version's docs stay in that version: a page of
 * `<versionsDir>/0.45.8/docs/` that links to /docs/guides/streams (as it did when it was current)
 * links to /docs/0.45.8/guides/streams. Pages of the current version are left alone. Part of the
 * shared tree transforms, so the pages, search and the Markdown copies agree.
 */
export function remarkVersionLinks() {
  return (tree: MdNode, file: { path?: string }) => {
    const base = archivedBaseOf(file.path ?? "");
    if (!base) return;
    walk(tree, (node) => {
      const link = node as MdNode & { url?: unknown };
      if ((link.type === "link" || link.type === "definition") && typeof link.url === "string") {
        link.url = routeInBase(link.url, base);
      }
    });
  };
}

/** The docs base (/docs/0.45.8) of a file of an archived version's docs, or null. */
export function archivedBaseOf(filePath: string): string | null {
  const config = siteConfig().config;
  const normalized = filePath.replace(/\\/g, "/");
  for (const version of siteVersions(config).slice(1)) {
    const docs = `${versionDir(config, version).replace(/\\/g, "/").replace(/\/$/, "")}/docs/`;
    const at = normalized.indexOf(docs);
    if (at === 0 || (at > 0 && normalized[at - 1] === "/")) return version.path;
  }
  return null;
}
