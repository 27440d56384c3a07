#!/usr/bin/env node
// Sums the JSON reports of every test suite (Vitest, Playwright) into one line:
//   "N passed, N failed"
// With --force-fail-on-status S and S != 0, a run that stopped before any failing test was
// recorded (a type error, a failed build) still counts one failure, so the line never reads green
// for a red run.
import { existsSync, readFileSync } from "node:fs";

const dir = "test-results/summary";
let passed = 0;
let failed = 0;
let skipped = 0;

for (const vitest of [
  `${dir}/vitest.json`,
  `${dir}/vitest-build.json`,
  `${dir}/vitest-develop.json`,
]) {
  if (!existsSync(vitest)) continue;
  const report = JSON.parse(readFileSync(vitest, "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests but is a failure.
  failed += (report.testResults ?? []).filter(
    (f) => f.status === "failed" && (f.assertionResults ?? []).length === 0,
  ).length;
}

const playwright = `${dir}/playwright.json`;
if (existsSync(playwright)) {
  const stats = JSON.parse(readFileSync(playwright, "utf8")).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

// Where the time went: one line per step of `make test` (scripts/timed-step.mjs), then the total.
const steps = `${dir}/steps.jsonl`;
if (existsSync(steps)) {
  const rows = readFileSync(steps, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  // Rounded to the second first, so that 1319.6 s reads "22 min 00 s", not "21 min 60 s".
  const minutes = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
  };
  console.log("\nWhere the time went:");
  for (const row of rows) {
    const mark = row.status === 0 ? "" : `  (exit ${row.status})`;
    console.log(`  ${minutes(row.seconds).padStart(12)}  ${row.label}${mark}`);
  }
  console.log(`  ${minutes(total).padStart(12)}  in all\n`);
}

const statusFlag = process.argv.indexOf("--force-fail-on-status");
const status = statusFlag > 0 ? Number(process.argv[statusFlag + 1]) : 0;
if (status !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
