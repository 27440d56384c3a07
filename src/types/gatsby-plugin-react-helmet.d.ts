/** The plugin's server-render step (gatsby-ssr.js): writes react-helmet's collected head. */
declare module "gatsby-plugin-react-helmet/gatsby-ssr" {
  import type { RenderBodyArgs } from "gatsby";
  export function onRenderBody(
    args: Pick<RenderBodyArgs, "setHeadComponents" | "setHtmlAttributes" | "setBodyAttributes">,
  ): void;
}
