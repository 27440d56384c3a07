import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { judgeWeight, parseBudgets } from "../../bench/budgets";

const KIB = 1024;

describe("byte budgets (bench/budgets.json)", () => {
  it("parses the committed budgets", () => {
    const budgets = parseBudgets(JSON.parse(fs.readFileSync("bench/budgets.json", "utf8")));
    expect(budgets.pages.guide.jsBytes).toBe(80 * KIB);
    expect(budgets.pages.landing.totalBytes).toBe(120 * KIB);
  });

  it("names the file, the path and what was expected", () => {
    const budgets = JSON.parse(fs.readFileSync("bench/budgets.json", "utf8"));
    budgets.pages.guide.jsBytes = "80 KiB";
    delete budgets.pages.blog;
    expect(() => parseBudgets(budgets)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: bench/budgets.json: invalid budgets
        - pages.guide.jsBytes: expected number, received string "80 KiB"
        - pages.blog: expected object, received nothing (the key is missing)]
    `);
  });

  it("passes a page within its targets", () => {
    expect(
      judgeWeight(
        "blog",
        { total: 90 * KIB, js: 70 * KIB },
        { totalBytes: 100 * KIB, jsBytes: 80 * KIB },
      ),
    ).toEqual({ errors: [], misses: [] });
  });

  it("fails a page over a target that has no ceiling", () => {
    expect(
      judgeWeight("blog", { total: 101 * KIB, js: 70 * KIB }, { totalBytes: 100 * KIB }).errors,
    ).toEqual(["blog: total 101.0 KiB at load is over its budget of 100.0 KiB"]);
  });

  it("reports a miss within the ceiling, and fails past it", () => {
    const budget = {
      totalBytes: 100 * KIB,
      jsBytes: 80 * KIB,
      ceiling: { jsBytes: 90 * KIB, reason: "React and Gatsby's runtime weigh 65 KiB" },
    };
    expect(judgeWeight("guide", { total: 99 * KIB, js: 85 * KIB }, budget)).toEqual({
      errors: [],
      misses: [
        "guide: JS 85.0 KiB misses its target 80.0 KiB (ceiling 90.0 KiB): React and Gatsby's runtime weigh 65 KiB",
      ],
    });
    expect(judgeWeight("guide", { total: 99 * KIB, js: 91 * KIB }, budget).errors).toEqual([
      "guide: JS 91.0 KiB at load is over its ceiling of 90.0 KiB (target 80.0 KiB)",
    ]);
  });

  it("asks for the ceiling to go once the target is met, and refuses a ceiling under the target", () => {
    // JS at 79 KiB against a target of 80 KiB, with a JS ceiling of `ceilingKiB`.
    const errorsWithCeiling = (ceilingKiB: number) =>
      judgeWeight(
        "cli",
        { total: 90 * KIB, js: 79 * KIB },
        {
          totalBytes: 100 * KIB,
          jsBytes: 80 * KIB,
          ceiling: { jsBytes: ceilingKiB * KIB, reason: "a reason that is long enough" },
        },
      ).errors;
    expect(errorsWithCeiling(85)).toEqual([
      "cli: JS 79.0 KiB meets its target 80.0 KiB: remove its ceiling from bench/budgets.json",
    ]);
    expect(errorsWithCeiling(70)).toEqual([
      "cli: JS ceiling 70.0 KiB is not above its target 80.0 KiB",
    ]);
  });
});
