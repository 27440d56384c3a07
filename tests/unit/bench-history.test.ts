import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import type { BuildTimes, TimedBuild } from "../../bench/build-times";
import {
  formatHistoryEntry,
  markdownTable,
  prependHistoryEntry,
  type HistoryEntry,
  type HistorySite,
} from "../../bench/history";

/** The entry `make bench` prepends to bench/HISTORY.md after each run. */

const timed = (seconds: number): TimedBuild => ({ seconds, loadBefore: 0.4, htmlPages: null });

const site: HistorySite = {
  runs: 3,
  pages: [
    {
      name: "landing",
      buildBytes: 100_864,
      buildJsBytes: 84_787,
      idleBytes: 104_652,
      lighthouse: {
        mobile: 99,
        desktop: 100,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        tbtMs: 93,
        cls: 0,
      },
    },
    {
      name: "apiOverview",
      buildBytes: 117_658,
      buildJsBytes: 90_010,
      idleBytes: 121_754,
      lighthouse: null,
    },
  ],
  build: { seconds: 127.4, peakMemoryMiB: 1195 },
  vrl: { coldMs: 1057, cachedMs: 969, warmMs: 86, longestTaskMs: 0 },
  budgetMisses: ["cold build 127.4 s > 120 s", "blog: third-party requests https://x.test/a_b*"],
};

const build: BuildTimes = {
  measuredAt: "2026-11-28T09:00:00.000Z",
  cores: 2,
  editedDoc: "content/docs/guides/streams.mdx",
  versions: ["0.63.0", "0.45.8"],
  cold: timed(78.2),
  oneSentenceRebuild: timed(17.4),
  nextRebuild: timed(15.9),
  oneVersion: {
    cold: timed(63.1),
    oneSentenceRebuild: timed(14.3),
    nextRebuild: timed(14.7),
    coldRatio: 1.24,
    rebuildRatio: 1.22,
    nextRebuildRatio: 1.08,
  },
};

const entry: HistoryEntry = {
  date: "2026-11-29",
  commit: "3219d7b",
  args: ["--parts", "build,site"],
  site,
  build,
};

/** What Prettier makes of a Markdown text, with the project's settings. */
async function prettierMarkdown(text: string): Promise<string> {
  const options = (await prettier.resolveConfig("bench/HISTORY.md")) ?? {};
  return prettier.format(text, { ...options, parser: "markdown" });
}

describe("bench history", () => {
  it("formats a run as a dated section: the commit, the command, the build and site figures", () => {
    expect(formatHistoryEntry(entry)).toBe(
      [
        "## 2026-11-29, 3219d7b",
        "",
        '`make bench BENCH_ARGS="--parts build,site"`.',
        "",
        "Build (seconds, 2 cores; one sentence of `content/docs/guides/streams.mdx` edited for each rebuild):",
        "",
        "| Docs versions                  | Cold | One-sentence rebuild | Next rebuild |",
        "| ------------------------------ | ---: | -------------------: | -----------: |",
        "| every version (0.63.0, 0.45.8) | 78.2 |                 17.4 |         15.9 |",
        "| current version only           | 63.1 |                 14.3 |         14.7 |",
        "",
        "- Ratios to the current version alone: cold 1.24x, rebuild 1.22x, next rebuild 1.08x.",
        "",
        "Site (KiB gzipped; Lighthouse median of 3 runs, performance mobile / desktop, the rest mobile):",
        "",
        "| Page        | At load (build) | JS at load | After idle | Perf. m / d | A11y / BP / SEO | TBT ms | CLS |",
        "| ----------- | --------------: | ---------: | ---------: | ----------- | --------------- | -----: | --: |",
        "| landing     |            98.5 |       82.8 |      102.2 | 99 / 100    | 100 / 100 / 100 |     93 |   0 |",
        "| apiOverview |           114.9 |       87.9 |      118.9 | -           | -               |      - |   - |",
        "",
        "- Cold build 127.4 s, peak memory 1195 MiB.",
        "- Run to first VRL output: cold 1057 ms, engine cached 969 ms, warm 86 ms; longest main-thread task of two warm runs 0 ms.",
        "- Budgets missed (2): `cold build 127.4 s > 120 s`, `blog: third-party requests https://x.test/a_b*`.",
        "",
      ].join("\n"),
    );
  });

  it("names a plain `make bench` and leaves out the parts that did not run", () => {
    const text = formatHistoryEntry({
      ...entry,
      args: [],
      build: null,
      site: { ...site, build: null, vrl: null, budgetMisses: [], runs: 1 },
    });
    expect(text).toContain("\n`make bench`.\n");
    expect(text).toContain("Lighthouse median of 1 run,");
    expect(text).toContain("- All budgets met.\n");
    expect(text).not.toContain("Build (");
    expect(text).not.toContain("Cold build");
    expect(text).not.toContain("VRL");
  });

  it("writes what Prettier would write, so the log passes prettier --check", async () => {
    const text = formatHistoryEntry(entry);
    expect(await prettierMarkdown(text)).toBe(text);
    const table = `${markdownTable(
      ["A", "Figure"],
      ["left", "right"],
      [
        ["x", "1"],
        ["longer", "22.5"],
      ],
    )}\n`;
    expect(await prettierMarkdown(table)).toBe(table);
  });

  it("puts the newest entry first, after the introduction", () => {
    const history = "# Benchmark history\n\nIntroduction.\n\n## 2026-11-28, 6f9aa44\n\nOlder.\n";
    const added = prependHistoryEntry(history, "## 2026-11-29, 3219d7b\n\nNewer.\n");
    expect(added).toBe(
      "# Benchmark history\n\nIntroduction.\n\n" +
        "## 2026-11-29, 3219d7b\n\nNewer.\n\n" +
        "## 2026-11-28, 6f9aa44\n\nOlder.\n",
    );
  });

  it("adds the first entry after the introduction of an empty log", () => {
    expect(prependHistoryEntry("# Benchmark history\n", "## 2026-11-29, 3219d7b\n\nFirst.\n")).toBe(
      "# Benchmark history\n\n## 2026-11-29, 3219d7b\n\nFirst.\n",
    );
  });
});
