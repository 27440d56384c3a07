import { prepareVrlEngineFiles } from "./vrl-wasm";

/**
 * Webpack settings for the VRL engine (src/shared/vrl/engine.ts), @bpinternal/verel's web build,
 * which only the VRL worker loads:
 *  - the browser bundles get the build split in two by node/vrl-wasm.ts: a script without the
 *    inlined base64 (the `vrl-engine-<hash>.js` chunk) and the wasm file the worker compiles;
 *  - its unused async loader holds `new URL("verel_bg.wasm", import.meta.url)`, a file the package
 *    does not ship; webpack would try to bundle it and fail, so URL parsing is off for that module;
 *  - the server render never runs VRL, so there the module is empty.
 */
const VEREL_WEB_BUILD =
  /(@bpinternal[\\/]verel[\\/]dist[\\/]web[\\/]index|[\\/]verel-web-split)\.js$/;
const VEREL_ALIAS = "@bpinternal/verel/dist/web/index.js$";

interface Config {
  module?: { rules?: unknown[] };
  resolve?: { alias?: Record<string, unknown> };
}

/**
 * Sets up the engine for a webpack stage and returns the compile-time constants it needs:
 * the browser bundles get the split web build (node/vrl-wasm.ts) and the wasm's address.
 */
export function configureVrlEngine(
  config: Config,
  stage: string,
  basePath: string,
): Record<string, string> {
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push({ test: VEREL_WEB_BUILD, parser: { url: false } });
  config.resolve ??= {};
  if (stage === "build-html" || stage === "develop-html") {
    config.resolve.alias = { ...config.resolve.alias, [VEREL_ALIAS]: false };
    return {};
  }
  const files = prepareVrlEngineFiles();
  config.resolve.alias = { ...config.resolve.alias, [VEREL_ALIAS]: files.script };
  // `gatsby develop` serves public/ at the root; the production build under the path prefix.
  const prefix = stage === "build-javascript" ? basePath : "";
  return { FLOWG_VRL_WASM_URL: JSON.stringify(`${prefix}${files.wasmPath}`) };
}
