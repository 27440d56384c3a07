/**
 * How production bundles are written (used by onCreateWebpackConfig in on-pre-bootstrap.ts):
 * short file and class names, and one stylesheet per chunk rather than one for the whole site.
 */

/** Generated chunk names: Gatsby's component chunks and its content-hashed shared chunks. */
const GENERATED_CHUNK_NAME = /^(component---|[0-9a-f]{40}$)/;

/** The file name of every chunk the site does not name itself. */
export const ID_CHUNK_FILENAME = "[id]-[contenthash:8].js";

export function chunkFilename({ chunk }: { chunk?: { name?: string | null } }): string {
  const name = chunk?.name;
  return name && !GENERATED_CHUNK_NAME.test(name) ? "[name]-[contenthash:8].js" : ID_CHUNK_FILENAME;
}

/** The part of a webpack chunk this module reads and writes. */
interface ChunkLike {
  name?: string | null;
  filenameTemplate?: unknown;
  canBeInitial(): boolean;
}

/** The part of webpack's compiler the plugin below taps. */
interface CompilerLike {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: {
            afterOptimizeChunks: {
              tap(name: string, fn: (chunks: Iterable<ChunkLike>) => void): void;
            };
          };
        }) => void,
      ): void;
    };
  };
}

/**
 * Gives the async chunks the site names (medium-zoom, search-dialog, vrl-editor...) a file named
 * after them; every other chunk keeps `output.chunkFilename`, ID_CHUNK_FILENAME. A function as
 * `output.chunkFilename` would do the same, but webpack then writes each chunk's URL in full into
 * the runtime (`5378===e?"5378-26eeae9c.js":...`, one per chunk, on every page), where one
 * template and a map of hashes is lighter.
 */
export class NamedChunkFiles {
  apply(compiler: CompilerLike): void {
    compiler.hooks.thisCompilation.tap("NamedChunkFiles", (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap("NamedChunkFiles", (chunks) => {
        for (const chunk of chunks) {
          const template = chunkFilename({ chunk });
          if (template !== ID_CHUNK_FILENAME && !chunk.canBeInitial())
            chunk.filenameTemplate = template;
        }
      });
    });
  }
}

/** The `process.env` names Gatsby defines for its own runtime in every bundle. */
const GATSBY_RUNTIME_ENV = new Set([
  "NODE_ENV",
  "PUBLIC_DIR",
  "BUILD_STAGE",
  "CYPRESS_SUPPORT",
  "GATSBY_QUERY_ON_DEMAND",
  "GATSBY_SOCKET_IO_DEFAULT_TRANSPORT",
]);

/** GATSBY_ variables that say how Gatsby reports to the terminal, not what the site is. */
const TERMINAL_ENV = /^GATSBY_(LOGGER|REPORTER_|TELEMETRY_)/;

/**
 * The definitions of Gatsby's `process.env` DefinePlugin a bundle keeps: Gatsby's runtime names
 * and the site's GATSBY_ variables, in the server render as in the browser.
 *
 * Gatsby defines every variable of the build's environment for the server render (HOME,
 * OLDPWD, SHLVL, npm's...), and webpack rebuilds each module that reads any definition when one
 * of them changes. With every variable defined, a build run from another directory, or with
 * another NODE_OPTIONS, compiles every MDX page again for the server render and renders every
 * page's HTML again. No code of the site's pages reads the environment, and a
 * name that is not defined reads as undefined (Gatsby defines `process.env` as `{}`). The same
 * holds for the variables of a `.env.<environment>` file without the GATSBY_ prefix, which Gatsby
 * also hands the server render only: the site has no such file.
 */
export function siteEnvDefinitions(definitions: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([key]) => {
      if (!key.startsWith("process.env.")) return true;
      const name = key.slice("process.env.".length);
      return (
        GATSBY_RUNTIME_ENV.has(name) || (name.startsWith("GATSBY_") && !TERMINAL_ENV.test(name))
      );
    }),
  );
}

