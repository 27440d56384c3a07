/**
 * Address of the VRL engine's wasm file (/flowg/static/verel-<hash>.wasm), defined for the browser
 * bundle by node/on-pre-bootstrap.ts (see node/vrl-wasm.ts); undefined elsewhere.
 */
declare const FLOWG_VRL_WASM_URL: string | undefined;
