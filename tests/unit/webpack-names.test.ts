import { describe, expect, it } from "vitest";
import {
  chunkFilename,
  keepSiteEnv,
  NamedChunkFiles,
  shortenProductionNames,
  siteEnvDefinitions,
} from "../../node/webpack-output";

describe("production chunk file names", () => {
  it("names Gatsby's page and shared chunks by id, and keeps the names the site gives", () => {
    const name = (chunkName: string | null) => chunkFilename({ chunk: { name: chunkName } });
    expect(
      name("component---src-templates-doc-page-tsx-content-file-path-content-docs-x-mdx"),
    ).toBe("[id]-[contenthash:8].js");
    expect(name("05663da899048beb0e1f7c9dfd504a4fe796fba5")).toBe("[id]-[contenthash:8].js");
    expect(name(null)).toBe("[id]-[contenthash:8].js");
    expect(name("medium-zoom")).toBe("[name]-[contenthash:8].js");
    expect(name("framework")).toBe("[name]-[contenthash:8].js");
  });
});

describe("NamedChunkFiles", () => {
  it("gives only the async chunks the site names a file template of their own", () => {
    let afterOptimizeChunks: ((chunks: Iterable<FakeChunk>) => void) | undefined;
    const compiler: Parameters<NamedChunkFiles["apply"]>[0] = {
      hooks: {
        thisCompilation: {
          tap: (_, onCompilation) =>
            onCompilation({
              hooks: {
                afterOptimizeChunks: {
                  tap: (__, fn) => {
                    afterOptimizeChunks = fn;
                  },
                },
              },
            }),
        },
      },
    };
    new NamedChunkFiles().apply(compiler);
    const chunks = [
      chunk("medium-zoom", false),
      chunk("component---src-templates-doc-page-tsx", false),
      chunk("05663da899048beb0e1f7c9dfd504a4fe796fba5", false),
      chunk(null, false),
      chunk("app", true),
    ];
    afterOptimizeChunks!(chunks);
    expect(chunks.map((c) => c.filenameTemplate)).toEqual([
      "[name]-[contenthash:8].js",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

interface FakeChunk {
  name: string | null;
  filenameTemplate?: unknown;
  canBeInitial(): boolean;
}

function chunk(name: string | null, initial: boolean): FakeChunk {
  return { name, canBeInitial: () => initial };
}

describe("environment definitions", () => {
  const gatsbyDefines = {
    "process.env": "({})",
    "process.env.NODE_ENV": '"production"',
    "process.env.PUBLIC_DIR": '"/site/public"',
    "process.env.BUILD_STAGE": '"build-html"',
    "process.env.GATSBY_QUERY_ON_DEMAND": "false",
    "process.env.GATSBY_SLICES": '"true"',
    "process.env.GATSBY_LOGGER": '"ink"',
    "process.env.GATSBY_REPORTER_ISVERBOSE": '"0"',
    "process.env.GATSBY_TELEMETRY_DISABLED": '"1"',
    "process.env.OLDPWD": '"/home/writer"',
    "process.env.NODE_OPTIONS": '"--max-old-space-size=4096"',
    "process.env.npm_lifecycle_event": '"build"',
    "process.env.gatsby_log_level": '"normal"',
  };

  it("keep Gatsby's runtime names and the site's GATSBY_ variables, not the shell's", () => {
    expect(Object.keys(siteEnvDefinitions(gatsbyDefines))).toEqual([
      "process.env",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_QUERY_ON_DEMAND",
      "process.env.GATSBY_SLICES",
    ]);
  });

  it("are the same for two shells that differ in directory, Node options and terminal", () => {
    const other = {
      ...gatsbyDefines,
      "process.env.OLDPWD": '"/tmp"',
      "process.env.NODE_OPTIONS": '"--require ./trace.cjs"',
      "process.env.GATSBY_LOGGER": '"yurnalist"',
      "process.env.SHLVL": '"2"',
    };
    expect(siteEnvDefinitions(other)).toEqual(siteEnvDefinitions(gatsbyDefines));
  });

  it("are trimmed in Gatsby's DefinePlugin only, the one that defines BUILD_STAGE", () => {
    const gatsby = { definitions: { ...gatsbyDefines } };
    const site = { definitions: { FLOWG_FEATURES: "{}", "process.env.OLDPWD": '"/x"' } };
    keepSiteEnv({ plugins: [gatsby, site, null] });
    expect(gatsby.definitions).toEqual(siteEnvDefinitions(gatsbyDefines));
    expect(site.definitions).toEqual({ FLOWG_FEATURES: "{}", "process.env.OLDPWD": '"/x"' });
  });
});

describe("shortenProductionNames", () => {
  const config = () => ({
    output: { chunkFilename: "[name].js" },
    plugins: [] as Array<{ constructor?: { name?: string } } | null>,
    module: {
      rules: [{ use: [{ loader: "/x/css-loader/index.js", options: { modules: {} } }] }],
    },
  });
  const classNames = (c: ReturnType<typeof config>) =>
    (c.module.rules[0]!.use[0]!.options.modules as { localIdentName?: string }).localIdentName;

  it("names the browser's chunks by id and hash, and shortens class names", () => {
    const browser = config();
    shortenProductionNames(browser, "build-javascript");
    expect(browser.output.chunkFilename).toBe("[id]-[contenthash:8].js");
    expect(browser.plugins.map((p) => p?.constructor?.name)).toEqual(["NamedChunkFiles"]);
    expect(classNames(browser)).toBe("[hash:base64:6]");
  });

  it("leaves the server render's chunk names to Gatsby (no hash in its runtime), with the same class names", () => {
    const server = config();
    shortenProductionNames(server, "build-html");
    expect(server.output.chunkFilename).toBe("[name].js");
    expect(server.plugins).toEqual([]);
    expect(classNames(server)).toBe("[hash:base64:6]");
  });
});
