import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without types (scripts/cache-guard.mjs)
import { guardCache } from "../../scripts/cache-guard.mjs";

const guard = guardCache as (command: string, root: string) => string | null;

/** A project folder with a gatsby-config, a local plugin and a cache made by `made`. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cache-guard-"));
  fs.writeFileSync(path.join(root, "gatsby-config.ts"), "export default {};\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  fs.mkdirSync(path.join(root, "plugins/p"), { recursive: true });
  fs.writeFileSync(path.join(root, "plugins/p/gatsby-node.ts"), "export {};\n");
  return root;
}

function fillCache(root: string): void {
  fs.mkdirSync(path.join(root, ".cache/caches"), { recursive: true });
  fs.mkdirSync(path.join(root, "public"), { recursive: true });
  fs.writeFileSync(path.join(root, "public/index.html"), "<p>old</p>");
}

describe("cache guard (scripts/cache-guard.mjs)", () => {
  it("keeps the cache of the same command and inputs", () => {
    const root = project();
    fillCache(root);
    expect(guard("build", root)).toMatch(/made by `gatsby \(unknown\)`/);
    fillCache(root);
    expect(guard("build", root)).toBeNull();
    expect(fs.existsSync(path.join(root, "public/index.html"))).toBe(true);
  });

  it("empties .cache and public when develop made the cache a build would use", () => {
    const root = project();
    fillCache(root);
    guard("develop", root);
    fillCache(root);
    expect(guard("build", root)).toBe("the cache was made by `gatsby develop`");
    expect(fs.existsSync(path.join(root, "public"))).toBe(false);
    expect(fs.existsSync(path.join(root, ".cache/caches"))).toBe(false);
  });

  it("empties them when a local plugin changed", () => {
    const root = project();
    fillCache(root);
    guard("build", root);
    fillCache(root);
    fs.writeFileSync(path.join(root, "plugins/p/gatsby-node.ts"), "export const x = 1;\n");
    expect(guard("build", root)).toBe("gatsby-config.ts, a local plugin or the lock file changed");
    expect(fs.existsSync(path.join(root, "public"))).toBe(false);
  });

  it("keeps its stamp through Gatsby's own emptying of the cache, so the next build is incremental", () => {
    const root = project();
    fillCache(root);
    expect(guard("build", root)).not.toBeNull();
    // What Gatsby does on a run without a plugins hash (gatsby/dist/services/initialize.js),
    // as it does right after a wipe: it removes every file under .cache but these folders.
    fillCache(root);
    fs.mkdirSync(path.join(root, ".cache/webpack/stage-build-javascript"), { recursive: true });
    fs.writeFileSync(path.join(root, ".cache/webpack/stage-build-javascript/0.pack"), "pack");
    const kept = new Set(["webpack", "compiled", "adapters"]);
    for (const entry of fs.readdirSync(path.join(root, ".cache"))) {
      if (!kept.has(entry)) fs.rmSync(path.join(root, ".cache", entry), { recursive: true });
    }
    expect(guard("build", root)).toBeNull();
    expect(fs.existsSync(path.join(root, ".cache/webpack/stage-build-javascript/0.pack"))).toBe(
      true,
    );
  });
});
