import { expect, test } from "@playwright/test";
import { CURRENT_VERSION, gotoHydrated, isMobile, navbar, navbarItems } from "./helpers";

test.describe("navbar", () => {
  test("the title and logo link home", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    const brand = navbar(page).getByRole("link", { name: /FlowG/ }).first();
    await expect(brand.getByRole("img", { name: "FlowG logo" })).toBeVisible();
    await brand.click();
    await expect(page).toHaveURL(/\/flowg\/?$/);
  });

  test("items sit in the left and right groups", async ({ page }) => {
    test.skip(isMobile(page), "the groups are desktop-only; the panel lists the same items");
    await gotoHydrated(page, "/flowg/");
    const [left, right] = [
      navbar(page).getByRole("list").nth(0),
      navbar(page).getByRole("list").nth(1),
    ];
    for (const name of ["Docs", "Install", "Blog", "Versioned docs"]) {
      await expect(left.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(left.getByRole("button", { name: "Guides" })).toBeVisible();
    await expect(
      right.getByRole("button", { name: `Docs version: v${CURRENT_VERSION}` }),
    ).toBeVisible();
    await expect(right.getByRole("button", { name: "Language: English" })).toBeVisible();
    await expect(right.getByRole("button", { name: "Search" })).toBeVisible();
    await expect(right.getByText("Preview")).toBeVisible();
    await expect(
      right.getByRole("link", { name: `release v${CURRENT_VERSION}, Latest release` }),
    ).toBeVisible();
    await expect(right.getByRole("link", { name: /GitHub/ })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("button", { name: "Open the navigation menu" })).toBeHidden();
  });

  test("link kinds: doc sidebar, doc by id, internal and external links", async ({ page }) => {
    await gotoHydrated(page, "/flowg/");
    const items = await navbarItems(page);
    await expect(items.getByRole("link", { name: "Docs", exact: true })).toHaveAttribute(
      "href",
      "/flowg/docs",
    );
    await expect(items.getByRole("link", { name: "Install", exact: true })).toHaveAttribute(
      "href",
      "/flowg/docs/setup/installation",
    );
    await expect(items.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
      "href",
      "/flowg/blog",
    );
    await items.getByRole("link", { name: "Install", exact: true }).click();
    await expect(page).toHaveURL(/\/flowg\/docs\/setup\/installation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
    const again = await navbarItems(page);
    await expect(again.getByRole("link", { name: "Install", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the search item is the site's one search button: it opens the dialog, as Ctrl+K and / do", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/");
    // One way to open search: the button and each shortcut send one open request.
    await page.evaluate(() => {
      (window as unknown as { opened: number }).opened = 0;
      window.addEventListener(
        "flowg:open-search",
        () => (window as unknown as { opened: number }).opened++,
      );
    });
    const opened = () => page.evaluate(() => (window as unknown as { opened: number }).opened);
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    // The navbar's own search button gives way to the item: one search button in the banner.
    await expect(navbar(page).getByRole("button", { name: /^Search/ })).toHaveCount(
      isMobile(page) ? 0 : 1,
    );
    const items = await navbarItems(page);
    const search = items.getByRole("button", { name: "Search" });
    await expect(search).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K /");
    await expect(search).toContainText("Ctrl K");
    await search.click();
    await expect(dialog.getByRole("combobox", { name: "Search" })).toBeFocused();
    expect(await opened()).toBe(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(dialog).toBeVisible();
    expect(await opened()).toBe(2);
    await page.keyboard.press("Escape");
    await page.keyboard.press("/");
    await expect(dialog).toBeVisible();
    expect(await opened()).toBe(3);
  });

  test("the locale switcher links to the same page in each locale", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    const items = await navbarItems(page);
    await items.getByRole("button", { name: "Language: English" }).click();
    const en = items.getByRole("link", { name: "English", exact: true });
    const gb = items.getByRole("link", { name: "English (UK)" });
    await expect(en).toHaveAttribute("href", "/flowg/docs/setup/installation");
    await expect(en).toHaveAttribute("aria-current", "true");
    await expect(gb).toHaveAttribute("href", "/flowg/docs/setup/installation");
    await expect(gb).toHaveAttribute("hreflang", "en-GB");
    await expect(gb).toHaveAttribute("lang", "en-GB");
  });

  test("raw HTML items render as written", async ({ page }) => {
    await gotoHydrated(page, "/flowg/");
    const items = await navbarItems(page);
    await expect(items.locator("strong", { hasText: "Preview" })).toBeVisible();
  });
});

test.describe("navbar dropdown", () => {
  test("opens on hover and closes when the pointer leaves", async ({ page }) => {
    test.skip(isMobile(page), "no hover in the side panel");
    await gotoHydrated(page, "/flowg/");
    const button = navbar(page).getByRole("button", { name: "Guides" });
    const entry = navbar(page).getByRole("link", { name: "Filtering Data" });
    await expect(entry).toBeHidden();
    await button.hover();
    await expect(entry).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click(); // a click while hovering keeps it open
    await expect(entry).toBeVisible();
    await entry.hover();
    await page.mouse.move(640, 700);
    await expect(entry).toBeHidden();
  });

  test("opens on keyboard focus and is operable with the keyboard", async ({ page }) => {
    test.skip(isMobile(page), "the side panel shows a collapsible group instead");
    await gotoHydrated(page, "/flowg/");
    const bar = navbar(page);
    const button = bar.getByRole("button", { name: "Guides" });
    await bar.getByRole("link", { name: "Install", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "true");

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    for (const key of ["Enter", " ", "ArrowDown"]) {
      await page.keyboard.press(key);
      await expect(bar.getByRole("link", { name: "Filtering Data" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }

    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await expect(bar.getByRole("link", { name: "Streams guide" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(bar.getByRole("link", { name: /Source code/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(bar.getByRole("link", { name: "Filtering Data" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(bar.getByRole("link", { name: /Source code/ })).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flowg\/docs\/guides\/filtering$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // The dropdown holding the current page is marked (and styled) active.
    await expect(button).toHaveAttribute("data-active", "true");
  });

  test("opens and closes on a tap, and closes on a tap outside", async ({ page }) => {
    test.skip(!isMobile(page), "needs a touch screen: the mobile project has one");
    // A wide touch screen (a tablet in landscape) shows the popup dropdown.
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/flowg/");
    const button = navbar(page).getByRole("button", { name: "Guides" });
    const entry = navbar(page).getByRole("link", { name: "Streams guide" });
    await button.tap();
    await expect(entry).toBeVisible();
    await page.getByRole("main").tap({ position: { x: 10, y: 10 } });
    await expect(entry).toBeHidden();
    await button.tap();
    await expect(entry).toBeVisible();
    await button.tap();
    await expect(entry).toBeHidden();
  });

  test("is a collapsible group in the side panel", async ({ page }) => {
    test.skip(!isMobile(page), "mobile only");
    await gotoHydrated(page, "/flowg/");
    const panel = await navbarItems(page);
    const button = panel.getByRole("button", { name: "Guides" });
    const entry = panel.getByRole("link", { name: "Streams guide" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.tap();
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(/\/flowg\/docs\/guides\/streams$/);
    await expect(panel).toBeHidden();
  });
});

test.describe("hide on scroll", () => {
  test("hides while scrolling down and comes back up, at the top and at the bottom", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    const header = navbar(page);
    await expect(header).toBeInViewport();
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(header).not.toHaveAttribute("data-hidden");
    await expect(header).toBeInViewport();
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(header).not.toHaveAttribute("data-hidden");
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toBeInViewport();
  });
});
