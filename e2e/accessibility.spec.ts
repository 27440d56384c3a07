import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { sitemapPaths } from "./support/sitemap";

/** axe (WCAG 2.1 AA) on every page of the sitemap, at both widths: zero violations. */
const pages = sitemapPaths();

for (const path of pages) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
