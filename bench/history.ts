/**
 * bench/HISTORY.md: the dated log of what the benchmark measured, newest first. After each run of
 * `make bench`, bench/run.ts prepends an entry (the date, the commit and the figures of the parts
 * it ran), so a figure is read in the log, with the code it was taken on, rather than in prose
 * that goes stale.
 *
 * The entry is formatted by pure functions (tested in tests/unit/bench-history.test.ts): its
 * tables are written already aligned, as Prettier writes them, so the file passes
 * `prettier --check` without a reformatting step.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { BuildPair, BuildTimes } from "./build-times";

export const HISTORY_FILE = "bench/HISTORY.md";

/** One page of the site part: gzipped bytes, and Lighthouse's medians (null when skipped). */
export interface HistoryPage {
  name: string;
  /** What the page needs before it is interactive, read from the build (bench/page-weight.ts). */
  buildBytes: number;
  /** The scripts among buildBytes. */
  buildJsBytes: number;
  /** Transferred once the network is idle, as measured in Chromium. */
  idleBytes: number;
  lighthouse: {
    mobile: number;
    desktop: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    tbtMs: number;
    cls: number;
  } | null;
}

/** The site part of a run (bench/run.ts, steps 1 to 4). */
export interface HistorySite {
  /** Lighthouse runs per page and form factor (the median is kept). */
  runs: number;
  pages: HistoryPage[];
  /** The cold build, when the run made one. */
  build: { seconds: number; peakMemoryMiB: number } | null;
  vrl: {
    coldMs: number;
    cachedMs: number;
    warmMs: number;
    longestTaskMs: number;
    /** The playground's longest main-thread tasks (older entries have none). */
    playground?: { largeOutputTaskMs: number; manyFieldsTaskMs: number };
  } | null;
  budgetMisses: string[];
}

export interface HistoryEntry {
  /** YYYY-MM-DD. */
  date: string;
  /** `git rev-parse --short HEAD`. */
  commit: string;
  /** The arguments the benchmark ran with (BENCH_ARGS). */
  args: readonly string[];
  site: HistorySite | null;
  build: BuildTimes | null;
}

type Align = "left" | "right";

/**
 * A Markdown table with its columns padded to their widest cell, as Prettier aligns them: left
 * columns padded after the text, right columns before it, delimiter rows of at least three
 * characters. Cells must not hold `|` or line breaks.
 */
export function markdownTable(
  header: readonly string[],
  align: readonly Align[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells
      .map((cell, column) =>
        align[column] === "right" ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join(" | ")} |`;
  const delimiter = `| ${widths
    .map((width, column) =>
      align[column] === "right" ? `${"-".repeat(width - 1)}:` : "-".repeat(width),
    )
    .join(" | ")} |`;
  return [line(header), delimiter, ...rows.map(line)].join("\n");
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Text as a code span, whatever it holds (a budget miss may name a URL with `_` or `*`). */
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

function siteSection(site: HistorySite): string[] {
  const rows = site.pages.map((page) => {
    const lh = page.lighthouse;
    return [
      page.name,
      kib(page.buildBytes),
      kib(page.buildJsBytes),
      kib(page.idleBytes),
      lh ? `${lh.mobile} / ${lh.desktop}` : "-",
      lh ? `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}` : "-",
      lh ? String(lh.tbtMs) : "-",
      lh ? String(lh.cls) : "-",
    ];
  });
  const lines = [
    `Site (KiB gzipped; Lighthouse median of ${site.runs} run${site.runs === 1 ? "" : "s"}, performance mobile / desktop, the rest mobile):`,
    "",
    markdownTable(
      [
        "Page",
        "At load (build)",
        "JS at load",
        "After idle",
        "Perf. m / d",
        "A11y / BP / SEO",
        "TBT ms",
        "CLS",
      ],
      ["left", "right", "right", "right", "left", "left", "right", "right"],
      rows,
    ),
    "",
  ];
  if (site.build)
    lines.push(
      `- Cold build ${site.build.seconds} s, peak memory ${site.build.peakMemoryMiB} MiB.`,
    );
  if (site.vrl)
    lines.push(
      `- Run to first VRL output: cold ${site.vrl.coldMs} ms, engine cached ${site.vrl.cachedMs} ms, warm ${site.vrl.warmMs} ms; longest main-thread task of two warm runs ${site.vrl.longestTaskMs} ms.`,
    );
  if (site.vrl?.playground)
    lines.push(
      `- Playground, longest main-thread task: ${site.vrl.playground.largeOutputTaskMs} ms drawing a result too long to show whole, ${site.vrl.playground.manyFieldsTaskMs} ms refusing a record of 5,000 fields as rows.`,
    );
  lines.push(
    site.budgetMisses.length
      ? `- Budgets missed (${site.budgetMisses.length}): ${site.budgetMisses.map(code).join(", ")}.`
      : "- All budgets met.",
  );
  return lines;
}

function buildSection(build: BuildTimes): string[] {
  const row = (label: string, pair: BuildPair) => [
    label,
    String(pair.cold.seconds),
    String(pair.oneSentenceRebuild.seconds),
    String(pair.nextRebuild.seconds),
  ];
  const rows = [row(`every version (${build.versions.join(", ")})`, build)];
  if (build.oneVersion) rows.push(row("current version only", build.oneVersion));
  const lines = [
    `Build (seconds, ${build.cores} cores; one sentence of ${code(build.editedDoc)} edited for each rebuild):`,
    "",
    markdownTable(
      ["Docs versions", "Cold", "One-sentence rebuild", "Next rebuild"],
      ["left", "right", "right", "right"],
      rows,
    ),
  ];
  if (build.oneVersion) {
    const one = build.oneVersion;
    lines.push(
      "",
      `- Ratios to the current version alone: cold ${one.coldRatio}x, rebuild ${one.rebuildRatio}x, next rebuild ${one.nextRebuildRatio}x.`,
    );
  }
  return lines;
}

/** The Markdown section of one run, ending with a newline. */
export function formatHistoryEntry(entry: HistoryEntry): string {
  const command = entry.args.length
    ? `make bench BENCH_ARGS="${entry.args.join(" ")}"`
    : "make bench";
  const lines = [`## ${entry.date}, ${entry.commit}`, "", `${code(command)}.`];
  if (entry.build) lines.push("", ...buildSection(entry.build));
  if (entry.site) lines.push("", ...siteSection(entry.site));
  return `${lines.join("\n")}\n`;
}

/**
 * The log with `entry` as its newest entry: before the first `## ` heading, after the file's
 * introduction (at the end when the log has no entry yet).
 */
export function prependHistoryEntry(history: string, entry: string): string {
  const first = /^## /m.exec(history);
  if (!first) return `${history.replace(/\n*$/, "")}\n\n${entry}`;
  return `${history.slice(0, first.index)}${entry}\n${history.slice(first.index)}`;
}

/** The commit the working tree is on, or "unknown" outside a git repository. */
export function currentCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

/** Prepends the entry of a run to the log (made with its introduction when missing). */
export function recordHistory(
  run: Pick<HistoryEntry, "args" | "site" | "build">,
  file = HISTORY_FILE,
  now = new Date(),
): void {
  const entry = formatHistoryEntry({
    ...run,
    date: now.toISOString().slice(0, 10),
    commit: currentCommit(),
  });
  const history = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Benchmark history\n";
  fs.writeFileSync(file, prependHistoryEntry(history, entry));
}
