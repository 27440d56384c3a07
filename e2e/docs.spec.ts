import { expect, test } from "@playwright/test";

test.describe("docs sidebar", () => {
  test.skip(
    ({ viewport }) => (viewport?.width ?? 0) <= 996,
    "the sidebar column is desktop-only (mobile uses the side panel)",
  );

  test("marks the current page, expands its ancestors and collapses categories independently", async ({
    page,
  }) => {
    await page.goto("/flowg/docs/usecases/forward-logs/datadog");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await expect(sidebar.getByRole("link", { name: "Datadog" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const useCases = sidebar.getByRole("button", { name: "Use cases" });
    await expect(useCases).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("button", { name: "Forward Logs" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    const guides = sidebar.getByRole("button", { name: "Guides" });
    await expect(guides).toHaveAttribute("aria-expanded", "false");
    await expect(sidebar.getByRole("link", { name: "What Are Streams?" })).toBeHidden();
    await guides.click();
    await expect(guides).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("link", { name: "What Are Streams?" })).toBeVisible();
    // Opening one category leaves the others as they were.
    await expect(useCases).toHaveAttribute("aria-expanded", "true");
    await guides.click();
    await expect(sidebar.getByRole("link", { name: "What Are Streams?" })).toBeHidden();
  });

  test("a category with an index page links to it and has its own toggle", async ({ page }) => {
    await page.goto("/flowg/docs");
    const sidebar = page.getByRole("navigation", { name: "Docs sidebar" });
    await sidebar.getByRole("button", { name: "Advanced Configuration" }).click();
    await sidebar.getByRole("link", { name: "Setting up HTTPS" }).click();
    await expect(page).toHaveURL(/\/flowg\/docs\/advanced\/https$/);
    await expect(sidebar.getByRole("link", { name: "Setting up HTTPS" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      sidebar.getByRole("button", { name: "Collapse Setting up HTTPS" }),
    ).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("doc page", () => {
  test("breadcrumbs lead home and through categories", async ({ page }) => {
    await page.goto("/flowg/docs/usecases/interoperability/elasticsearch");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
    await expect(crumbs.getByRole("link", { name: "Home page" })).toHaveAttribute(
      "href",
      "/flowg/",
    );
    await expect(crumbs.getByText("Use cases")).toBeVisible();
    await expect(crumbs.getByRole("link", { name: "Interoperability" })).toHaveAttribute(
      "href",
      "/flowg/docs/usecases/interoperability",
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("ElasticSearch API");
  });

  test("previous and next follow the sidebar order", async ({ page }) => {
    await page.goto("/flowg/docs/guides/streams");
    const pager = page.getByRole("navigation", { name: "Docs pages" });
    await expect(pager.getByRole("link", { name: /Previous.*Filtering Data/ })).toHaveAttribute(
      "href",
      "/flowg/docs/guides/filtering",
    );
    await pager.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/flowg\/docs\/guides\/transformers$/);
  });

  test("headings have anchors and hash links", async ({ page }) => {
    await page.goto("/flowg/docs/guides/streams");
    const heading = page.getByRole("heading", { level: 2, name: /Querying a stream/ });
    await expect(heading).toHaveAttribute("id", "querying-a-stream");
    const hash = heading.getByRole("link", { name: "Direct link to this section" });
    await hash.focus();
    await expect(hash).toBeVisible();
    await hash.click();
    await expect(page).toHaveURL(/#querying-a-stream$/);
  });

  test("the table of contents highlights the section in view", async ({ page }, info) => {
    test.skip(info.project.name === "mobile", "desktop TOC");
    await page.goto("/flowg/docs/guides/streams");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "Watching a stream live" })).toBeVisible();
    await page
      .getByRole("heading", { level: 2, name: /Purging a stream/ })
      .evaluate((el) => el.scrollIntoView());
    await expect(toc.locator('a[aria-current="location"]')).toHaveText("Purging a stream");
    await page
      .getByRole("heading", { level: 2, name: /How streams are created/ })
      .evaluate((el) => el.scrollIntoView());
    await expect(toc.locator('a[aria-current="location"]')).toHaveText("How streams are created");
  });

  test("narrow screens get a collapsible 'On this page' box", async ({ page }, info) => {
    test.skip(info.project.name !== "mobile", "mobile TOC");
    await page.goto("/flowg/docs/guides/streams");
    const summary = page.locator("summary", { hasText: "On this page" });
    await summary.click();
    await page.getByRole("link", { name: "Purging a stream" }).click();
    await expect(page).toHaveURL(/#purging-a-stream$/);
  });

  test("back to top appears after scrolling down", async ({ page }) => {
    await page.goto("/flowg/docs/guides/pipelines");
    const button = page.getByRole("button", { name: "Scroll back to top" });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});

test.describe("Markdown components", () => {
  test("code blocks are highlighted in the HTML and copy their text", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto("/flowg/docs/setup/installation");
    const block = page.locator('[data-language="bash"]').first();
    await expect(block.locator(".token").first()).toBeAttached();
    await block.hover();
    await block.getByRole("button", { name: "Copy code to clipboard" }).click();
    await expect(block.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Copied to clipboard" }).first(),
    ).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("tar -xzf");
    expect(copied).not.toContain("Copy");
  });

  test("tabs switch with the keyboard and remember the choice across pages", async ({ page }) => {
    await page.goto("/flowg/docs/usecases/forward-logs/datadog");
    const tabs = page.getByRole("tablist").first();
    await expect(tabs.getByRole("tab", { name: "Web UI" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await tabs.getByRole("tab", { name: "Web UI" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "REST API" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(tabs.getByRole("tab", { name: "REST API" })).toBeFocused();
    await expect(page).toHaveURL(/\?method=api/);

    await page.goto("/flowg/docs/usecases/forward-logs/rabbitmq");
    await expect(
      page.getByRole("tablist").first().getByRole("tab", { name: "REST API" }),
    ).toHaveAttribute("aria-selected", "true");
  });

  test("a query string selects the tab and makes the choice shareable", async ({ page }) => {
    await page.goto("/flowg/docs/setup/installation?install=docker");
    const tabs = page.getByRole("tablist").first();
    await expect(tabs.getByRole("tab", { name: "Docker" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByRole("tabpanel").filter({ hasText: "linksociety/flowg" }).first(),
    ).toBeVisible();
    await tabs.getByRole("tab", { name: "From sources" }).click();
    await expect(page).toHaveURL(/\?install=source/);
  });

  test("admonitions render with their kind", async ({ page }) => {
    await page.goto("/flowg/docs/guides/backup");
    const admonition = page.locator(".markdown aside").first();
    await expect(admonition).toBeVisible();
    await expect(admonition.locator("p").first()).toHaveText(/Note|Tip|Info|Warning|Danger|\w+/);
  });

  test("mermaid diagrams replace their source once drawn, in a box reserved for them", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/flowg/docs/guides/pipelines");
    const diagram = page.locator("figure[data-mermaid]").first();
    // Drawn once it comes within a screen of the viewport.
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram).toHaveAttribute("data-mermaid", "rendered", { timeout: 15_000 });
    await expect(diagram.locator("svg")).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
});
