import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import {
  CURRENT_VERSION,
  gotoHydrated,
  isMobile,
  navbar,
  navbarItems,
  waitForHydration,
} from "./helpers";

/**
 * Versioned docs in the all-features build: the current version (the FlowG release the site documents, /flowg/docs) and an
 * archived fixture version (v0.44.0, /flowg/docs/0.44.0, e2e/fixtures/versions/0.44.0).
 */

const banner = (page: Page) => page.getByRole("note", { name: "Docs version" });
const stored = (page: Page) =>
  page.evaluate(() => localStorage.getItem("flowg.docs.preferredVersion"));

async function closeMenu(page: Page) {
  if (isMobile(page)) await page.keyboard.press("Escape");
}

test.describe("docs versions", () => {
  test("the version menu keeps the reader on the same page; the banner leads back; the choice persists", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/guides/streams");
    await expect(banner(page)).toHaveCount(0);
    let items = await navbarItems(page);
    await items.getByRole("button", { name: `Docs version: v${CURRENT_VERSION}` }).click();
    const older = items.getByRole("link", { name: "v0.44.0 archived", exact: true });
    await expect(older).toHaveAttribute("href", "/flowg/docs/0.44.0/guides/streams");
    // Each entry says whether it is the current release or an archived one.
    await expect(
      items.getByRole("link", { name: `v${CURRENT_VERSION} current`, exact: true }),
    ).toHaveAttribute("href", "/flowg/docs/guides/streams");
    await older.click();
    await expect(page).toHaveURL(/\/flowg\/docs\/0\.44\.0\/guides\/streams$/);
    expect(await stored(page)).toBe("0.44.0");
    await closeMenu(page);

    await expect(banner(page)).toContainText(
      "This is documentation for FlowG v0.44.0, an older release.",
    );
    await expect(page).toHaveTitle("Streams (FlowG v0.44.0) | FlowG");
    // The archived version names the current version's upgrade guide (version.yaml upgrade).
    await expect(banner(page).getByRole("link", { name: "Installation" })).toHaveAttribute(
      "href",
      "/flowg/docs/setup/installation",
    );
    await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText(
      "FlowG v0.44.0",
    );

    // The choice survives a reload: the menu names it and "Versioned docs" leads to its docs.
    await page.reload();
    items = await navbarItems(page);
    await expect(items.getByRole("button", { name: "Docs version: v0.44.0" })).toBeVisible();
    await expect(items.getByRole("link", { name: "Versioned docs" })).toHaveAttribute(
      "href",
      "/flowg/docs/0.44.0",
    );
    await closeMenu(page);
    // The docs sidebar's navbar link ("Docs") opens the chosen version too, outside the docs.
    await gotoHydrated(page, "/flowg/blog");
    items = await navbarItems(page);
    await expect(items.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute(
      "href",
      "/flowg/docs/0.44.0",
    );
    await closeMenu(page);
    await gotoHydrated(page, "/flowg/docs/0.44.0/guides/streams");

    await banner(page)
      .getByRole("link", { name: `Read this page for the current release, v${CURRENT_VERSION}` })
      .click();
    await expect(page).toHaveURL(/\/flowg\/docs\/guides\/streams$/);
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBe(CURRENT_VERSION);
  });

  test("a page the other version lacks leads to its closest page there, which says so", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/guides/filtering");
    const title = await page.getByRole("main").getByRole("heading", { level: 1 }).innerText();
    const items = await navbarItems(page);
    await items.getByRole("button", { name: `Docs version: v${CURRENT_VERSION}` }).click();
    // 0.44.0 has no filtering guide and no /guides page: its docs root, and the entry says so.
    const older = items.getByRole("link", { name: "v0.44.0 archived closest page", exact: true });
    await expect(older).toHaveAttribute("href", "/flowg/docs/0.44.0");
    await older.click();
    await expect(page).toHaveURL(/\/flowg\/docs\/0\.44\.0$/);
    const notice = page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "has no page in the" });
    await expect(notice).toHaveText(
      `${title} has no page in the v0.44.0 docs, so you are on the closest one. Search v0.44.0 for “${title}”.`,
    );
    await expect(notice.getByRole("link")).toHaveAttribute(
      "href",
      `/flowg/search?${new URLSearchParams({ q: title, version: "0.44.0" })}`,
    );
    // Said once: the page reloaded is the version's start page, nothing more.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("main").getByText("has no page in the")).toHaveCount(0);

    // An archived topic that the current version retired: its banner leads to the successor,
    // which says where the reader came from.
    await gotoHydrated(page, "/flowg/docs/0.44.0/guides/stream-tags");
    const link = banner(page).getByRole("link", {
      name: `v${CURRENT_VERSION} has no page on this topic: see the closest one`,
    });
    await expect(link).toHaveAttribute("href", "/flowg/docs/guides/streams");
    await link.click();
    await expect(page).toHaveURL(/\/flowg\/docs\/guides\/streams$/);
    await expect(
      page.getByRole("main").getByRole("status").filter({ hasText: "Stream tags" }),
    ).toContainText(
      `Stream tags has no page in the v${CURRENT_VERSION} docs, so you are on the closest one.`,
    );
  });

  test("on a phone the bar shows the version, switched in two taps", async ({ page }) => {
    test.skip(!isMobile(page), "the side panel exists at 996 px and narrower");
    await gotoHydrated(page, "/flowg/docs/guides/streams");
    const bar = navbar(page);
    const button = bar.getByRole("button", { name: `Docs version: v${CURRENT_VERSION}` });
    await expect(button).toBeVisible();
    await button.click();
    const older = bar.getByRole("link", { name: "v0.44.0 archived", exact: true });
    await expect(older).toBeInViewport();
    await older.click();
    await expect(page).toHaveURL(/\/flowg\/docs\/0\.44\.0\/guides\/streams$/);
    await expect(bar.getByRole("button", { name: "Docs version: v0.44.0" })).toBeVisible();
    // The rest of the bar's items are in the side panel, as before.
    await expect(bar.getByRole("link", { name: "Blog", exact: true })).toBeHidden();
  });

  test("the old address of a retired topic says what happened and where to go", async ({
    page,
  }) => {
    const response = await page.goto("/flowg/docs/guides/stream-tags");
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Stream tags");
    await expect(main).toContainText("has no page on this topic");
    await expect(main).toContainText("Stream tags were replaced by indexed fields");
    await expect(
      main.getByRole("link", { name: "Stream tags, in the FlowG v0.44.0 documentation" }),
    ).toHaveAttribute("href", "/flowg/docs/0.44.0/guides/stream-tags");
    await expect(main.getByRole("link", { name: "What Are Streams?" })).toHaveAttribute(
      "href",
      "/flowg/docs/guides/streams",
    );
    await expect(main.getByRole("link", { name: "Installation" })).toHaveAttribute(
      "href",
      "/flowg/docs/setup/installation",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("an archived version has its own API and CLI reference, sidebar and release badge", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/0.44.0/api/list-stream-tags");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("List the tags of a stream");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://link-society.github.io/flowg/docs/0.44.0/api/list-stream-tags",
    );
    const items = await navbarItems(page);
    const badge = items.getByRole("link", { name: /^release v0\.44\.0, an older release/ });
    await expect(badge).toHaveAttribute(
      "href",
      "https://github.com/link-society/flowg/releases/tag/v0.44.0",
    );
    // An archived release's version is amber, the current one's green.
    await expect(badge.getByText("v0.44.0")).toHaveCSS("background-color", "rgb(146, 64, 14)");
    await closeMenu(page);
    if (!isMobile(page)) {
      const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
      // The archived version's own sidebar: its pages, its API reference.
      // (in a collapsed category: present, not shown)
      await expect(sidebar.locator('a[href="/flowg/docs/0.44.0/guides/stream-tags"]')).toHaveCount(
        1,
      );
      await expect(sidebar.locator('a[href="/flowg/docs/guides/filtering"]')).toHaveCount(0);
      await expect(sidebar.getByRole("link", { name: "API Reference" })).toHaveAttribute(
        "href",
        "/flowg/docs/0.44.0/api",
      );
    }
    await gotoHydrated(page, "/flowg/docs/0.44.0/cli/flowg-health");
    await expect(page.locator("#flag-timeout")).toBeVisible();
    await expect(page.getByRole("link", { name: "installation guide" })).toHaveAttribute(
      "href",
      "/flowg/docs/0.44.0/setup/installation",
    );
  });

  test("archived pages, the banner and the version menu pass axe", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/0.44.0/guides/streams");
    expect(await axeViolations(page)).toEqual([]);
    const items = await navbarItems(page);
    await items.getByRole("button", { name: "Docs version: v0.44.0" }).click();
    expect(await axeViolations(page)).toEqual([]);
    await closeMenu(page);
    await gotoHydrated(page, "/flowg/docs/guides/stream-tags");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the version menu works with the keyboard", async ({ page }) => {
    test.skip(isMobile(page), "the side panel's keyboard use is tested in navbar.spec.ts");
    await gotoHydrated(page, "/flowg/docs/guides/streams");
    const button = page.getByRole("button", { name: `Docs version: v${CURRENT_VERSION}` });
    await button.focus();
    await page.keyboard.press("Enter");
    const older = page.getByRole("link", { name: "v0.44.0 archived", exact: true });
    await expect(older).toBeVisible();
    await older.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flowg\/docs\/0\.44\.0\/guides\/streams$/);
  });
});
