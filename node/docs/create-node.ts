import { execFileSync } from "node:child_process";
import type { Node } from "gatsby";
import { createChildNode, type ChildNodeArgs } from "../child-node";
import type { SiteConfig } from "../../src/config/schema";
import type { DocPageFields } from "../node-types";
import { routeInBase, type SiteVersion } from "@shared/versions";
import {
  lenientDocFrontMatter,
  parseDocFrontMatter,
  type LenientDocFrontMatter,
} from "./front-matter";
import { docIdFromPath, docRoute } from "./routes";

type Args = ChildNodeArgs;

/** A DocPage node from a docs Mdx node; front matter validated (throws a ContentError). */
export function createDocPageNode(
  mdx: Node & { frontmatter?: unknown; internal: Node["internal"] & { contentFilePath?: string } },
  file: { relativePath: string; absolutePath: string; frontMatterLines: number },
  sourcePath: string,
  config: SiteConfig,
  version: SiteVersion,
  args: Args,
): void {
  const docId = docIdFromPath(file.relativePath);
  let frontMatter: LenientDocFrontMatter;
  let invalid: unknown = null;
  try {
    frontMatter = parseDocFrontMatter(mdx.frontmatter, sourcePath);
  } catch (error) {
    // The node is still made from what is valid, then the error is reported (onCreateNode):
    // a build fails on it, develop keeps the page and everything that links to it.
    invalid = error;
    frontMatter = lenientDocFrontMatter(mdx.frontmatter, docId.split("/").at(-1) ?? docId);
  }
  const fields: DocPageFields = {
    docId,
    docsVersion: version.name,
    route: routeInBase(docRoute(docId, frontMatter.slug), version.path),
    title: frontMatter.title,
    description: frontMatter.description ?? null,
    sidebarLabel: frontMatter.sidebar_label ?? null,
    hideTitle: frontMatter.hide_title,
    hideTableOfContents: frontMatter.hide_table_of_contents,
    tocMinHeadingLevel: frontMatter.toc_min_heading_level ?? null,
    tocMaxHeadingLevel: frontMatter.toc_max_heading_level ?? null,
    keywords: frontMatter.keywords,
    image: frontMatter.image ?? null,
    sourcePath,
    contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
    frontMatterLines: file.frontMatterLines,
    lastUpdated: config.docs.showLastUpdateTime ? lastCommitDate(file.absolutePath) : null,
    mdxId: mdx.id,
  };
  // The current version's ids are as they always were; an archived version's are its own.
  createChildNode(
    args,
    mdx,
    "DocPage",
    version.current ? docId : `${docId} @${version.name}`,
    fields,
  );
  if (invalid) throw invalid;
}

/** ISO date of the last commit that touched `file`, or null outside a git checkout. */
function lastCommitDate(file: string): string | null {
  try {
    return (
      execFileSync("git", ["log", "-1", "--format=%cI", "--", file], { encoding: "utf8" }).trim() ||
      null
    );
  } catch {
    return null;
  }
}
