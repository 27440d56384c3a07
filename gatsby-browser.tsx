import config from "@site-config";
import type { GatsbyBrowser } from "gatsby";
import "./src/styles/tokens.css";
import "./src/styles/global.css";
import "./src/styles/markdown.css";
import "./src/styles/prism.css";
import { decodeFragment, installFragmentGuard } from "./src/theme-common/fragment";
import { hydrateInSlices } from "./src/theme-common/hydrate";
import { scheduleImageZoom } from "./src/theme-common/imageZoom";
import {
  clearReloadFlag,
  installLoadFailureRecovery,
  pageDataMissing,
  reloadOnce,
} from "./src/theme-common/routeRecovery";
import { ErrorBoundary } from "./src/theme/ErrorBoundary";
import { Layout, layoutProps } from "./src/theme/Layout";
import { finishProgress, scheduleProgress } from "./src/theme/ProgressBar";

declare global {
  interface Window {
    ___navigate?: (to: string, options?: unknown) => void;
  }
}

// Gatsby's types name react-dom's legacy `render` signature; Gatsby calls it with (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInSlices as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

/**
 * The last boundary: an error before the page's shell exists (Gatsby's page renderer throws on
 * page data without its context) shows the crash page in an empty shell, not a blank tab.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ErrorBoundary
    shell={(crash) => (
      <Layout pathname={window.location.pathname} sidebarId={null} sidebar={null}>
        {crash}
      </Layout>
    )}
  >
    {element}
  </ErrorBoundary>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  return <Layout {...layoutProps(props)}>{element}</Layout>;
};

/** Path of the page on screen, to tell a history move to another page from a hash change. */
let renderedPath = "";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // A malformed `%` in the URL's fragment must not blank the page (gatsbyjs/gatsby#26828).
  installFragmentGuard(window);
  installLoadFailureRecovery();
  // Gatsby fires onPreRouteUpdate only once the next page's code and data have loaded, so the
  // start of a navigation is taken where every <Link> and navigate() call goes through (set up
  // before onClientEntry), plus history moves. Remove if Gatsby gains a "navigation started" API.
  const navigate = window.___navigate;
  if (navigate) {
    window.___navigate = (to, options) => {
      const here = window.location.pathname + window.location.search + window.location.hash;
      if (typeof to === "string" && to !== here) scheduleProgress();
      navigate(to, options);
    };
  }
  window.addEventListener("popstate", () => {
    if (window.location.pathname !== renderedPath) scheduleProgress();
  });
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  renderedPath = location.pathname;
  finishProgress();
  if (prevLocation && prevLocation.pathname !== location.pathname) {
    // Gatsby shows its "not found" page when a page's data fails to load: the server, asked
    // once, answers with the page or with the real 404 (see hydrateInSlices).
    if (pageDataMissing()) reloadOnce(location.pathname);
    // The page rendered after a client-side navigation: a later load failure may reload it again.
    else clearReloadFlag(location.pathname);
  }
  scheduleImageZoom(config.imageZoom);
};

/**
 * Gatsby's own answer (gatsby/cache-dir/navigation.js), with the hash decoded without throwing:
 * on the same page, scroll to the hash or to the top; on another page, let Gatsby restore or
 * reset the position. The last registered answer wins, so this replaces Gatsby's default, whose
 * `decodeURI` throws on a malformed fragment (gatsbyjs/gatsby#26828; see
 * src/theme-common/fragment.ts for when to remove it).
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
}) => {
  const { pathname, hash } = routerProps.location;
  if (prevRouterProps && prevRouterProps.location.pathname === pathname)
    return hash ? decodeFragment(hash.slice(1)) : [0, 0];
  return true;
};
