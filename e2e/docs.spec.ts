import { expect, test, type Locator, type Page, type Response } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

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

  test("back to top shows while scrolling up, never while reading down", async ({ page }) => {
    await page.goto("/flowg/docs/guides/pipelines");
    const button = page.getByRole("button", { name: "Scroll back to top" });
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(300);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -400);
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
});

test.describe("reference tables", () => {
  /** Tables wider than their column (their region scrolls sideways), by their first header. */
  const overflowing = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll("article .table-scroll")]
        .filter((region) => region.scrollWidth > region.clientWidth + 1)
        .map((region) => region.querySelector("th")?.textContent ?? "?"),
    );

  test("show every column, or on a phone one block a row with each value labelled", async ({
    page,
  }) => {
    const phone = (page.viewportSize()?.width ?? 0) <= 996;
    await page.goto("/flowg/docs/reference/forwarders/http");
    const fields = page.getByRole("table").first();
    await expect(fields.getByRole("columnheader", { name: "Meaning" })).toBeAttached();
    expect(await overflowing(page)).toEqual([]);
    const proxy = fields.getByRole("row").filter({ hasText: "proxy" }).first();
    // The label is the cell's column, shown before its value on a phone.
    await expect(proxy.getByRole("cell").nth(5)).toHaveAttribute("data-label", "Meaning");
    const label = await proxy
      .getByRole("cell")
      .nth(5)
      .evaluate((cell) => getComputedStyle(cell, "::before").content);
    if (phone) expect(label).toContain("Meaning");
    else expect(["none", "normal"]).toContain(label);
    // Long code breaks at its punctuation, not in the middle of a word.
    await expect(proxy.locator("code wbr").first()).toBeAttached();

    await page.goto("/flowg/docs/setup/installation");
    expect(await overflowing(page)).toEqual([]);
  });
});

test.describe("diagrams", () => {
  const GUIDE = "/flowg/docs/guides/pipelines";
  const diagram = (page: Page) => page.getByRole("img", { name: "The example pipeline" });

  /** Every script the page loads, 1.5 s after network idle (the zoom attaches after 1 s). */
  async function scriptsOf(page: Page, url: string): Promise<Set<string>> {
    const scripts = new Set<string>();
    const record = (response: Response) => {
      if (response.request().resourceType() === "script")
        scripts.add(new URL(response.url()).pathname);
    };
    page.on("response", record);
    await page.goto(url, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    page.off("response", record);
    return scripts;
  }

  test("are in the page's HTML as named, described SVG whose labels are text", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(GUIDE)).text();
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).not.toContain("<foreignObject");
    const fetched: string[] = [];
    page.on("request", (r) => void (r.url().includes("/diagrams/") && fetched.push(r.url())));
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(diagram(page)).toBeVisible();
    await expect(diagram(page)).toHaveAccessibleDescription(/transformer normalize/);
    // Hydration keeps the server's drawing: nothing is fetched.
    expect(fetched).toEqual([]);
    // Labels are SVG text: found by the browser's find and selectable.
    await expect(diagram(page).locator("tspan", { hasText: "oncall-webhook" })).toBeVisible();
  });

  test("are fetched after a client-side navigation, since the page's script does not carry them", async ({
    page,
  }) => {
    await page.goto("/flowg/docs/guides/streams");
    await waitForHydration(page);
    const drawing = page.waitForResponse(/\/flowg\/diagrams\/flow-[0-9a-f]{16}\.svg$/);
    await page
      .locator(".markdown")
      .getByRole("link", { name: "How To Build a Pipeline?" })
      .last()
      .click();
    await expect(page).toHaveURL(/\/docs\/guides\/pipelines$/);
    expect((await drawing).status()).toBe(200);
    await expect(diagram(page)).toBeVisible();
  });

  test("load no script beyond those of a plain doc page", async ({ page }) => {
    const plain = await scriptsOf(page, "/flowg/docs/guides/streams");
    const withDiagram = await scriptsOf(page, GUIDE);
    // Each MDX page has its own content chunk; everything else is shared.
    const extra = [...withDiagram].filter((script) => !plain.has(script));
    expect(extra.length, extra.join(", ")).toBeLessThanOrEqual(1);
    expect(withDiagram.size).toBeLessThanOrEqual(plain.size);
    expect([...withDiagram].filter((script) => /mermaid|medium-zoom/.test(script))).toEqual([]);
  });

  test("open in the site's image zoom from their button and from a click", async ({ page }) => {
    await page.goto(GUIDE);
    await waitForHydration(page);
    const button = page.getByRole("button", {
      name: "Zoom diagram: Pipeline flow: The example pipeline",
    });
    await expect(button).toBeVisible({ timeout: 5000 });
    const overlay = page.locator(".medium-zoom-overlay");
    const closeWithEscape = () =>
      expect(async () => {
        await page.keyboard.press("Escape");
        await expect(overlay).toHaveCount(0, { timeout: 500 });
      }).toPass();

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS("background-color", "rgba(0, 0, 0, 0.9)");
    const zoomed = page.locator(".medium-zoom-image--opened");
    await expect(zoomed).toHaveAttribute("alt", "Pipeline flow: The example pipeline");
    await closeWithEscape();
    await expect(button).toBeFocused();
    await expect(page.locator(".diagram-zoom-image")).toHaveCount(0);

    await diagram(page).click();
    await expect(overlay).toBeVisible();
    await closeWithEscape();
  });

  test("keep a readable size on a phone and scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(GUIDE);
    const svg = diagram(page);
    const drawnWidth = Number(await svg.getAttribute("width"));
    const box = await svg.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(drawnWidth * 0.75 - 1);
    const region = page.getByRole("group", { name: "Diagram, scrolls sideways" }).first();
    await expect(region).toHaveAttribute("tabindex", "0");
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The figure itself stays within the screen: only its inside scrolls.
    const figure = await page.locator("figure[data-diagram]").first().boundingBox();
    expect(figure!.x + figure!.width).toBeLessThanOrEqual(390);
  });
});

