import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publishDocument, type PublishedCache } from "./publish";

/** A Gatsby plugin cache held in memory. */
function memoryCache(): PublishedCache & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => entries.set(key, value),
  };
}

describe("publishDocument (the OpenAPI document beside the pages)", () => {
  let dir: string;
  let spec: string;
  const publicDir = () => path.join(dir, "public");
  const json = () => path.join(publicDir(), "openapi/flowg.json");
  const yaml = () => path.join(publicDir(), "openapi/flowg.yaml");

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-"));
    spec = path.join(dir, "flowg.yaml");
    fs.writeFileSync(spec, "# the API\nopenapi: 3.0.3\ninfo:\n  title: FlowG\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes the source as written and its JSON form", async () => {
    const published = await publishDocument(spec, publicDir(), "openapi/flowg");
    expect(published).toEqual({ files: [yaml(), json()], written: true });
    expect(fs.readFileSync(yaml(), "utf8")).toBe(fs.readFileSync(spec, "utf8"));
    expect(JSON.parse(fs.readFileSync(json(), "utf8"))).toEqual({
      openapi: "3.0.3",
      info: { title: "FlowG" },
    });
  });

  it("writes nothing when the last build published the same source and both files are there", async () => {
    const cache = memoryCache();
    expect((await publishDocument(spec, publicDir(), "openapi/flowg", cache)).written).toBe(true);
    fs.writeFileSync(json(), "left as it was");
    expect((await publishDocument(spec, publicDir(), "openapi/flowg", cache)).written).toBe(false);
    expect(fs.readFileSync(json(), "utf8")).toBe("left as it was");
  });

  it("writes again when the source changed, a file is missing, or the cache was emptied", async () => {
    const cache = memoryCache();
    await publishDocument(spec, publicDir(), "openapi/flowg", cache);
    fs.appendFileSync(spec, "  version: 0.63.0\n");
    expect((await publishDocument(spec, publicDir(), "openapi/flowg", cache)).written).toBe(true);
    expect(JSON.parse(fs.readFileSync(json(), "utf8")).info.version).toBe("0.63.0");

    fs.rmSync(json());
    expect((await publishDocument(spec, publicDir(), "openapi/flowg", cache)).written).toBe(true);
    expect(fs.existsSync(json())).toBe(true);

    cache.entries.clear();
    expect((await publishDocument(spec, publicDir(), "openapi/flowg", cache)).written).toBe(true);
  });

  it("keeps each published document apart in the cache", async () => {
    const cache = memoryCache();
    await publishDocument(spec, publicDir(), "openapi/flowg", cache);
    expect((await publishDocument(spec, publicDir(), "openapi/0.45.8/flowg", cache)).written).toBe(
      true,
    );
    expect(fs.existsSync(path.join(publicDir(), "openapi/0.45.8/flowg.json"))).toBe(true);
  });
});
