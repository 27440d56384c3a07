/**
 * Webpack settings for the VRL engine (src/shared/vrl/engine.ts), the 12 MB web build of
 * @bpinternal/verel with its wasm inlined as base64, which only the VRL worker loads:
 *  - its unused async loader holds `new URL("verel_bg.wasm", import.meta.url)`, a file the package
 *    does not ship; webpack would try to bundle it and fail, so URL parsing is off for that module;
 *  - the server render never runs VRL, so there the module is empty.
 * In the browser build the engine lands in a chunk of its own, named by Gatsby's "lib" group
 * (`<8 hex digits>-<hash>.js`), fetched by the worker only.
 */
const VEREL_WEB_BUILD = /@bpinternal[\\/]verel[\\/]dist[\\/]web[\\/]index\.js$/;

interface Config {
  module?: { rules?: unknown[] };
  resolve?: { alias?: Record<string, unknown> };
}

export function configureVrlEngine(config: Config, stage: string): void {
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push({ test: VEREL_WEB_BUILD, parser: { url: false } });
  if (stage === "build-html" || stage === "develop-html") {
    config.resolve ??= {};
    config.resolve.alias = {
      ...config.resolve.alias,
      "@bpinternal/verel/dist/web/index.js$": false,
    };
  }
}
