// @bpinternal/verel declares types for its package entry only; src/shared/vrl/engine.ts imports
// the web build by path and describes the part it uses itself.
declare module "@bpinternal/verel/dist/web/index.js";
