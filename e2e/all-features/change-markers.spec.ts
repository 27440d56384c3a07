import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { CURRENT_VERSION, gotoHydrated, isMobile, openMenu } from "./helpers";

/**
 * "New in" / "Changed in" markers and the "API changes since" page (issue 26). The all-features
 * build keeps a made-up archived version 0.44.0 (e2e/fixtures/versions/0.44.0): its API lacks
 * query_stream's `filter` parameter and has a list_stream_tags operation the current one lacks,
 * its flowg-health has a --timeout flag; flowg-client does not exist in it.
 */

/** The page is no wider than the window (nothing forces a sideways scroll at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const article = (page: Page) => page.getByRole("article");

test.describe("change markers", () => {
  test("a changed operation: its marker under the endpoint and the new parameter's", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/api/query-stream");
    // The comparison is the marker's tooltip, and part of its text for screen readers.
    const marker = article(page).getByTitle("differs from v0.44.0");
    await expect(marker).toHaveCount(1);
    await expect(marker).toBeVisible();
    await expect(marker).toHaveText(`Changed in v${CURRENT_VERSION} (differs from v0.44.0)`);
    const filterRow = page
      .getByRole("table", { name: "Parameters" })
      .getByRole("row")
      .filter({ has: page.getByText("filter", { exact: true }) });
    await expect(filterRow.getByTitle("not in v0.44.0")).toHaveText(
      `New in v${CURRENT_VERSION} (not in v0.44.0)`,
    );
    // Parameters that were already there carry no marker.
    await expect(
      page.getByRole("table", { name: "Parameters" }).getByText(/^(New|Changed) in/),
    ).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // The keyboard reaches the link to every change.
    const link = article(page).getByRole("link", { name: "Every API change since v0.44.0" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flowg\/docs\/api\/changes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API changes since v0.44.0");
  });

  test("an operation that did not change has no marker", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/api/list-streams");
    await expect(
      article(page).getByText(
        new RegExp(`^(New|Changed) in v${CURRENT_VERSION.replaceAll(".", "\\.")}`),
      ),
    ).toHaveCount(0);
  });

  test("the archived version's pages show no markers", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/0.44.0/api/query-stream");
    await expect(article(page).getByText(/^(New|Changed) in/)).toHaveCount(0);
  });

  test("CLI: a command that lost a flag is changed, a command of a new program is new", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/cli/flowg-health");
    await expect(article(page).getByTitle("differs from v0.44.0")).toHaveText(
      `Changed in v${CURRENT_VERSION} (differs from v0.44.0)`,
    );
    await expect(
      article(page).getByRole("link", { name: "Every command-line change since v0.44.0" }),
    ).toHaveAttribute("href", "/flowg/docs/api/changes#command-line");
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    await gotoHydrated(page, "/flowg/docs/cli/flowg-client");
    // A new command's flags and variables are new with it: one marker says so.
    await expect(article(page).getByText(/^(New|Changed) in/)).toHaveCount(1);
    await expect(article(page).getByTitle("not in v0.44.0")).toBeVisible();
  });
});

test.describe("the API changes page", () => {
  test("lists what changed, links each operation, and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/api/changes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("API changes since v0.44.0");
    for (const name of [
      "Added operations",
      "Removed operations",
      "Changed operations",
      "Command line",
      "Environment variables",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    // A removed operation links to its page in the archived version.
    await expect(
      article(page).getByRole("link", { name: "list_stream_tags", exact: true }),
    ).toHaveAttribute("href", "/flowg/docs/0.44.0/api/list-stream-tags");
    await expect(article(page).getByText("New optional query parameter filter")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
  });

  test("is in the API section of the sidebar, and its Markdown copy is in llms.txt", async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, "/flowg/docs/api/changes");
    const sidebar = isMobile(page)
      ? (await openMenu(page)).getByRole("navigation", { name: "Docs sidebar" })
      : page.getByRole("complementary", { name: "Docs navigation" });
    await expect(sidebar.getByRole("link", { name: "API changes since v0.44.0" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const copy = await request.get("/flowg/docs/api/changes.md");
    expect(copy.status()).toBe(200);
    const markdown = await copy.text();
    expect(markdown).toContain("# API changes since v0.44.0");
    expect(markdown).toContain("## Removed operations");
    const llms = await (await request.get("/flowg/llms.txt")).text();
    expect(llms).toContain("[API changes since v0.44.0](");
    expect(llms).toContain("/flowg/docs/api/changes.md)");
  });
});
