import { expect, test } from "@playwright/test";
import { gotoHydrated, isMobile, navbar, openMenu } from "./helpers";

test("without local storage the site warns once and carries on", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await gotoHydrated(page, "/flowg/docs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const bar = page.getByRole("region", { name: "Announcement" });
  await bar.getByRole("button", { name: "Close the announcement" }).click();
  await expect(bar).toHaveCount(0);

  const scope = isMobile(page) ? await openMenu(page) : navbar(page);
  const button = scope.getByRole("button", { name: /Switch between dark and light mode/ });
  await button.click();
  await button.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  expect(errors).toEqual([]);
  expect(warnings.filter((w) => w.includes("localStorage is unavailable"))).toHaveLength(1);
});
