import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A clone of this repository alone must build and pass its tests: no committed file may read
 * anything beside the repository, such as the workspace's facts folder one level up. Prose
 * (Markdown) may mention where facts came from; code, data and configuration may not.
 */
const OUTSIDE = [`..${"/"}shared`, `flowg${"-"}facts`, `/work${"/"}`];

describe("the repository is self-contained", () => {
  it("has no code, test or configuration that reads a path outside it", () => {
    const files = execFileSync("git", ["ls-files"], { encoding: "utf8" })
      .split("\n")
      .filter((file) => file && !file.endsWith(".md") && fs.existsSync(file))
      .filter((file) => !/\.(png|jpe?g|webp|avif|ico|woff2?)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      return OUTSIDE.filter((needle) => text.includes(needle)).map((n) => `${file}: ${n}`);
    });
    expect(offenders).toEqual([]);
  });
});
