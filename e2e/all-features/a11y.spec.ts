import { expect, test } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { gotoHydrated, isMobile, navbar, navbarItems } from "./helpers";

/** The theme's parts; the docs content is checked by the FlowG build's tests (every page). */
const THEME_PARTS = ["header", "footer", "[data-announcement-bar]", '[role="dialog"]'];

test.describe("accessibility of the theme's parts (axe, WCAG 2.1 AA)", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const scheme of ["light", "dark"] as const) {
    test(`navbar, open dropdown or side panel, announcement, footer (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, "/flowg/docs/setup/installation");
      expect(await axeViolations(page, { include: THEME_PARTS })).toEqual([]);
      const items = await navbarItems(page);
      await items.getByRole("button", { name: "Guides" }).click();
      if (!isMobile(page))
        await expect(navbar(page).getByRole("link", { name: "Streams guide" })).toBeVisible();
      expect(await axeViolations(page, { include: THEME_PARTS })).toEqual([]);
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
