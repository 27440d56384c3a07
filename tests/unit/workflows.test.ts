import fs from "node:fs";
import YAML from "yaml";
import { describe, expect, it } from "vitest";

/**
 * The pull-request workflow (.github/workflows/checks.yml) runs what CI runs: .ci/run, in place,
 * and no command of its own, so its checks cannot drift from CI's. It runs on Debian with the
 * Node major the project requires, and uploads the site it built.
 */
interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { container?: string; "timeout-minutes"?: number; steps: Step[] }>;
}

const workflow = YAML.parse(fs.readFileSync(".github/workflows/checks.yml", "utf8")) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);
const ciRun = fs.readFileSync(".ci/run", "utf8");

describe("the pull-request checks", () => {
  it("run on every pull request, in one job", () => {
    expect(Object.keys(workflow.on)).toEqual(["pull_request"]);
    expect(jobs).toHaveLength(1);
  });

  it("run .ci/run in the checkout, and no other command", () => {
    expect(steps.filter((step) => step.run).map((step) => step.run!.trim())).toEqual([
      "bash .ci/run",
    ]);
    const run = steps.find((step) => step.run)!;
    // .ci/run clones the repository into a temporary folder unless told it is in one already;
    // in place, the built site stays in public/ for the upload.
    expect(run.env).toEqual({ FLOWG_CI_ISOLATED: "1" });
    expect(ciRun).toContain('if [ -z "${FLOWG_CI_ISOLATED:-}" ]; then');
    expect(ciRun).toMatch(/^make test$/m);
    expect(ciRun).toContain("make --no-print-directory test-develop");
  });

  it("check out the whole history, as CI's clone has it (docs show their last commit date)", () => {
    const checkout = steps.find((step) => step.uses?.startsWith("actions/checkout@"));
    expect(checkout?.with).toEqual({ "fetch-depth": 0 });
  });

  it("run on Debian with the Node major package.json requires, within CI's 90 minutes", () => {
    const engines = (
      JSON.parse(fs.readFileSync("package.json", "utf8")) as {
        engines: { node: string };
      }
    ).engines.node;
    const major = /(\d+)/.exec(engines)?.[1];
    expect(jobs[0]!.container).toBe(`node:${major}-bookworm`);
    expect(jobs[0]!["timeout-minutes"]).toBe(90);
  });

  it("upload the built site, whatever the tests gave, and the reports when they fail", () => {
    const uploads = steps.filter((step) => step.uses?.startsWith("actions/upload-artifact@"));
    expect(uploads.map((step) => [step.with?.name, step.with?.path, step.if])).toEqual([
      ["site", "public", "${{ !cancelled() }}"],
      ["test-results", "test-results\nplaywright-report\n", "${{ failure() }}"],
    ]);
  });
});
