import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every check runs: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * WCAG 2.1 A/AA violations on the current page (or, with `include`, in those parts of it),
 * formatted one per line for a readable failure. Only violations are collected in full: axe
 * still runs every rule, but does not build selectors for the thousands of elements that pass,
 * which is most of its time on a long reference page.
 */
export async function axeViolations(
  page: Page,
  { include = [] }: { include?: readonly string[] } = {},
): Promise<string[]> {
  // options() replaces the run options, so it comes before withTags().
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS);
  for (const part of include) builder = builder.include(part);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}
