import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { WASM_MODULE_GLOBAL } from "../../src/shared/vrl/engine";
import { VEREL_WEB_BUILD, splitVerelWebBuild } from "../../node/vrl-wasm";

const source = fs.readFileSync(VEREL_WEB_BUILD, "utf8");

describe("the VRL engine's wasm as a file of its own (node/vrl-wasm.ts)", () => {
  const { script, wasm } = splitVerelWebBuild(source);

  it("takes the inlined module out of the web build", () => {
    expect(wasm.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
    expect(WebAssembly.validate(new Uint8Array(wasm))).toBe(true);
    expect(source.length).toBeGreaterThan(12_000_000);
    expect(script.length).toBeLessThan(300_000);
    expect(script).not.toContain("var bin = [");
    expect(script).toContain(`initSync(globalThis.${WASM_MODULE_GLOBAL});`);
  });

  it("gives a script that runs VRL with the module compiled apart", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "verel-")), "split.mjs");
    fs.writeFileSync(file, script);
    const scope = globalThis as Record<string, unknown>;
    scope.window = { document: {} };
    scope[WASM_MODULE_GLOBAL] = await WebAssembly.compile(new Uint8Array(wasm));
    const log = console.log;
    console.log = () => undefined;
    try {
      const verel = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
        execute(program: string, event: unknown): { event: unknown };
      };
      expect(verel.execute(".level = upcase(string!(.level))", { level: "warn" }).event).toEqual({
        level: "WARN",
      });
    } finally {
      console.log = log;
      delete scope.window;
      delete scope[WASM_MODULE_GLOBAL];
    }
  });

  it("names the file when a new version of the package is laid out differently", () => {
    expect(() => splitVerelWebBuild("export const x = 1;\n", "node_modules/x/index.js")).toThrow(
      'node_modules/x/index.js: the inlined wasm was not found (expected "var bin = [...].join(\\"\\")" followed by verel\'s init). ' +
        "The package's layout changed: update node/vrl-wasm.ts for the new version.",
    );
  });
});
