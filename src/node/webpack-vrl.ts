import type { WebpackConfig } from "./webpack-output";

/**
 * Webpack settings for the VRL engine (src/shared/vrl/engine.ts), the 12 MB web build of
 * @bpinternal/verel with its wasm inlined as base64. It is loaded by the VRL worker only.
 *  - Its unused async loader holds `new URL("verel_bg.wasm", import.meta.url)`, a file the package
 *    does not ship; webpack would try to bundle it, so URL parsing is off for that module.
 *  - It keeps its own chunk, `vrl-engine-<hash>.js` (Gatsby's "lib" group would otherwise name it
 *    by a hash), so that the minifier can skip it: base64 does not shrink, and Babel and Terser
 *    spent minutes on it. gzip takes it to about 4 MB when served.
 *  - The server render never runs VRL: there the module is empty.
 */
const VEREL_WEB_BUILD = /@bpinternal[\\/]verel[\\/]dist[\\/]web[\\/]index\.js$/;
export const VRL_ENGINE_CHUNK = /(^|\/)vrl-engine-[0-9a-f]+\.js$/;

interface Rule {
  test?: unknown;
  exclude?: unknown;
}

interface Minimizer {
  constructor?: { name?: string };
  options?: { exclude?: unknown };
}

type Config = WebpackConfig & {
  optimization?: { minimizer?: unknown[] };
  resolve?: { alias?: Record<string, unknown> };
};

function asList(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function configureVrlEngine(config: Config, stage: string): void {
  config.module ??= {};
  config.module.rules ??= [];
  for (const rule of config.module.rules as Rule[]) {
    // Babel skips the engine: Gatsby compiles node_modules for old browsers, and workers with
    // WebAssembly exist only in browsers that read this file as it is.
    if (typeof rule?.exclude === "function") {
      const exclude = rule.exclude as (path: string) => boolean;
      rule.exclude = (path: string) => VEREL_WEB_BUILD.test(path) || exclude(path);
    }
  }
  config.module.rules.push({ test: VEREL_WEB_BUILD, parser: { url: false } });
  if (stage === "build-html" || stage === "develop-html") {
    config.resolve ??= {};
    config.resolve.alias = {
      ...config.resolve.alias,
      "@bpinternal/verel/dist/web/index.js$": false,
    };
    return;
  }
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (groups) {
    groups.vrlEngine = {
      test: VEREL_WEB_BUILD,
      name: "vrl-engine",
      chunks: "async",
      enforce: true,
      priority: 100,
    };
  }
  for (const minimizer of (config.optimization?.minimizer ?? []) as Minimizer[]) {
    if (minimizer?.constructor?.name === "TerserPlugin" && minimizer.options) {
      minimizer.options.exclude = [...asList(minimizer.options.exclude), VRL_ENGINE_CHUNK];
    }
  }
}
