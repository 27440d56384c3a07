import { expect, test } from "@playwright/test";
import { gotoHydrated, holdScripts, waitForHydration } from "./helpers";

const KEY = "flowg.announcementBar.closed.all-features-1";

test.describe("announcement bar", () => {
  test("shows the configured HTML and remembers closing it", async ({ page }) => {
    await gotoHydrated(page, "/flowg/");
    const bar = page.getByRole("region", { name: "Announcement" });
    await expect(bar).toContainText("All-features test build");
    await expect(bar.getByRole("link", { name: "read the docs" })).toHaveAttribute(
      "href",
      "/flowg/docs",
    );
    await expect(bar).toHaveCSS("background-color", "rgb(30, 58, 138)");
    await bar.getByRole("button", { name: "Close the announcement" }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe("true");

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
    await page.goto("/flowg/docs");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeHidden();
  });

  test("a closed bar does not flash before the page's scripts run", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "true"), KEY);
    const release = await holdScripts(page);
    await page.goto("/flowg/docs", { waitUntil: "domcontentloaded" });
    // Server HTML only: the bar is in the page but hidden from first paint.
    await expect(page.locator("html")).toHaveAttribute("data-announcement-bar-closed", "true");
    await expect(page.locator("[data-announcement-bar]")).toHaveCount(1);
    await expect(page.locator("[data-announcement-bar]")).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(page.locator("[data-announcement-bar]")).toHaveCount(0);
  });

  test("a new announcement id shows the bar again", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem("flowg.announcementBar.closed.all-features-0", "true"),
    );
    await gotoHydrated(page, "/flowg/");
    await expect(page.locator("html")).not.toHaveAttribute("data-announcement-bar-closed");
    await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
  });
});
