import path from "node:path";
import type { PluggableList } from "unified";
import type { SiteConfig } from "../../src/config/schema";
import { siteVersions } from "../../src/config/versions";
import { versionDir } from "../content-sources";
import { remarkVersionLinks, type VersionLinksOptions } from "./remark-version-links";
import { MARKDOWN_SYNTAX, MDX_TREE_PLUGINS } from "./parse";
import { remarkCodeBlocks } from "./remark-code-blocks";
import { remarkVrlExamples } from "./remark-vrl-examples";

/**
 * The one MDX processor configuration of the site. Four readers read the same `.mdx` files: the
 * pages (gatsby-plugin-mdx), search (node/search/mdx-text.ts), the Markdown copies
 * (node/markdown-export/mdx.ts) and the VRL examples of createPages
 * (node/mdx/vrl-examples.ts). They share the parse pipeline of ./parse.ts, so all see the
 * same tree (the same admonitions, the same heading ids), and each adds only its own final
 * stage: the pages their rendering plugins and MDX's compiler, search its plain text, the copies
 * their Markdown forms. The three build-time readers share one parse of each page (parsedMdx).
 *
 *   remark-parse + remark-mdx ─► MARKDOWN_SYNTAX ─► MDX_TREE_PLUGINS ─┬─► PAGE_PLUGINS ─► HTML
 *                                                                     ├─► search sections
 *                                                                     ├─► Markdown copy
 *                                                                     └─► VRL examples
 */

/**
 * The pages' own final stage: the links of an archived version's pages pointed into it, the Run
 * button of verified VRL examples, then code blocks
 * highlighted at build time and diagrams (these replace `code` nodes, which search and the
 * Markdown copies read as code, so they stay out of the shared tree).
 */
function pagePlugins(site: SiteConfig): PluggableList {
  const archived = siteVersions(site)
    .filter((version) => !version.current)
    .map((version) => ({
      docsDir: path.join(versionDir(site, version), "docs"),
      base: version.path,
    }));
  return [
    [remarkVersionLinks, { archived } satisfies VersionLinksOptions],
    remarkVrlExamples,
    [remarkCodeBlocks, { additionalLanguages: site.prism.additionalLanguages }],
  ];
}

/**
 * gatsby-plugin-mdx's `mdxOptions.remarkPlugins`: the shared syntax and transforms, then the
 * pages' stage. (gatsby-plugin-mdx adds remark-parse and remark-mdx itself, through @mdx-js/mdx.)
 */
export function siteRemarkPlugins(site: SiteConfig): PluggableList {
  return [...MARKDOWN_SYNTAX, ...MDX_TREE_PLUGINS, ...pagePlugins(site)];
}
