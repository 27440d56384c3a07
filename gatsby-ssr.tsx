import config from "@site-config";
import drawings from "@diagram-drawings";
import type { GatsbySSR } from "gatsby";
import { onRenderBody as helmetHead } from "gatsby-plugin-react-helmet/gatsby-ssr";
import { renderToString } from "react-dom/server";
import { announcementBarScript } from "./src/theme-common/announcementBar";
import { colorModeScript } from "./src/theme-common/colorMode";
import { DiagramSource } from "./src/theme-common/diagrams";
import { PAGE_POLICY } from "./src/shared/content-security-policy";
import { globalStylesFirst } from "./src/theme-common/stylesheetOrder";
import { Layout, layoutProps } from "./src/theme/Layout";

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
  return <Layout {...layoutProps(props)}>{element}</Layout>;
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

/**
 * The page's Content-Security-Policy comes first in its head, before any script it governs. Only
 * built pages carry it: `gatsby develop` adds inline scripts of its own.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const policy =
    process.env.NODE_ENV === "production"
      ? [<meta key="csp" httpEquiv="Content-Security-Policy" content={PAGE_POLICY} />]
      : [];
  replaceHeadComponents([...policy, ...globalStylesFirst(getHeadComponents())]);
};

/**
 * Pages are rendered with renderToString instead of Gatsby's default renderToPipeableStream.
 * React 18's Node stream writer flushes its whole 2 KiB buffer when a multi-byte character does
 * not fit at the end, so the unused last byte goes out as U+0000: the consensus page had a NUL
 * before the "«" of its pager link (react/react#31134; React 19 flushes only the bytes written).
 * The body HTML is otherwise byte for byte the same (checked on every page).
 *
 * Gatsby renders two pages at once in each worker, and react-helmet collects the head of the
 * page last rendered in one global. So the head is taken, with gatsby-plugin-react-helmet's own
 * onRenderBody, in the same synchronous step as the render: another page cannot render in
 * between. (The plugin's regular call, later, finds nothing left and adds nothing.) The build
 * tests check that each page's canonical URL is its own.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
  setBodyAttributes,
}) => {
  replaceBodyHTMLString(renderToString(bodyComponent as React.ReactElement));
  helmetHead({ setHeadComponents, setHtmlAttributes, setBodyAttributes });
};