/** Applies siteEnvDefinitions to Gatsby's DefinePlugin (the one that defines BUILD_STAGE). */
export function keepSiteEnv(config: WebpackConfig): void {
  for (const plugin of config.plugins ?? []) {
    if (plugin?.definitions && "process.env.BUILD_STAGE" in plugin.definitions)
      plugin.definitions = siteEnvDefinitions(plugin.definitions);
  }
}

/** What a cache group's test is given besides the module (webpack's splitChunks). */
interface ChunkGraphContext {
  chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<{ canBeInitial(): boolean }> };
}

/** Anything in a webpack configuration: Gatsby's type for it is `any`. */
export interface WebpackConfig {
  output?: { chunkFilename?: unknown };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } };
  plugins?: Array<{
    constructor?: { name?: string };
    options?: Record<string, unknown>;
    /** A DefinePlugin's definitions. */
    definitions?: Record<string, unknown>;
    apply?: unknown;
  } | null>;
  module?: { rules?: unknown[] };
}

/**
 * Production builds use short names where the browser pays for them on every page:
 *  - page component chunks and Gatsby's shared chunks are named by id and hash: their names
 *    (component---src-templates-doc-page-tsx-content-file-path-content-docs-..., 40-digit
 *    hashes) are repeated in the webpack runtime, the chunk mapping inlined in each page and
 *    each preload link. Chunks the site names itself (mermaid, medium-zoom...) keep the name.
 *    For the browser bundle only (`build-javascript`): the server render keeps Gatsby's
 *    `[name].js`, whose runtime names no hash. With hashes there, one edited MDX page would
 *    change the server runtime's map of chunk hashes, and Gatsby would render every page's HTML
 *    again in the next build (it renders again only the pages of the templates whose chunks
 *    changed, and every template depends on the runtime);
 *  - CSS-module classes are a 6-character hash instead of `styles-module--title--4cf7a`, in the
 *    inlined stylesheet, the HTML and the scripts alike. Both server and browser stages get the
 *    same rule, so their class names agree. `gatsby develop` keeps the readable names.
 */
export function shortenProductionNames(
  config: WebpackConfig,
  stage: "build-javascript" | "build-html",
): void {
  if (stage === "build-javascript") {
    if (config.output) config.output.chunkFilename = ID_CHUNK_FILENAME;
    config.plugins?.push(new NamedChunkFiles());
  }
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
 * every page (the API tables, the blog and the search dialog on a guide page too). Without that
 * cache group each chunk keeps its own CSS: a page inlines the CSS of its
 * layout and template only, and a client-side navigation to another template loads that
 * template's stylesheet with its script, appended after the others. The global stylesheet
 * must come first for component rules to win ties: gatsby-ssr.tsx puts it first in each page
 * (src/theme-common/stylesheetOrder.ts).
 */
export function splitStylesheets(config: WebpackConfig): void {
  const groups = config.optimization?.splitChunks?.cacheGroups;
  delete groups?.styles;
  // Gatsby's `shared` group moves a module used by two page components or more into a chunk of
  // their own, but never a CSS module: the doc template's stylesheet would be copied into each
  // MDX page's chunk, one identical file per doc under its own name, each listed in the webpack
  // runtime and loaded again on every client-side move to another doc. Here CSS modules follow
  // their scripts into the same shared chunk (the same name for the same set of pages) once
  // they weigh 4 KiB or more.
  const shared = groups?.shared as { name?: unknown } | undefined;
  if (groups && shared?.name) {
    groups.sharedStyles = {
      test: (module: { type?: string }, { chunkGraph }: ChunkGraphContext) =>
        module.type === "css/mini-extract" &&
        ![...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.canBeInitial()),
      name: shared.name,
      priority: 10,
      minChunks: 2,
      // Like Gatsby's 20 kB for scripts: small shared stylesheets stay copied, rather than each
      // set of templates sharing a component getting a chunk (and a request) of its own.
      minSize: 4096,
      reuseExistingChunk: true,
    };
  }
  for (const plugin of config.plugins ?? []) {
    // Short names here too: the webpack runtime lists every chunk's stylesheet.
    if (plugin?.constructor?.name === "MiniCssExtractPlugin" && plugin.options)
      plugin.options.chunkFilename = "[id]-[contenthash:8].css";
  }
}
