// gatsby-transformer-yaml ships no types; these are the two lifecycles this plugin delegates to.
declare module "gatsby-transformer-yaml/gatsby-node" {
  import type { CreateNodeArgs, PluginOptions } from "gatsby";
  export function shouldOnCreateNode(args: { node: CreateNodeArgs["node"] }): boolean;
  export function onCreateNode(args: CreateNodeArgs, options: PluginOptions): Promise<void>;
}