/**
 * RapiDoc's Try button of the operation it shows first (its shadow DOM is open), once the console
 * has drawn it. On a phone RapiDoc lists the operations folded: the first one is opened.
 */
async function firstTryButton(dialog: Locator): Promise<Locator> {
  const tryButton = dialog.getByRole("button", { name: "TRY", exact: true }).first();
  const folded = dialog.locator(".endpoint-head").first();
  await tryButton.or(folded).first().waitFor();
  if (!(await tryButton.isVisible())) await folded.click();
  await tryButton.waitFor();
  return tryButton;
}

test.describe("API overview", () => {
  test("says what the console needs, and where its calls fail, above the console", async ({
    page,
  }) => {
    await page.goto("/flowg/docs/api#console");
    const heading = page.getByRole("heading", { name: "Interactive console" });
    await expect(heading).toBeVisible();
    const note = page.getByText(
      /FlowG answers no preflight and, apart from the live feed of watch_logs, sends no CORS headers \(read from the code, not run\)/,
    );
    await expect(note).toBeVisible();
    await expect(note).toContainText("served from one origin");
  });

  test("the console says why a call failed, which RapiDoc reports only as 'Failed to fetch'", async ({
    page,
  }) => {
    // The spec's server, http://localhost:5080, is another origin than the site's; the browser
    // gets no answer it may read (here: the connection is refused, as CORS would leave it).
    await page.route("http://localhost:5080/**", (route) => route.abort("connectionrefused"));
    await page.goto("/flowg/docs/api");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Load the interactive console" }).click();
    const dialog = page.getByRole("dialog", { name: "FlowG API console" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("alert")).toBeHidden();
    await (await firstTryButton(dialog)).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("The request to http://localhost:5080 got no answer");
    await expect(alert).toContainText("FlowG answers no CORS preflight");
    await expect(alert).toContainText(
      "Either the server is not reachable, or the browser blocked the call",
    );
    await expect(alert).toContainText("run the curl command of the operation's page");
  });
});

test("the API console passes axe, RapiDoc's own markup included", async ({ page }) => {
  await page.goto("/flowg/docs/api");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Load the interactive console" }).click();
  await firstTryButton(page.getByRole("dialog", { name: "FlowG API console" }));
  expect(await axeViolations(page)).toEqual([]);
});

test("the API console adds no second main and no unnamed navigation", async ({ page }) => {
  await page.goto("/flowg/docs/api");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Load the interactive console" }).click();
  const dialog = page.getByRole("dialog", { name: "FlowG API console" });
  await firstTryButton(dialog);
  // The landmarks a screen reader lists in the dialog (Playwright's roles pierce RapiDoc's shadow DOM).
  // On a phone RapiDoc shows no navigation of its own (one page lists every operation).
  const navigations = page.viewportSize()!.width > 996 ? 1 : 0;
  const landmarks = async () => {
    await expect(dialog.getByRole("main")).toHaveCount(0);
    await expect(dialog.getByRole("navigation")).toHaveCount(navigations);
    await expect(dialog.getByRole("navigation", { name: "Console operations" })).toHaveCount(
      navigations,
    );
    await expect(dialog.getByRole("region", { name: "Console operation details" })).toBeVisible();
  };
  await landmarks();
  // Choosing another operation in RapiDoc's navigation redraws its view, not its landmarks.
  if (navigations) {
    await dialog
      .getByRole("navigation", { name: "Console operations" })
      .locator(".nav-bar-path")
      .filter({ hasText: "Change your own password" })
      .click();
    await expect(dialog.getByRole("heading", { name: "Change your own password" })).toBeVisible();
    await landmarks();
  }
});

test.describe("API changes", () => {
  test("open with a summary: what changed, how much, and whether you must act", async ({
    page,
  }) => {
    await page.goto("/flowg/docs/api/changes");
    const main = page.getByRole("main");
    const glance = main.getByRole("heading", { level: 2 }).first();
    await expect(glance).toHaveText("At a glance");
    const table = main.getByRole("table", { name: /^What changed since v0\.45\.8/ });
    // The first screen answers the question: the summary is in view at load, every column fits.
    await expect(table).toBeInViewport();
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    await expect(rows.filter({ hasText: "Environment variables removed" })).toContainText(
      "Yes, if you set them",
    );
    await expect(rows.filter({ hasText: "Operations added" })).toContainText(
      "No: new operations only.",
    );
    // A row with too many items to name points to its section.
    const flags = rows.filter({ hasText: "Commands, flags and configuration keys removed" });
    await flags.getByRole("link", { name: "See the list." }).click();
    await expect(page).toHaveURL(/#command-line$/);
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll("article .table-scroll")].some(
        (region) => region.scrollWidth > region.clientWidth + 1,
      ),
    );
    expect(overflow).toBe(false);
  });
});
