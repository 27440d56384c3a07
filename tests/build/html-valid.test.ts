import path from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { builtPages } from "../support/built-pages";

const PUBLIC = path.resolve("public");

/**
 * Every generated page is valid HTML: html-validate's "standard" preset (the HTML standard, not
 * style preferences), plus rules that catch real defects: unique landmarks, misused aria-label,
 * duplicated ids and classes.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard"],
  rules: {
    "unique-landmark": "error",
    "aria-label-misuse": "error",
    "no-dup-class": "error",
    "no-dup-id": "error",
  },
});

describe("valid HTML", () => {
  const files = builtPages(PUBLIC);

  it("finds the built pages", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("has zero errors on every page", async () => {
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(
            `${path.relative(PUBLIC, file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
