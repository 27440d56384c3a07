import { expect, test } from "@playwright/test";
import flowg from "../src/config/site";
import { waitForHydration } from "./support/hydration";

test.describe("page shell", () => {
  test("skip link is the first focusable element and moves focus to main", async ({ page }) => {
    await page.goto("/flowg/docs");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("head metadata: lang, title, description, canonical, Open Graph, favicon", async ({
    page,
  }) => {
    await page.goto("/flowg/docs/setup/installation");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await expect(page).toHaveTitle("Installation | FlowG");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://link-society.github.io/flowg/docs/setup/installation",
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Installation | FlowG",
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      "/flowg/img/favicon.svg",
    );
  });

  test("the head follows client-side navigation, back and forward", async ({ page }) => {
    await page.goto("/flowg/docs/setup/upgrade");
    // A link followed before hydration loads a new document; the test is about the router's.
    await waitForHydration(page);
    // A window property survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('a[rel="next"]').click();
    await expect(page).toHaveURL(/\/docs\/setup\/syslog$/);
    await expect(page).toHaveTitle("Syslog Server | FlowG");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute(
      "href",
      "https://link-society.github.io/flowg/docs/setup/syslog",
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Syslog Server | FlowG",
    );
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    const jsonLd = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => script.textContent,
        ),
      );
    await expect.poll(jsonLd).toEqual([expect.stringContaining('"name":"Syslog Server"')]);
    await page.goBack();
    await expect(page).toHaveTitle("Upgrading from v0.45.8 | FlowG");
    await expect(canonical).toHaveAttribute(
      "href",
      "https://link-society.github.io/flowg/docs/setup/upgrade",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("footer states the content licence", async ({ page }) => {
    await page.goto("/flowg/");
    const licence = page.getByRole("contentinfo").getByRole("link", { name: "CC BY-SA 4.0" });
    await expect(licence).toHaveAttribute(
      "href",
      "https://creativecommons.org/licenses/by-sa/4.0/",
    );
  });

  test("landing hero leads to the docs", async ({ page }) => {
    await page.goto("/flowg/");
    await expect(page.getByRole("heading", { level: 1, name: "FlowG" })).toBeVisible();
    await page.getByRole("link", { name: "Get started" }).click();
    await expect(page).toHaveURL(/\/flowg\/docs$/);
    await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();
  });

  test("the landing page leads with what the documented release changed", async ({ page }) => {
    await page.goto("/flowg/");
    const sections = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(sections.first()).toHaveText("New in FlowG v0.63.0");
    const release = page.getByRole("region", { name: "New in FlowG v0.63.0" });
    await expect(release).toContainText("What changed since v0.45.8");
    // Figures computed from both releases' reference data (the API changes page counts the same).
    await expect(
      release.getByRole("listitem").filter({ hasText: "new API operations" }),
    ).toHaveText("10 new API operations");
    await expect(release.getByRole("link", { name: "API changes since v0.45.8" })).toHaveAttribute(
      "href",
      "/flowg/docs/api/changes",
    );
    const upgrade = release.getByRole("link", { name: /^Upgrad/ });
    await expect(upgrade).toHaveAttribute("href", "/flowg/docs/setup/upgrade");
    // The blog's newest post follows, under its own date.
    await expect(sections.last()).toHaveText("From the blog");
  });

  test("unknown paths answer 404 with a helpful page", async ({ page }) => {
    const response = await page.goto("/flowg/docs/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Documentation" }).click();
    await expect(page).toHaveURL(/\/flowg\/docs$/);
  });

  test("the 404 page searches for the words of the address", async ({ page }) => {
    await page.goto("/flowg/docs/guides/stream-retention");
    const field = page.getByRole("searchbox", { name: "Search the documentation" });
    await expect(field).toHaveValue("guides stream retention");
    await field.fill("stream retention");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/flowg\/search\?q=stream\+retention$/);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: /What Are Streams\?/ })
        .first(),
    ).toBeVisible();
  });

  test("pages answer with and without a trailing slash", async ({ request }) => {
    for (const path of ["/flowg/docs/guides/streams", "/flowg/docs/guides/streams/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain("<title");
    }
  });
});

test.describe("navbar", () => {
  test("release badge and external links are rendered by the site", async ({ page }, info) => {
    test.skip(info.project.name === "mobile", "desktop navbar");
    await page.goto("/flowg/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const badge = nav.getByRole("link", {
      name: `release v${flowg.productVersion}, Latest release (opens in a new tab)`,
    });
    await expect(badge).toHaveAttribute("href", "https://github.com/link-society/flowg/releases");
    await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
    const github = nav.getByRole("link", { name: /GitHub/ });
    await expect(github).toHaveAttribute("rel", "noopener noreferrer");
    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/flowg\/blog$/);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });

  test("on a narrow window the menu button opens the side panel", async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "mobile navbar");
    await page.goto("/flowg/docs/guides/streams");
    // The menu button does nothing until React has hydrated the page.
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open the navigation menu" });
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Navigation menu" });
    await expect(panel.getByRole("link", { name: "What Are Streams?" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await panel.getByRole("button", { name: "← Back to main menu" }).click();
    await expect(panel.getByRole("link", { name: "Blog" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
