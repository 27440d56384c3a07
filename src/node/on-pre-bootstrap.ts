import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { featureDefinitions, siteFeatures } from "../config/features";
import { loadSiteConfig } from "../config/load";
import { SEARCH_FILES_JSON, writeFilesJson } from "./search/write-files";
import { siteConfigJson } from "./stale-build";
import { checkContentYaml } from "./yaml-syntax";

/** Where the validated site configuration is written for the browser bundle (@site-config). */
export const SITE_CONFIG_JSON = path.resolve(".cache/flowg/site-config.json");

/**
 * Validates the site configuration when the build starts and hands the parsed value (defaults
 * filled in) to the browser bundle as JSON, so the schema library never ships to readers.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { config, file } = loadSiteConfig();
  checkContentYaml();
  fs.mkdirSync(path.dirname(SITE_CONFIG_JSON), { recursive: true });
  fs.writeFileSync(SITE_CONFIG_JSON, siteConfigJson(config));
  reporter.info(`site configuration: ${file}`);
  // The search index is made in createPages; until then the bundle sees "no index yet".
  if (!fs.existsSync(SEARCH_FILES_JSON)) writeFilesJson({ index: null, store: null });
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  getConfig,
  plugins,
  stage,
}) => {
  const config = getConfig();
  if (stage === "build-javascript" || stage === "build-html") shortenProductionNames(config);
  if (stage === "build-javascript") splitStylesheets(config);
  // Source maps: none for the browser bundle (a quarter of its build time; readers never load
  // them), line-level ones for the server render, whose errors Gatsby shows with a code frame.
  if (stage === "build-javascript") config.devtool = false;
  if (stage === "build-html") config.devtool = "cheap-module-source-map";
  config.resolve.alias = {
    ...config.resolve.alias,
    "@site-config": SITE_CONFIG_JSON,
    // Names of the search index and store files (src/node/search/write-files.ts).
    "@search-files": SEARCH_FILES_JSON,
    // The browser keeps the head in step with a small replacement for react-helmet; the
    // server render (and so every page's HTML) uses react-helmet (src/theme-common/head/).
    ...(stage === "build-javascript" || stage === "develop"
      ? { "react-helmet$": path.resolve("src/theme-common/head/browser-helmet.tsx") }
      : {}),
  };
  // Behaviours the configuration leaves off are compiled out (src/config/features.ts).
  config.plugins.push(plugins.define(featureDefinitions(siteFeatures(loadSiteConfig().config))));
  // CSS modules are scoped, so the order of stylesheets across chunks does not matter; without
  // this, mini-css-extract-plugin warns about "conflicting order" once per page template.
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};

/** Generated chunk names: Gatsby's component chunks and its content-hashed shared chunks. */
const GENERATED_CHUNK_NAME = /^(component---|[0-9a-f]{40}$)/;

export function chunkFilename({ chunk }: { chunk?: { name?: string | null } }): string {
  const name = chunk?.name;
  return name && !GENERATED_CHUNK_NAME.test(name)
    ? "[name]-[contenthash:8].js"
    : "[id]-[contenthash:8].js";
}

/** Anything in a webpack configuration: Gatsby's type for it is `any`. */
interface WebpackConfig {
  output?: { chunkFilename?: unknown };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  plugins?: Array<{ constructor?: { name?: string }; options?: Record<string, unknown> } | null>;
  module?: { rules?: unknown[] };
}

/**
 * Production builds use short names where the browser pays for them on every page:
 *  - page component chunks and Gatsby's shared chunks are named by id and hash: their names
 *    (component---src-templates-doc-page-tsx-content-file-path-content-docs-..., 40-digit
 *    hashes) were repeated in the webpack runtime, the chunk mapping inlined in each page and
 *    each preload link. Chunks the site names itself (mermaid, medium-zoom...) keep the name;
 *  - CSS-module classes are a 6-character hash instead of `styles-module--title--4cf7a`, in the
 *    inlined stylesheet, the HTML and the scripts alike. Both server and browser stages get the
 *    same rule, so their class names agree. `gatsby develop` keeps the readable names.
 */
function shortenProductionNames(config: WebpackConfig): void {
  if (config.output) config.output.chunkFilename = chunkFilename;
  const visit = (rule: unknown): void => {
    if (!rule || typeof rule !== "object") return;
    const r = rule as { loader?: unknown; options?: unknown; use?: unknown; oneOf?: unknown };
    if (typeof r.loader === "string" && r.loader.includes("css-loader") && r.options) {
      const modules = (r.options as { modules?: unknown }).modules;
      if (modules && typeof modules === "object")
        (modules as { localIdentName?: string }).localIdentName = "[hash:base64:6]";
    }
    for (const child of [r.use, r.oneOf]) if (Array.isArray(child)) child.forEach(visit);
  };
  config.module?.rules?.forEach(visit);
}

/**
 * Gatsby gathers the CSS of every component of the site into one stylesheet and inlines it in
 * every page (10 KiB gzipped here: the API tables, the blog and the search dialog on a guide
 * page too). Without that cache group each chunk keeps its own CSS: a page inlines the CSS of its
 * layout and template only, and a client-side navigation to another template loads that
 * template's stylesheet with its script. The styles are CSS modules, so their order across
 * stylesheets does not matter (the global stylesheet is loaded by the layout, before all others).
 */
function splitStylesheets(config: WebpackConfig): void {
  delete config.optimization?.splitChunks?.cacheGroups?.styles;
  for (const plugin of config.plugins ?? []) {
    // Short names here too: the webpack runtime lists every chunk's stylesheet.
    if (plugin?.constructor?.name === "MiniCssExtractPlugin" && plugin.options)
      plugin.options.chunkFilename = "[id]-[contenthash:8].css";
  }
}
