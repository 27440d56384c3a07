import fs from "node:fs";
import { z } from "zod";
import { ContentError, formatIssues } from "../src/config/errors";
import { BENCH_PAGES, type BenchPage } from "./pages";

/**
 * bench/budgets.json: what the site must reach (issue 11). Byte budgets are gzipped bytes at
 * load (bench/page-weight.ts). A page that misses its target carries a `ceiling`: the figure it
 * may not grow past, with the reason it misses; `make test` enforces the ceiling, or the target
 * when there is none, and fails once a page meets its target while a ceiling is still listed, so
 * the ceilings only ever come down.
 */
const bytes = z.number().int().positive();

const pageBudget = z.strictObject({
  totalBytes: bytes,
  jsBytes: bytes.optional(),
  ceiling: z
    .strictObject({
      totalBytes: bytes.optional(),
      jsBytes: bytes.optional(),
      reason: z.string().min(20),
    })
    .optional(),
});

const score = z.number().min(0).max(100);

export const budgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  pages: z.strictObject(
    Object.fromEntries(Object.keys(BENCH_PAGES).map((name) => [name, pageBudget])) as Record<
      BenchPage,
      typeof pageBudget
    >,
  ),
  lighthouse: z.strictObject({
    performance: score,
    apiOverviewPerformance: score,
    apiOverviewTbtMs: z.number().positive(),
    accessibility: score,
    bestPractices: score,
    seo: score,
    cls: z.number().positive(),
  }),
  build: z.strictObject({
    coldSeconds: z.number().positive(),
    peakMemoryMiB: z.number().positive(),
  }),
});

export type Budgets = z.infer<typeof budgetsSchema>;
export type PageBudget = z.infer<typeof pageBudget>;

export const BUDGETS_FILE = "bench/budgets.json";

export function parseBudgets(value: unknown, file = BUDGETS_FILE): Budgets {
  const result = budgetsSchema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "budgets", result.error));
  return result.data;
}

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  return parseBudgets(JSON.parse(fs.readFileSync(file, "utf8")), file);
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export interface Judgement {
  /** Broken rules: `make test` fails on these. */
  errors: string[];
  /** Targets the page misses within its ceiling: reported, with the reason. */
  misses: string[];
}

/** Compares a page's weight at load with its budget. */
export function judgeWeight(
  name: string,
  weight: { total: number; js: number },
  budget: PageBudget,
): Judgement {
  const errors: string[] = [];
  const misses: string[] = [];
  const measures = [
    ["total", weight.total, budget.totalBytes, budget.ceiling?.totalBytes],
    ["JS", weight.js, budget.jsBytes, budget.ceiling?.jsBytes],
  ] as const;
  for (const [label, value, target, ceiling] of measures) {
    if (target === undefined) {
      if (ceiling !== undefined)
        errors.push(`${name}: a ${label} ceiling without a ${label} target`);
      continue;
    }
    if (ceiling !== undefined && ceiling <= target) {
      errors.push(
        `${name}: ${label} ceiling ${kib(ceiling)} is not above its target ${kib(target)}`,
      );
    } else if (value <= target) {
      if (ceiling !== undefined)
        errors.push(
          `${name}: ${label} ${kib(value)} meets its target ${kib(target)}: remove its ceiling from ${BUDGETS_FILE}`,
        );
    } else if (ceiling === undefined) {
      errors.push(`${name}: ${label} ${kib(value)} at load is over its budget of ${kib(target)}`);
    } else if (value > ceiling) {
      errors.push(
        `${name}: ${label} ${kib(value)} at load is over its ceiling of ${kib(ceiling)} (target ${kib(target)})`,
      );
    } else {
      misses.push(
        `${name}: ${label} ${kib(value)} misses its target ${kib(target)} (ceiling ${kib(ceiling)}): ${budget.ceiling?.reason}`,
      );
    }
  }
  return { errors, misses };
}
