import config from "@site-config";
import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/theme/Layout";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const sidebarId = (props.pageContext as { sidebarId?: string | null }).sidebarId ?? null;
  return (
    <Layout pathname={props.location.pathname} sidebarId={sidebarId}>
      {element}
    </Layout>
  );
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // The colour mode is on <html> before first paint (FlowG: light, no switch).
  setHtmlAttributes({
    lang: config.language,
    ...({ "data-theme": config.colorMode.defaultMode } as object),
  });
  setHeadComponents([
    <link key="icon" rel="icon" type="image/svg+xml" href={`${config.basePath}/img/favicon.svg`} />,
    <meta key="theme-color" name="theme-color" content="#1d4ed8" />,
    <link
      key="rss"
      rel="alternate"
      type="application/rss+xml"
      title={`${config.blog.title} (RSS)`}
      href={`${config.basePath}/blog/rss.xml`}
    />,
    <link
      key="atom"
      rel="alternate"
      type="application/atom+xml"
      title={`${config.blog.title} (Atom)`}
      href={`${config.basePath}/blog/atom.xml`}
    />,
  ]);
};
