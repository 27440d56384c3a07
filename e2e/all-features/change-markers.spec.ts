import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { CURRENT_VERSION, gotoHydrated, isMobile, openMenu } from "./helpers";

/**
 * "New since" / "Changed since" markers and the "API changes since" page (issue 26). Markers compare the
 * current version with the one before it, FlowG's own v0.45.8 archive: query_stream gained the
 * `indexing` parameter, list_transformers did not change, flowg-server lost 35 flags for
 * `--config` and flowg-client gained the system-config group. The made-up 0.44.0 is older still
 * and takes no part in the markers.
 */

/** The archived version the markers compare with: the newest archived one. */
const PREVIOUS = "v0.45.8";

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
    // The operation's marker first; then the two response fields that became required.
    const markers = article(page).getByTitle(`in v${CURRENT_VERSION}, different in ${PREVIOUS}`);
    await expect(markers).toHaveCount(3);
    await expect(markers.first()).toBeVisible();
    await expect(markers.first()).toHaveText(
      `Changed since ${PREVIOUS} (in v${CURRENT_VERSION}, different in ${PREVIOUS})`,
    );
    const indexingRow = page
      .getByRole("table", { name: "Parameters" })
      .getByRole("row")
      .filter({ has: page.getByText("indexing", { exact: true }) });
    await expect(indexingRow.getByTitle(`in v${CURRENT_VERSION}, not in ${PREVIOUS}`)).toHaveText(
      `New since ${PREVIOUS} (in v${CURRENT_VERSION}, not in ${PREVIOUS})`,
    );
    // Parameters that were already there carry no marker.
    await expect(
      page.getByRole("table", { name: "Parameters" }).getByText(/^(New|Changed) since/),
    ).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // The keyboard reaches the link to every change.
    const link = article(page).getByRole("link", { name: `Every API change since ${PREVIOUS}` });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flowg\/docs\/api\/changes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `API changes since ${PREVIOUS}`,
    );
  });

  test("an operation that did not change has no marker", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/api/list-transformers");
    await expect(
      article(page).getByText(
        new RegExp(`^(New|Changed) since ${PREVIOUS.replaceAll(".", "\\.")}`),
      ),
    ).toHaveCount(0);
  });

  test("the API overview marks its operations and counts them above the lists", async ({
    page,
  }) => {
    await gotoHydrated(page, "/flowg/docs/api");
    // An operation's entry in its tag's list (the permissions table links it by summary only).
    const entry = (slug: string, path: string) =>
      article(page).locator(`a[href="/flowg/docs/api/${slug}"]`, { hasText: path });
    await expect(
      entry("query-stream", "/api/v1/streams/{stream}/logs").getByTitle(
        `in v${CURRENT_VERSION}, different in ${PREVIOUS}`,
      ),
    ).toHaveText(`Changed since ${PREVIOUS} (in v${CURRENT_VERSION}, different in ${PREVIOUS})`);
    await expect(entry("list-transformers", "/api/v1/transformers")).toHaveCount(1);
    await expect(
      entry("list-transformers", "/api/v1/transformers").getByText(/^(New|Changed) since/),
    ).toHaveCount(0);
    // The sentence's counts are the markers' own.
    const added = await article(page)
      .getByTitle(`in v${CURRENT_VERSION}, not in ${PREVIOUS}`)
      .count();
    const changed = await article(page)
      .getByTitle(`in v${CURRENT_VERSION}, different in ${PREVIOUS}`)
      .count();
    expect(added).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
    const sentence = article(page).getByText(`Compared with ${PREVIOUS},`);
    await expect(sentence).toContainText(
      `${added} operations are new and ${changed} have changed (marked in the lists below).`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await sentence.getByRole("link", { name: `Every API change since ${PREVIOUS}` }).click();
    await expect(page).toHaveURL(/\/flowg\/docs\/api\/changes$/);
  });

  test("the archived versions' pages show no markers", async ({ page }) => {
    for (const version of ["0.45.8", "0.44.0"]) {
      for (const route of ["api/query-stream", "api"]) {
        await gotoHydrated(page, `/flowg/docs/${version}/${route}`);
        await expect(article(page).getByText(/^(New|Changed) since/)).toHaveCount(0);
        await expect(article(page).getByText(/^Compared with/)).toHaveCount(0);
      }
    }
  });

  test("CLI: a command that lost flags is changed, a new command is new", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/cli/flowg-server");
    await expect(
      article(page).getByTitle(`in v${CURRENT_VERSION}, different in ${PREVIOUS}`).first(),
    ).toHaveText(`Changed since ${PREVIOUS} (in v${CURRENT_VERSION}, different in ${PREVIOUS})`);
    await expect(
      article(page).getByRole("link", { name: `Every command-line change since ${PREVIOUS}` }),
    ).toHaveAttribute("href", "/flowg/docs/api/changes#command-line");
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    await gotoHydrated(page, "/flowg/docs/cli/flowg-client/flowg-client_system-config_show");
    // A new command's flags and variables are new with it: one marker says so.
    await expect(article(page).getByText(/^(New|Changed) since/)).toHaveCount(1);
    await expect(
      article(page).getByTitle(`in v${CURRENT_VERSION}, not in ${PREVIOUS}`),
    ).toBeVisible();
  });
});

test.describe("the API changes page", () => {
  test("lists what changed, links each operation, and passes axe", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs/api/changes");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `API changes since ${PREVIOUS}`,
    );
    for (const name of [
      "Added operations",
      "Removed operations",
      "Changed operations",
      "Command line",
      "Environment variables",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    // An added operation links to its page; v0.63.0 removed none of v0.45.8's.
    await expect(
      article(page).getByRole("link", { name: "test_pipeline", exact: true }),
    ).toHaveAttribute("href", "/flowg/docs/api/test-pipeline");
    await expect(article(page).getByText("No operation of v0.45.8 was removed.")).toBeVisible();
    await expect(article(page).getByText("New optional query parameter indexing")).toBeVisible();
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
    await expect(
      sidebar.getByRole("link", { name: `API changes since ${PREVIOUS}` }),
    ).toHaveAttribute("aria-current", "page");

    const copy = await request.get("/flowg/docs/api/changes.md");
    expect(copy.status()).toBe(200);
    const markdown = await copy.text();
    expect(markdown).toContain(`# API changes since ${PREVIOUS}`);
    expect(markdown).toContain("## Removed operations");
    const llms = await (await request.get("/flowg/llms.txt")).text();
    expect(llms).toContain(`[API changes since ${PREVIOUS}](`);
    expect(llms).toContain("/flowg/docs/api/changes.md)");
  });
});
