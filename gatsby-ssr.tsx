import config from "@site-config";
import drawings from "@diagram-drawings";
import type { GatsbySSR } from "gatsby";
import { announcementBarScript } from "./src/theme-common/announcementBar";
import { colorModeScript } from "./src/theme-common/colorMode";
import { DiagramSource } from "./src/theme-common/diagrams";
import { globalStylesFirst } from "./src/theme-common/stylesheetOrder";
import { Layout } from "./src/theme/Layout";

/** The stored drawings of diagrams, which the server render writes into each page's HTML. */
function readDiagram(key: string): string {
  const drawing = drawings[key];
  if (drawing === undefined) throw new Error(`content/diagrams/${key}.svg: no such drawing`);
  return drawing;
}

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <DiagramSource.Provider value={readDiagram}>{element}</DiagramSource.Provider>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  const sidebarId = (props.pageContext as { sidebarId?: string | null }).sidebarId ?? null;
  return (
    <Layout pathname={props.location.pathname} sidebarId={sidebarId}>
      {element}
    </Layout>
  );
};

/**
 * Inline scripts that must run before first paint: the stored colour mode (only when readers can
 * switch it) and the closed announcement bar. They are tiny and only present when used.
 */
function noFlashScripts(): string[] {
  const scripts: string[] = [];
  if (!config.colorMode.disableSwitch) scripts.push(colorModeScript(config.colorMode));
  if (config.announcementBar) scripts.push(announcementBarScript(config.announcementBar.id));
  return scripts;
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // The default colour mode is on <html> from the server (FlowG: light, no switch).
  setHtmlAttributes({
    lang: config.language,
    ...({ "data-theme": config.colorMode.defaultMode } as object),
  });
  setHeadComponents([
    ...noFlashScripts().map((script, i) => (
      <script key={`no-flash-${i}`} dangerouslySetInnerHTML={{ __html: script }} />
    )),
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

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(globalStylesFirst(getHeadComponents()));
};
