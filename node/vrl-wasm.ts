import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { WASM_MODULE_GLOBAL } from "@shared/vrl/engine";

/**
 * The VRL engine's WebAssembly as a file of its own. @bpinternal/verel's web build carries its
 * wasm inlined as base64 (12 MB of JavaScript). For the browser bundle the build splits it:
 *  - the wasm bytes go to `public/static/verel-<hash>.wasm`, served as `application/wasm`, gzipped
 *    and cached for a year; the worker fetches and compiles them (no script of that size to
 *    parse, no base64 to decode);
 *  - webpack bundles a copy of the web build without the base64, whose `init` instantiates the
 *    module the worker compiled (src/shared/vrl/engine.ts hands it over).
 * Node (the unit tests that verify the examples) keeps using the package file as it is: the bytes
 * are the same.
 */
export const VEREL_WEB_BUILD = "node_modules/@bpinternal/verel/dist/web/index.js";

/** The inlined wasm and verel's own synchronous `init` that decodes it. */
const INLINED =
  /\nvar bin = \[\n([\s\S]*?)\n\]\.join\(""\);\nvar wasmBin = Uint8Array\.from\(atob\(bin\), \(c\) => c\.charCodeAt\(0\)\);\nvar init = \(\) => \{\n[^}]*?initSync\(wasmBin\);\n[^}]*?\n\};\n/;

export interface SplitWebBuild {
  /** The web build with the base64 removed; its `init` reads the compiled module. */
  script: string;
  wasm: Buffer;
}

export function splitVerelWebBuild(source: string, file = VEREL_WEB_BUILD): SplitWebBuild {
  const match = INLINED.exec(source);
  if (!match) {
    throw new Error(
      `${file}: the inlined wasm was not found (expected "var bin = [...].join(\\"\\")" followed by verel's init). ` +
        "The package's layout changed: update node/vrl-wasm.ts for the new version.",
    );
  }
  const wasm = Buffer.from(match[1]!.replace(/[\s",]/g, ""), "base64");
  if (wasm.subarray(0, 4).toString("latin1") !== "\0asm") {
    throw new Error(`${file}: the inlined data does not decode to a WebAssembly module`);
  }
  const init = `\nvar init = () => {\n  initSync(globalThis.${WASM_MODULE_GLOBAL});\n};\n`;
  return { script: source.replace(match[0], () => init), wasm };
}

export interface VrlEngineFiles {
  /** The split web build, for webpack's alias (browser bundle only). */
  script: string;
  /** Site path of the wasm, without the path prefix: /static/verel-<hash>.wasm. */
  wasmPath: string;
}

let prepared: VrlEngineFiles | null = null;

/**
 * Splits the web build once per process: writes the script to `.cache/flowg/` and the wasm to
 * `public/static/`, and returns where they are.
 */
export function prepareVrlEngineFiles(root = process.cwd()): VrlEngineFiles {
  if (prepared) return prepared;
  const { script, wasm } = splitVerelWebBuild(
    fs.readFileSync(path.join(root, VEREL_WEB_BUILD), "utf8"),
  );
  const hash = createHash("sha256").update(wasm).digest("hex").slice(0, 16);
  const wasmPath = `/static/verel-${hash}.wasm`;
  const scriptFile = path.join(root, ".cache/flowg/verel-web-split.js");
  fs.mkdirSync(path.dirname(scriptFile), { recursive: true });
  fs.writeFileSync(scriptFile, script);
  const wasmFile = path.join(root, "public", wasmPath);
  fs.mkdirSync(path.dirname(wasmFile), { recursive: true });
  if (!fs.existsSync(wasmFile)) fs.writeFileSync(wasmFile, wasm);
  prepared = { script: scriptFile, wasmPath };
  return prepared;
}
