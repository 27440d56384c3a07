import { expect, test } from "@playwright/test";
import { CURRENT_VERSION, gotoHydrated, isMobile, openMenu } from "./helpers";

test.describe("mobile side panel", () => {
  test.beforeEach(({ page }) => {
    test.skip(!isMobile(page), "the side panel exists at 996 px and narrower");
  });

  test("the navbar collapses to a menu button that opens the navbar items", async ({ page }) => {
    await gotoHydrated(page, "/flowg/");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Install", exact: true }),
    ).toBeHidden();
    const panel = await openMenu(page);
    for (const name of ["Docs", "Install", "Blog", "Versioned docs"]) {
      await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
    }
    for (const name of [
      "Guides",
      `Docs version: v${CURRENT_VERSION}`,
      "Language: English",
      "Search",
    ]) {
      await expect(panel.getByRole("button", { name })).toBeVisible();
    }
    await expect(
      panel.getByRole("button", { name: /Switch between dark and light mode/ }),
    ).toBeVisible();
    // The dropdown is a collapsible group here.
    const guides = panel.getByRole("button", { name: "Guides" });
    await expect(guides).toHaveAttribute("aria-expanded", "false");
    await guides.click();
    await expect(panel.getByRole("link", { name: "Streams guide" })).toBeVisible();
  });

  test("on doc pages it shows the docs sidebar, with a way back to the main menu", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    const panel = await openMenu(page);
    const sidebar = panel.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.getByRole("link", { name: "Installation" })).toBeVisible();
    await panel.getByRole("button", { name: "← Back to main menu" }).click();
    await expect(sidebar).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
  });

  test("closes on navigation, Escape, backdrop click and a wider window", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    let panel = await openMenu(page);
    await panel.getByRole("link", { name: "Syslog Server" }).click();
    await expect(page).toHaveURL(/\/docs\/setup\/syslog$/);
    await expect(panel).toBeHidden();
    // A client-side navigation, not a full page load.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(
      true,
    );

    panel = await openMenu(page);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();

    panel = await openMenu(page);
    await page.getByTestId("mobile-backdrop").click({ position: { x: 370, y: 400 } });
    await expect(panel).toBeHidden();

    panel = await openMenu(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel).toBeHidden();
    await page.setViewportSize({ width: 997, height: 800 });
    await expect(page.getByRole("button", { name: "Open the navigation menu" })).toBeHidden();
    await page.setViewportSize({ width: 996, height: 800 });
    await expect(page.getByRole("button", { name: "Open the navigation menu" })).toBeVisible();
  });

  test("blocks page scroll, keeps focus inside and returns it to the menu button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    const toggle = page.getByRole("button", { name: "Open the navigation menu" });
    const panel = await openMenu(page);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await expect(panel.getByRole("button", { name: "Close the navigation menu" })).toBeFocused();
    const focusedInside = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await focusedInside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusedInside()).toBe(true);
    }
    await panel.getByRole("button", { name: "Close the navigation menu" }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });
});

test("desktop shows the navbar items and no menu button", async ({ page }) => {
  test.skip(isMobile(page), "desktop only");
  await gotoHydrated(page, "/flowg/docs");
  await expect(page.getByRole("button", { name: "Open the navigation menu" })).toBeHidden();
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Install", exact: true }),
  ).toBeVisible();
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(page.getByRole("button", { name: "Open the navigation menu" })).toBeVisible();
});
