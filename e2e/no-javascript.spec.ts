import { expect, test, type Page } from "@playwright/test";

/**
 * The site read with JavaScript turned off (issue 28), one page per template, at 1280 px
 * (project "desktop") and 390 px ("mobile"): every docs sidebar link can be reached, every tab
 * panel is shown under its label, the navbar's items and the menu work without the menu button's
 * panel, and the search page and the playground say that they need JavaScript. All of it is CSS
 * (`@media (scripting: none)`) and server-rendered markup: no script runs here.
 */
test.use({ javaScriptEnabled: false });

const MOBILE_WIDTH = 390;

function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= MOBILE_WIDTH;
}

/** The navbar's own links (Documentation, Blog) are visible, and the menu button is not. */
async function expectNavbarUsable(page: Page): Promise<void> {
  const header = page.locator("header").first();
  await expect(header.getByRole("link", { name: "Documentation", exact: true })).toBeVisible();
  await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeVisible();
  // The button opens a panel only with JavaScript: it gives way rather than doing nothing.
  await expect(header.getByRole("button", { name: "Open the navigation menu" })).toBeHidden();
}

function docsSidebar(page: Page) {
  return page.getByRole("complementary", { name: "Docs navigation" });
}

/** On narrow screens the "Menu" link leads to the sidebar; then every one of its links is visible. */
async function expectSidebarReachable(page: Page): Promise<void> {
  const sidebar = docsSidebar(page);
  if (isMobile(page)) {
    const menu = page.locator("header").getByRole("link", { name: "Menu", exact: true });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#docs-sidebar$/);
    await expect(sidebar).toBeInViewport();
  } else {
    await expect(page.locator("header").getByRole("link", { name: "Menu" })).toBeHidden();
  }
  // Every link of the HTML, including those hidden in collapsed categories.
  const links = sidebar.locator("a[href]");
  const count = await links.count();
  // FlowG's sidebar: the guides, the CLI commands and the API operations (over a hundred links).
  expect(count, "links in the docs sidebar").toBeGreaterThan(100);
  const hidden: string[] = [];
  for (let i = 0; i < count; i++) {
    const link = links.nth(i);
    if (!(await link.isVisible())) hidden.push((await link.textContent()) ?? `#${i}`);
  }
  expect(hidden, "sidebar links a reader cannot see").toEqual([]);
}

interface TemplatePage {
  template: string;
  path: string;
  hasSidebar: boolean;
}

const PAGES: TemplatePage[] = [
  { template: "doc", path: "/flowg/docs/setup/installation", hasSidebar: true },
  { template: "API operation", path: "/flowg/docs/api/ingest-logs-text", hasSidebar: true },
  { template: "API overview", path: "/flowg/docs/api", hasSidebar: true },
  {
    template: "CLI command",
    path: "/flowg/docs/cli/flowg-client/flowg-client_stream_set",
    hasSidebar: true,
  },
  { template: "blog list", path: "/flowg/blog", hasSidebar: false },
  { template: "blog post", path: "/flowg/blog/elasticsearch-compatibility", hasSidebar: false },
  { template: "landing", path: "/flowg/", hasSidebar: false },
  { template: "search", path: "/flowg/search?q=stream", hasSidebar: false },
  {
    template: "playground",
    path: "/flowg/docs/guides/transformers/playground",
    hasSidebar: true,
  },
];

for (const { template, path, hasSidebar } of PAGES) {
  test(`${template} (${path}) without JavaScript: navbar and sidebar reachable`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectNavbarUsable(page);
    if (hasSidebar) await expectSidebarReachable(page);
    else await expect(docsSidebar(page)).toHaveCount(0);
  });
}

test("installation tabs without JavaScript: every panel shown under its label", async ({
  page,
}) => {
  await page.goto("/flowg/docs/setup/installation");
  const panels = page.getByRole("tabpanel", { includeHidden: true });
  const count = await panels.count();
  expect(count, "tab panels on the installation page").toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    const panel = panels.nth(i);
    await expect(panel).toBeVisible();
    // The label is the text of the panel's tab, which is not shown (its button cannot work).
    const tabId = await panel.getAttribute("aria-labelledby");
    const label = (await page.locator(`[id="${tabId}"]`).textContent())?.trim() ?? "";
    expect(label).not.toBe("");
    await expect(panel.locator("p").first()).toHaveText(label);
    await expect(panel.locator("p").first()).toBeVisible();
  }
  await expect(page.getByRole("tablist").first()).toBeHidden();
});

/**
 * A `<noscript>` message of the page's main area is shown. Playwright's text selectors skip
 * `<noscript>`, so the paragraph is found by its place and its text read with textContent.
 */
async function expectNoscriptMessage(page: Page, text: string): Promise<void> {
  const message = page.locator("main noscript p");
  await expect(message).toHaveCount(1);
  await expect(message).toBeVisible();
  expect(await message.textContent()).toContain(text);
}

test("search page without JavaScript: says that search needs it", async ({ page }) => {
  await page.goto("/flowg/search?q=stream");
  await expectNoscriptMessage(page, "Search needs JavaScript");
});

test("playground without JavaScript: says that it needs it instead of loading", async ({
  page,
}) => {
  await page.goto("/flowg/docs/guides/transformers/playground");
  await expectNoscriptMessage(page, "The playground needs JavaScript");
  await expect(page.getByText("Loading the playground")).toBeHidden();
});

test("the version menu opens on focus and leads to the other version; no dead Search button", async ({
  page,
}) => {
  await page.goto("/flowg/docs/guides/streams");
  const header = page.locator("header").first();
  await expect(header.getByRole("button", { name: /^Search/ })).toBeHidden();
  const menu = header.getByRole("button", { name: /^Docs version: v0\.63\.0/ });
  await expect(menu).toBeVisible();
  await menu.focus();
  const archived = header.getByRole("link", { name: "v0.45.8 archived" });
  await expect(archived).toBeVisible();
  await archived.click();
  await expect(page).toHaveURL(/\/flowg\/docs\/0\.45\.8\/guides\/streams$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
