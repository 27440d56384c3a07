import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, holdScripts, isMobile, navbar, openMenu, waitForHydration } from "./helpers";

async function colorSwitch(page: Page) {
  const scope = isMobile(page) ? await openMenu(page) : navbar(page);
  return scope.getByRole("button", { name: /Switch between dark and light mode/ });
}

const theme = (page: Page) => page.locator("html");
const stored = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

test.describe("colour mode", () => {
  test("the switch cycles system → light → dark → system and stores the choice", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await gotoHydrated(page, "/flowg/docs");
    const button = await colorSwitch(page);
    await expect(button).toHaveAccessibleName(/currently system mode/);
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");

    await button.click();
    await expect(button).toHaveAccessibleName(/currently light mode/);
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
    expect(await stored(page)).toBe("light");

    await button.click();
    await expect(button).toHaveAccessibleName(/currently dark mode/);
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    expect(await stored(page)).toBe("dark");

    await button.click();
    await expect(button).toHaveAccessibleName(/currently system mode/);
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    expect(await stored(page)).toBeNull();

    // "System" follows the preference as it changes.
    await page.emulateMedia({ colorScheme: "light" });
    await expect(theme(page)).toHaveAttribute("data-theme", "light");
  });

  test("the stored choice applies before first paint", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const release = await holdScripts(page);
    await page.goto("/flowg/docs", { waitUntil: "domcontentloaded" });
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    release();
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute("data-theme", "dark");
    await expect(await colorSwitch(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test("the choice is kept in sync across tabs", async ({ page, context }) => {
    await gotoHydrated(page, "/flowg/");
    const other = await context.newPage();
    await gotoHydrated(other, "/flowg/docs");
    await (await colorSwitch(page)).click(); // system → light
    await (await colorSwitch(page)).click(); // light → dark
    await expect(theme(other)).toHaveAttribute("data-theme", "dark");
    await expect(await colorSwitch(other)).toHaveAccessibleName(/currently dark mode/);
  });

  test("the logo has a dark variant", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await gotoHydrated(page, "/flowg/");
    const logos = navbar(page).getByRole("link", { name: /FlowG/ }).first().locator("img");
    await expect(logos.nth(0)).toBeVisible();
    await expect(logos.nth(0)).toHaveAttribute("src", "/flowg/img/logo.svg");
    await expect(logos.nth(1)).toBeHidden();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(logos.nth(1)).toBeVisible();
    await expect(logos.nth(1)).toHaveAttribute("src", "/flowg/img/favicon.svg");
    await expect(logos.nth(0)).toBeHidden();
  });
});
