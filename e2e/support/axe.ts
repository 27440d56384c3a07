import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The rules every check runs: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe-core's browser build, read once per test worker. */
let axeSource: string | undefined;
function source(): string {
  axeSource ??= fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

/** What one violation is reduced to in the page, so that only this crosses to the test. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  count: number;
}

/**
 * WCAG 2.1 A/AA violations on the current page (or, with `include`, in those parts of it),
 * formatted one per line for a readable failure.
 *
 * axe runs in the page itself and only the violations come back. This is what
 * `@axe-core/playwright` did in three times the time: it finished every run in a second, blank
 * page (for cross-origin frames, which the site has none of: the check fails if one appears)
 * and sent every rule's result across. `resultTypes` keeps axe from building selectors for the
 * thousands of elements that pass, most of its time on a long reference page.
 */
export async function axeViolations(
  page: Page,
  { include = [] }: { include?: readonly string[] } = {},
): Promise<string[]> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0)
    throw new Error(
      `The page has ${frames.length} frame(s) (${frames.map((f) => f.url()).join(", ")}): ` +
        "e2e/support/axe.ts checks the main document only; inject axe into frames before adding one.",
    );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source());
  const options: RunOptions = {
    resultTypes: ["violations"],
    runOnly: { type: "tag", values: WCAG_TAGS },
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } })
        .axe;
      const context = include.length > 0 ? { include: include.map((s) => [s]) } : document;
      const results = await axe.run(context, options);
      return results.violations.map((v): Violation => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
        count: v.nodes.length,
      }));
    },
    { include: [...include], options },
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.count} node(s): ${v.targets.join(" | ")}`,
  );
}
