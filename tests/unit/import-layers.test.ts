import fs from "node:fs";
import path from "node:path";
import { RuleTester } from "eslint";
import type { CreateWebpackConfigArgs } from "gatsby";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { importLayers, layerOf, resolveSpecifier } from "../../eslint/import-layers.mjs";
import { SOURCE_ALIASES } from "../../src/config/source-aliases";
import { onCreateWebpackConfig } from "../../node/on-pre-bootstrap";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = process.cwd();
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe("layers of the source tree", () => {
  it("resolves every alias of tsconfig.json to the file it maps to, and leaves packages alone", () => {
    const from = at("src/theme/Footer/index.tsx");
    expect(resolveSpecifier("@shared/routes", from, root)).toBe(at("src/shared/routes"));
    expect(resolveSpecifier("@shared", from, root)).toBe(at("src/shared"));
    expect(resolveSpecifier("@site-config", from, root)).toBe(
      at("src/types/site-config-module.ts"),
    );
    expect(resolveSpecifier("@search-files", from, root)).toBe(
      at("src/types/search-files-module.ts"),
    );
    expect(resolveSpecifier("@diagram-drawings", from, root)).toBe(
      at("src/types/diagram-drawings-module.ts"),
    );
    expect(resolveSpecifier("@bpinternal/verel", from, root)).toBeNull();
    expect(resolveSpecifier("react", from, root)).toBeNull();
  });

  it("places modules by their path", () => {
    expect(layerOf("src/theme/Navbar/index.tsx")).toBe("browser");
    expect(layerOf("src/theme-common/storage.ts")).toBe("browser");
    expect(layerOf("src/templates/doc-page.tsx")).toBe("browser");
    expect(layerOf("gatsby-ssr.tsx")).toBe("browser");
    expect(layerOf("node/create-pages/docs.ts")).toBe("node");
    expect(layerOf("gatsby-node.ts")).toBe("node");
    expect(layerOf("src/shared/routes.ts")).toBe("shared");
    expect(layerOf("src/config/schema.ts")).toBe("config");
    expect(layerOf("src/types/site-config-module.ts")).toBe("types");
    expect(layerOf("scripts/static-host.mjs")).toBe("outside");
    expect(layerOf(["..", "elsewhere", "data.yaml"].join("/"))).toBe("outside-project");
  });
});

tester.run("import-layers", importLayers, {
  valid: [
    {
      filename: at("src/theme/Breadcrumbs/index.tsx"),
      code: 'import { x } from "../../src/shared/sidebar";',
    },
    {
      filename: at("src/theme/Breadcrumbs/index.tsx"),
      code: 'import { x } from "../../theme-common/jsonLd";',
    },
    {
      filename: at("node/search/records.ts"),
      code: 'import { x } from "../../src/shared/routes";',
    },
    {
      filename: at("node/html-aliases.ts"),
      code: 'import { x } from "../scripts/static-host.mjs";',
    },
    {
      filename: at("src/shared/page-context/doc.ts"),
      code: 'import type { Crumb } from "../sidebar";',
    },
    { filename: at("src/config/load.ts"), code: 'import { x } from "./require-ts";' },
    { filename: at("src/theme/Navbar/index.tsx"), code: 'import React from "react";' },
    { filename: at("src/theme/Footer/index.tsx"), code: 'import config from "@site-config";' },
    { filename: at("gatsby-ssr.tsx"), code: 'import drawings from "@diagram-drawings";' },
    { filename: at("node/search/records.ts"), code: 'import { x } from "@shared/routes";' },
    {
      filename: at("src/types/search-files-module.ts"),
      code: 'import type { SearchFiles } from "../shared/search/types";',
    },
    {
      filename: at("src/types/site-config-module.ts"),
      code: 'import type { SiteConfig } from "../config/schema";',
    },
  ],
  invalid: [
    {
      filename: at("src/pages/tags.tsx"),
      code: 'import { tagRoute } from "../../node/blog/text";',
      errors: [
        {
          message:
            "src/pages/tags.tsx (browser) imports node/blog/text (node): build-time modules (node/) never reach the browser. Move what both sides need to src/shared.",
        },
      ],
    },
    {
      filename: at("node/api/types.ts"),
      code: 'export type { TocItem } from "../../src/theme-common/toc";',
      errors: [
        {
          message:
            "node/api/types.ts (node) imports src/theme-common/toc (browser): the build never imports browser code (src/theme, src/theme-common, src/templates, src/pages). Move what both sides need to src/shared.",
        },
      ],
    },
    {
      filename: at("src/shared/toc.ts"),
      code: 'const m = import("../config/load");',
      errors: [{ message: /src\/shared imports only src\/shared, so both sides can use it/ }],
    },
    {
      filename: at("src/config/load.ts"),
      code: 'import { requireTypeScript } from "../node/require-ts";',
      errors: [{ message: /src\/config imports only src\/config and src\/shared/ }],
    },
    {
      filename: at("node/cli/load.ts"),
      // Built from parts: the self-contained test refuses a committed path that leaves the repository.
      code: `import facts from "${["..", "..", "..", "..", "elsewhere", "cli.yaml"].join("/")}";`,
      errors: [{ message: /a clone of this repository alone must build/ }],
    },
    {
      // An alias is judged by the file it maps to: @site-config is src/types, not a package.
      filename: at("src/shared/toc.ts"),
      code: 'import config from "@site-config";',
      errors: [
        {
          message:
            "src/shared/toc.ts (shared) imports src/types/site-config-module.ts (types) through @site-config: src/shared imports only src/shared, so both sides can use it. Move what both sides need to src/shared.",
        },
      ],
    },
    {
      filename: at("src/config/load.ts"),
      code: 'import files from "@search-files";',
      errors: [{ message: /\(config\) imports src\/types\/search-files-module\.ts \(types\)/ }],
    },
    {
      // src/types is a layer: a module declaration must not pull build-time code into the bundle.
      filename: at("src/types/search-files-module.ts"),
      code: 'import type { SearchFiles } from "../../node/search/files";',
      errors: [
        {
          message:
            "src/types/search-files-module.ts (types) imports node/search/files (node): src/types declares modules both sides import, so it imports only src/types, src/config and src/shared. Move what both sides need to src/shared.",
        },
      ],
    },
    {
      filename: at("src/types/site-config-module.ts"),
      code: 'import { Footer } from "../theme/Footer";',
      errors: [{ message: /\(types\) imports src\/theme\/Footer \(browser\)/ }],
    },
  ],
});

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));

