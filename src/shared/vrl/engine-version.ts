/**
 * The VRL version of the browser's engine (engine.ts), in a module of its own so that page code
 * can name it without bundling the engine's loader.
 */
export const VRL_ENGINE_VERSION = "0.25.0";
