import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCodeKey, COMPILED_BUILD_CODE } from "../../node/build-code-key";

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