describe("the source aliases", () => {
  it("declare @shared the same way for TypeScript, Parcel (gatsby-node), webpack and Vite", () => {
    const tsPaths: Record<string, string[]> = readJson("tsconfig.json").compilerOptions.paths;
    const parcel: Record<string, string> = readJson("package.json").alias;
    for (const [name, folder] of Object.entries(SOURCE_ALIASES)) {
      expect(tsPaths[`${name}/*`]).toEqual([`${folder}/*`]);
      expect(parcel[`${name}/*`]).toBe(`./${folder}/$1`);
      expect(fs.statSync(folder).isDirectory()).toBe(true);
    }
    expect(Object.keys(parcel)).toEqual(Object.keys(SOURCE_ALIASES).map((name) => `${name}/*`));
  });

  it("reach webpack, @shared and every other alias TypeScript knows", () => {
    const alias = serverRenderConfig().resolve.alias;
    for (const [name, folder] of Object.entries(SOURCE_ALIASES)) {
      expect(alias[name]).toBe(path.resolve(folder));
    }
    const tsPaths: Record<string, string[]> = readJson("tsconfig.json").compilerOptions.paths;
    for (const pattern of Object.keys(tsPaths)) {
      expect(alias, pattern).toHaveProperty([pattern.replace(/\/\*$/, "")]);
    }
  });
});

type WebpackConfig = {
  resolve: { alias: Record<string, unknown> };
  module: { rules: Array<{ test: RegExp; use: unknown[] }> };
};

/** The webpack configuration the site makes for the server render (develop's HTML stage). */
function serverRenderConfig(): WebpackConfig {
  let replaced: WebpackConfig | undefined;
  const config = { resolve: { alias: {} }, module: { rules: [] }, plugins: [] };
  // The server-render stage prepares no VRL engine files, so this touches nothing on disk.
  const args = {
    stage: "develop-html",
    getConfig: () => config,
    loaders: { null: () => ({ loader: "null-loader" }) },
    plugins: { define: (definitions: object) => ({ definitions }) },
    actions: { replaceWebpackConfig: (next: WebpackConfig) => (replaced = next) },
  };
  onCreateWebpackConfig!(
    args as unknown as CreateWebpackConfigArgs,
    { plugins: [] },
    () => undefined,
  );
  return replaced!;
}

describe("the server render's webpack configuration", () => {
  it("gives browser-only libraries an empty module, and nothing else", () => {
    const rules = serverRenderConfig().module.rules;
    const emptied = (file: string) =>
      rules.some(
        (rule) => rule.test.test(file) && JSON.stringify(rule.use).includes("null-loader"),
      );
    expect(emptied(path.join(root, "node_modules/rapidoc/dist/rapidoc-min.js"))).toBe(true);
    expect(emptied(path.join(root, "node_modules/react/index.js"))).toBe(false);
    expect(emptied(path.join(root, "src/theme/RapiDocConsole/index.tsx"))).toBe(false);
  });
});
