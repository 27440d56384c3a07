import { expect, test } from "@playwright/test";

/**
 * The FlowG build leaves these behaviours off: its pages carry none of their markup, scripts or
 * test pages (the all-features build above has them all).
 */
const FLOWG = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 9010)}/flowg`;

test("the FlowG build has no colour switch, announcement, extra navbar kinds or test pages, and one search button", async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== "all-features-desktop", "one run is enough");
  await page.goto(`${FLOWG}/docs`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expect(
    page.getByRole("button", { name: /Switch between dark and light mode/ }),
  ).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  // FlowG has no "search" navbar item: the navbar's built-in search button stands in for it.
  await expect(page.getByRole("banner").getByRole("button", { name: /^Search/ })).toHaveCount(1);
  await expect(page.getByRole("banner")).not.toHaveAttribute("data-hidden");
  const html = await (await request.get(`${FLOWG}/docs`)).text();
  expect(html).not.toContain("localStorage");
  expect((await request.get(`${FLOWG}/__test/crash`)).status()).toBe(404);
  expect((await request.get(`${FLOWG}/__test/hydration`)).status()).toBe(404);
  expect((await request.get(`${FLOWG}/__test/zoom`)).status()).toBe(404);
});
