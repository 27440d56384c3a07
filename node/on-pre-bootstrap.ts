import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { featureDefinitions, siteFeatures } from "../src/config/features";
import { SOURCE_ALIASES } from "../src/config/source-aliases";
import { siteConfig } from "../src/config/load";
import { siteVersions } from "../src/config/versions";
import {
  DRAWINGS_JSON,
  publishDiagrams,
  siteDrawings,
  writeDrawingsJson,
} from "./diagrams/publish";
import { SEARCH_FILES_JSON, serverFilesJson, writeFilesJson } from "./search/files";
import { developSearchFiles, isDevelop } from "./search/develop-search";
import { siteConfigJson } from "./stale-build";
import { BUILD_CACHE_FILE, buildCache, buildCodeKey } from "./cache";
import { BROWSER_STAND_INS, browserAliases } from "./browser-stand-ins";
import { keepSiteEnv, shortenProductionNames, splitStylesheets } from "./webpack-output";
import { prepareVrlEngineFiles } from "./vrl-wasm";
import { configureVrlEngine } from "./webpack-vrl";

/** Where the validated site configuration is written for the browser bundle (@site-config). */
export const SITE_CONFIG_JSON = path.resolve(".cache/flowg/site-config.json");

/**
 * Validates the site configuration when the build starts, and hands the parsed value (defaults
 * filled in) to the browser bundle as JSON, so the schema library never ships to readers.
 * Content files are checked as they become nodes (their errors then show in `gatsby develop` too).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { config, file } = siteConfig();
  fs.mkdirSync(path.dirname(SITE_CONFIG_JSON), { recursive: true });
  fs.writeFileSync(SITE_CONFIG_JSON, siteConfigJson(config));
  reporter.info(`site configuration: ${file}`);
  // What the last build kept with the same code and configuration (saved by onPostBuild): only
  // the texts and pages edited since are parsed and converted again.
  buildCache({ file: BUILD_CACHE_FILE, key: buildCodeKey([siteConfigJson(config)]) });
  // A build makes the search index in createPages; until then the bundle sees "no index yet"
  // (also when the file has the shape of an older build: one version's names, not a list).
  // Develop's files have fixed names, made when asked for (search/develop-search.ts).
  const namesFiles = [SEARCH_FILES_JSON, serverFilesJson(SEARCH_FILES_JSON)];
  if (isDevelop()) writeFilesJson(developSearchFiles(siteVersions(config)));
  else if (!namesFiles.every((file) => Array.isArray(readJson(file)))) writeFilesJson([]);
  const drawings = siteDrawings();
  publishDiagrams(drawings);
  writeDrawingsJson(drawings);
  prepareVrlEngineFiles();
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  actions,
  getConfig,
  loaders,
  plugins,
  stage,
}) => {
  const config = getConfig();
  // rapidoc only registers the <rapi-doc> element in the browser (RapiDocConsole imports it in an
  // effect, which the server render never runs): the server bundle gets an empty module instead of
  // the library, and its webpack cache stays smaller.
  if (serverStage(stage))
    config.module.rules.push({ test: BROWSER_ONLY_MODULES, use: [loaders.null()] });
  if (stage === "build-javascript" || stage === "build-html") shortenProductionNames(config, stage);
  if (stage === "build-javascript") splitStylesheets(config);
  keepSiteEnv(config);
  const vrlDefinitions = configureVrlEngine(config, stage, siteConfig().config.basePath);
  // No source maps in builds: readers never load them, they make the webpack caches several
  // times larger and every rebuild slower, and the code frame Gatsby drew from them for a page
  // that throws while rendering pointed at an unrelated module; without them Gatsby names the
  // page's path and prints the error's message.
  if (stage === "build-javascript" || stage === "build-html") config.devtool = false;
  config.resolve.alias = {
    ...config.resolve.alias,
    ...Object.fromEntries(
      Object.entries(SOURCE_ALIASES).map(([name, folder]) => [name, path.resolve(folder)]),
    ),
    "@site-config": SITE_CONFIG_JSON,
    // Names of the search index and store files; the server render gets the versions alone
    // (node/search/files.ts).
    "@search-files": serverStage(stage) ? serverFilesJson(SEARCH_FILES_JSON) : SEARCH_FILES_JSON,
    // Diagram drawings: for the server render only (node/diagrams/publish.ts).
    "@diagram-drawings": serverStage(stage) ? DRAWINGS_JSON.server : DRAWINGS_JSON.browser,
    // The browser bundle's own react-helmet and gatsby-script (node/browser-stand-ins.ts).
    ...(stage === "build-javascript" || stage === "develop" ? browserAliases() : {}),
  };
  if (stage === "build-javascript" || stage === "develop") {
    for (const standIn of BROWSER_STAND_INS) {
      config.plugins.push(
        plugins.normalModuleReplacement(standIn.module, path.resolve(standIn.file)),
      );
    }
  }
  // Behaviours the configuration leaves off are compiled out (src/config/features.ts).
  config.plugins.push(
    plugins.define({
      ...featureDefinitions(siteFeatures(siteConfig().config)),
      ...vrlDefinitions,
    }),
  );
  // CSS modules are scoped, so the order of stylesheets across chunks does not matter; without
  // this, mini-css-extract-plugin warns about "conflicting order" once per page template.
  for (const plugin of config.plugins ?? []) {
    if (plugin?.constructor?.name === "MiniCssExtractPlugin") plugin.options.ignoreOrder = true;
  }
  actions.replaceWebpackConfig(config);
};

/** Libraries the browser alone runs, left out of the server render's bundle. */
export const BROWSER_ONLY_MODULES = /[\\/]node_modules[\\/]rapidoc[\\/]/;

/** The webpack stages that bundle the server render (HTML), not the browser's script. */
const serverStage = (stage: string) => stage === "build-html" || stage === "develop-html";

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
