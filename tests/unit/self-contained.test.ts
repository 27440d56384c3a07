import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A clone of this repository alone must build and pass its tests: no committed file may read
 * anything beside the repository, such as the workspace's facts folder one level up. Prose
 * (Markdown) may mention where facts came from; code, data and configuration may not.
 */
const ROOT = path.resolve(".");
const NAMED_OUTSIDE = [`flowg${"-"}facts`, `/work${"/"}`];

/** Relative paths written in a file ("../x", '../../y') that resolve outside the repository. */
function escapingPaths(file: string, text: string): string[] {
  const dir = path.dirname(path.join(ROOT, file));
  return [...text.matchAll(/["'`(\s]((?:\.\.\/)+[\w@.-][^"'`)\s]*)/g)]
    .map((m) => m[1]!)
    .filter((relative) => {
      const target = path.resolve(dir, relative);
      const fromRoot = path.resolve(ROOT, relative);
      // Scripts run from the repository root read paths relative to it, code relative to itself.
      return !target.startsWith(`${ROOT}${path.sep}`) && !fromRoot.startsWith(`${ROOT}${path.sep}`);
    });
}

describe("the repository is self-contained", () => {
  it("has no code, test or configuration that reads a path outside it", () => {
    const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.endsWith(".md") && fs.existsSync(file))
      .filter((file) => !/\.(png|jpe?g|webp|avif|ico|woff2?|svg)$/.test(file))
      // The lock file names no paths; this file holds an escaping path as a sample.
      .filter(
        (file) => file !== "package-lock.json" && file !== "tests/unit/self-contained.test.ts",
      );
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return [
        ...NAMED_OUTSIDE.filter((needle) => text.includes(needle)),
        ...escapingPaths(file, text),
      ].map((found) => `${file}: ${found}`);
    });
    expect(offenders).toEqual([]);
  });

  it("notices a path that climbs out of the repository", () => {
    expect(escapingPaths("tests/unit/x.test.ts", `read("../../../shared/a.yaml")`)).toEqual([
      "../../../shared/a.yaml",
    ]);
    expect(escapingPaths("node/x.ts", `import "../shared/vrl"`)).toEqual([]);
  });
});
