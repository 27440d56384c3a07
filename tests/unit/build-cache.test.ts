import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildCache, buildCodeKey, COMPILED_BUILD_CODE } from "../../node/cache";

const cacheFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-")), ".cache/flowg/cache.json");

/** A table's value for `input` in `slot`, or `fresh` when the cache has no value for it. */
const lookup = (cache: BuildCache, slot: string, input: string, fresh: string) =>
  cache.table<string>("step").get(slot, input, () => fresh);

describe("the build cache", () => {
  it("hands the next build the values this one looked up, under the same key only", () => {
    const file = cacheFile();
    const first = new BuildCache(file, "code 1");
    expect(lookup(first, "page", "text 1", "value 1")).toBe("value 1");
    first.save();
    const second = new BuildCache(file, "code 1");
    expect(lookup(second, "page", "text 1", "computed again")).toBe("value 1");
    // Another key (edited code, another lock file or configuration): nothing is read.
    expect(lookup(new BuildCache(file, "code 2"), "page", "text 1", "new value")).toBe("new value");
  });

  it("computes again when a slot's input changes, and keeps only the newest value", () => {
    const file = cacheFile();
    const cache = new BuildCache(file, "k");
    lookup(cache, "page", "text 1", "value 1");
    expect(lookup(cache, "page", "text 2", "value 2")).toBe("value 2");
    expect(lookup(cache, "page", "text 2", "computed again")).toBe("value 2");
    cache.save();
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as {
      tables: Record<string, object>;
    };
    expect(Object.keys(stored.tables.step!)).toEqual(["page"]);
    expect(lookup(new BuildCache(file, "k"), "page", "text 1", "value 1 again")).toBe(
      "value 1 again",
    );
  });

  it("writes only what the last build looked up", () => {
    const file = cacheFile();
    const first = new BuildCache(file, "k");
    lookup(first, "kept", "a", "A");
    lookup(first, "deleted page", "b", "B");
    first.save();
    const second = new BuildCache(file, "k");
    lookup(second, "kept", "a", "A again");
    second.save();
    expect(lookup(new BuildCache(file, "k"), "deleted page", "b", "B again")).toBe("B again");
  });

  it("keeps nothing for an input whose step fails: it fails again at its next lookup", () => {
    const cache = new BuildCache(null, null);
    const table = cache.table<string>("step");
    const fail = () => {
      throw new Error("content/x.mdx: broken");
    };
    expect(() => table.get("x", "broken text", fail)).toThrow("content/x.mdx: broken");
    expect(() => table.get("x", "broken text", fail)).toThrow("content/x.mdx: broken");
  });

  it("starts empty from a missing, unreadable or foreign file, and writes nothing without a key", () => {
    const file = cacheFile();
    expect(lookup(new BuildCache(file, "k"), "a", "a", "A")).toBe("A");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const text of ["{not json", "null", '{"key":"k","tables":null}', '"text"']) {
      fs.writeFileSync(file, text);
      expect(lookup(new BuildCache(file, "k"), "a", "a", "A")).toBe("A");
    }
    fs.rmSync(file);
    const keyless = new BuildCache(file, null);
    lookup(keyless, "a", "a", "A");
    keyless.save();
    expect(fs.existsSync(file)).toBe(false);
  });
});

/** A project folder with Gatsby's two compiled bundles and a lock file. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "build-code-key-"));
  for (const file of COMPILED_BUILD_CODE) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), `// ${file}\n`);
  }
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  return root;
}

describe("buildCodeKey", () => {
  it("is the same for the same code, lock file and configuration", () => {
    const root = project();
    expect(buildCodeKey(["config"], root)).toMatch(/^[0-9a-f]{64}$/);
    expect(buildCodeKey(["config"], root)).toBe(buildCodeKey(["config"], root));
  });

  it("changes with a build module, the lock file or the configuration", () => {
    const root = project();
    const before = buildCodeKey(["config"], root);
    expect(buildCodeKey(["other config"], root)).not.toBe(before);
    fs.appendFileSync(path.join(root, "package-lock.json"), " ");
    const afterLock = buildCodeKey(["config"], root);
    expect(afterLock).not.toBe(before);
    fs.appendFileSync(path.join(root, ".cache/compiled/gatsby-config.js"), "// edited\n");
    expect(buildCodeKey(["config"], root)).not.toBe(afterLock);
  });

  it("is null outside a Gatsby build (no compiled bundles): nothing is kept", () => {
    const root = project();
    fs.rmSync(path.join(root, ".cache/compiled/gatsby-node.js"));
    expect(buildCodeKey([], root)).toBeNull();
  });
});
