import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isMobile, navbar, navbarItems } from "./helpers";

/**
 * WCAG 2.1 A and AA rules of axe, on the page as it is now; `theme` limits the check to the
 * theme's parts (the docs content is checked by the FlowG build's tests).
 */
async function axeViolations(page: Page, theme = false) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (theme) {
    for (const part of ["header", "footer", "[data-announcement-bar]", '[role="dialog"]']) {
      builder = builder.include(part);
    }
  }
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`);
}

test.describe("accessibility of the theme's parts (axe, WCAG 2.1 AA)", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const scheme of ["light", "dark"] as const) {
    test(`navbar, open dropdown or side panel, announcement, footer (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, "/flowg/docs/setup/installation");
      expect(await axeViolations(page, true)).toEqual([]);
      const items = await navbarItems(page);
      await items.getByRole("button", { name: "Guides" }).click();
      if (!isMobile(page))
        await expect(navbar(page).getByRole("link", { name: "Streams guide" })).toBeVisible();
      expect(await axeViolations(page, true)).toEqual([]);
    });
  }

  test("crash page and zoomable images", async ({ page }) => {
    await gotoHydrated(page, "/flowg/__test/zoom");
    await expect(page.getByRole("button", { name: /Zoom image/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/flowg/__test/crash");
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
