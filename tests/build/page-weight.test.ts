import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { judgeWeight, loadBudgets } from "../../bench/budgets";
import { pageWeight } from "../../bench/page-weight";
import { BENCH_PAGES, type BenchPage } from "../../bench/pages";
import { WEBPACK_STATS } from "../../node/build-internals";

/**
 * The byte budgets of issue 11, read from the build (deterministic): gzipped HTML, scripts and
 * data each measured page loads. Targets and ceilings are in bench/budgets.json.
 */
describe("page weight at load", () => {
  const budgets = loadBudgets();
  for (const [name, pagePath] of Object.entries(BENCH_PAGES) as Array<[BenchPage, string]>) {
    it(`${name} (${pagePath}) is within its budget`, () => {
      const weight = pageWeight(path.resolve("public"), "/flowg", pagePath.replace(/\/$/, ""));
      expect(weight.files.filter((f) => f.kind === "js").length).toBeGreaterThan(2);
      const { errors, misses } = judgeWeight(name, weight, budgets.pages[name]);
      for (const miss of misses) console.warn(`budget missed (within ceiling): ${miss}`);
      expect(errors).toEqual([]);
    });
  }
});

describe("what every page's app chunk leaves out", () => {
  const appChunk = () => {
    const app = fs.readdirSync("public").filter((f) => /^app-[0-9a-f]+\.js$/.test(f));
    expect(app).toHaveLength(1);
    return fs.readFileSync(path.join("public", app[0]!), "utf8");
  };

  // The stand-ins of node/browser-stand-ins.ts: each test names a string only the real
  // module holds.
  it("has no gatsby-script or Partytown (src/theme-common/head/no-gatsby-script.ts)", () => {
    expect(appChunk()).not.toContain("text/partytown");
  });

  it("has no Head API handler (src/theme-common/head/no-gatsby-head.ts)", () => {
    const code = appChunk();
    expect(code).not.toContain("data-gatsby-head");
    expect(code).toContain("exports Gatsby's Head");
  });

  it("has no service-worker registration (src/theme-common/no-service-worker.ts)", () => {
    const code = appChunk();
    expect(code).not.toContain("sw.js");
    expect(code).toContain("asked for a service worker");
  });

  it("has a webpack runtime that maps chunk ids to hashes, not each chunk's whole URL", () => {
    // node/webpack-output.ts NamedChunkFiles: only the chunks the site names are spelt out.
    const runtime = fs
      .readdirSync("public")
      .filter((f) => /^webpack-runtime-[0-9a-f]+\.js$/.test(f));
    expect(runtime).toHaveLength(1);
    const code = fs.readFileSync(path.join("public", runtime[0]!), "utf8");
    const spelt = [...code.matchAll(/(\d+)===e\?"([^"]+)\.js"/g)].map((m) => m[2]!);
    expect(spelt.length).toBeGreaterThan(0);
    expect(spelt.filter((file) => /^\d+-[0-9a-f]{8}$/.test(file))).toEqual([]);
  });

  it("pages with change markers load the marker words, not the changes pages' wording", () => {
    // src/shared/change-marker-words.ts and overview-markers.ts are modules apart from
    // version-changes.ts: webpack keeps a module whole, so a marker imported from there would
    // bring the tables' wording of the "changes since" pages along.
    const stats = JSON.parse(fs.readFileSync(WEBPACK_STATS, "utf8")) as {
      namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
    };
    const scriptOf = (group: string) =>
      (stats.namedChunkGroups[group]?.assets ?? [])
        .filter((asset) => asset.name.endsWith(".js"))
        .map((asset) => fs.readFileSync(path.join("public", asset.name), "utf8"))
        .join("\n");
    const groups = {
      "component---src-templates-cli-command-changes-tsx": ["marked in the lists below"],
      "component---src-templates-api-operation-changes-tsx": ["marked in the lists below"],
      "component---src-templates-api-overview-tsx": [],
    };
    for (const [group, alsoAbsent] of Object.entries(groups)) {
      const code = scriptOf(group);
      expect(code.includes("different in"), `${group} shows markers`).toBe(true);
      const held = ["none stated", "configuration key ", ...alsoAbsent].filter((words) =>
        code.includes(words),
      );
      expect(held, `the changes pages' words in ${group}`).toEqual([]);
    }
    expect(scriptOf("component---src-templates-api-changes-tsx").includes("none stated")).toBe(
      true,
    );
  });

  it("no page template loads core-js's RegExp#flags polyfill", () => {
    // Babel adds it for any `.flags` read in browser code (src/shared/cli-sections.ts,
    // src/shared/version-changes.ts): a whole polyfill for a property named like it.
    const stats = JSON.parse(fs.readFileSync(WEBPACK_STATS, "utf8")) as {
      namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
    };
    const offenders = Object.entries(stats.namedChunkGroups)
      .filter(([name]) => name.startsWith("component---src-templates-"))
      .flatMap(([name, group]) =>
        group.assets
          .filter((asset) => asset.name.endsWith(".js"))
          .filter((asset) =>
            fs
              .readFileSync(path.join("public", asset.name), "utf8")
              .includes('RegExp.prototype,"flags"'),
          )
          .map((asset) => `${name}: ${asset.name}`),
      );
    expect(offenders).toEqual([]);
  });
});
