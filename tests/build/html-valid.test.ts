import fs from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

const PUBLIC = path.resolve("public");

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name.endsWith(".html") ? [full] : [];
  });
}

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
  const files = htmlFiles(PUBLIC);

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
