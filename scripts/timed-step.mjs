#!/usr/bin/env node
// Runs one step of `make test` and records how long it took, for the summary's "where the time
// went" lines (scripts/test-summary.mjs):
//   node scripts/timed-step.mjs "<label>" -- <command> [args...]
// The step's output and exit status are the command's own.
import { spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync } from "node:fs";

export const STEPS_FILE = "test-results/summary/steps.jsonl";

const separator = process.argv.indexOf("--");
const label = process.argv[2];
const [command, ...args] = separator > 0 ? process.argv.slice(separator + 1) : [];
if (!label || !command) {
  console.error('usage: node scripts/timed-step.mjs "<label>" -- <command> [args...]');
  process.exit(2);
}
const started = performance.now();
const result = spawnSync(command, args, { stdio: "inherit" });
const seconds = (performance.now() - started) / 1000;
const status = result.status ?? 1;
mkdirSync("test-results/summary", { recursive: true });
appendFileSync(
  STEPS_FILE,
  `${JSON.stringify({ label, seconds: Math.round(seconds * 10) / 10, status })}\n`,
);
process.exit(status);
