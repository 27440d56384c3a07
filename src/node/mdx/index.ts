import type { SiteConfig } from "../../config/schema";
import { remarkAdmonitions } from "./remark-admonitions";
import { remarkCodeBlocks } from "./remark-code-blocks";
import { remarkHeadingIds } from "./remark-heading-ids";
import { remarkVrlExamples } from "./remark-vrl-examples";

/**
 * The site's own remark plugins, in order. They run after remark-gfm and remark-directive
 * (see gatsby-config.ts) and before gatsby-plugin-mdx's own ones.
 */
export function remarkFlowgPlugins(site: SiteConfig) {
  return [
    remarkAdmonitions,
    remarkHeadingIds,
    remarkVrlExamples,
    [remarkCodeBlocks, { additionalLanguages: site.prism.additionalLanguages }],
  ] as const;
}
