import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { CURRENT_VERSION, gotoHydrated } from "./helpers";

/**
 * Search per docs version, on the all-features build: its current version (the FlowG release the site documents) and the
 * archived fixture version 0.44.0 (e2e/fixtures/versions/0.44.0) each have their own index.
 */

/** Requests for a version's search files (its name starts the files' names). */
function searchFileRequests(page: Page): (version: string) => string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return (version) =>
    urls.filter((url) =>
      new RegExp(`/search-index/${version.replace(/\./g, "\\.")}\\.[0-9a-f]{16}\\.`).test(url),
    );
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const combobox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search" });
const options = (page: Page) => dialog(page).getByRole("option");
const includeOthers = (page: Page) =>
  dialog(page).getByRole("checkbox", { name: "Include other versions" });

async function openSearch(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.keyboard.press("Control+k");
  await expect(combobox(page)).toBeFocused();
}

test.describe("search per docs version", () => {
  test("an archived page searches its own version, and loads only that index", async ({ page }) => {
    const requested = searchFileRequests(page);
    await openSearch(page, "/flowg/docs/0.44.0/guides/streams");
    await expect(dialog(page).getByText("Searching the v0.44.0 docs")).toBeVisible();
    await combobox(page).fill("installation");
    await expect(options(page).first()).toHaveAttribute(
      "data-url",
      "/docs/0.44.0/setup/installation",
    );
    for (const url of await options(page).evaluateAll((all) =>
      all.map((o) => o.getAttribute("data-url")),
    ))
      expect(url).toMatch(/^\/docs\/0\.44\.0\//);
    // Results of the version being read carry no version label.
    await expect(options(page).first()).not.toContainText("v0.44.0");
    expect(requested("0.44.0")).toHaveLength(3);
    expect(requested(CURRENT_VERSION)).toEqual([]);
  });

  test("outside the docs, search opens on the version the reader chose last", async ({ page }) => {
    await gotoHydrated(page, "/flowg/blog");
    await page.evaluate(() => localStorage.setItem("flowg.docs.preferredVersion", "0.44.0"));
    const requested = searchFileRequests(page);
    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await expect(dialog(page).getByText("Searching the v0.44.0 docs")).toBeVisible();
    await combobox(page).fill("installation");
    await expect(options(page).first()).toHaveAttribute(
      "data-url",
      "/docs/0.44.0/setup/installation",
    );
    expect(requested(CURRENT_VERSION)).toEqual([]);
  });

  test("the current version by default; the switch adds the others, labelled", async ({ page }) => {
    const requested = searchFileRequests(page);
    await openSearch(page, "/flowg/docs/guides/streams");
    await expect(dialog(page).getByText(`Searching the v${CURRENT_VERSION} docs`)).toBeVisible();
    await combobox(page).fill("stream tags");
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).and(page.locator('[data-url^="/docs/0.44.0/"]'))).toHaveCount(0);
    expect(requested("0.44.0")).toEqual([]);

    // Keyboard: the switch is a checkbox in the dialog's tab order; Space turns it on.
    await includeOthers(page).focus();
    await page.keyboard.press("Space");
    await expect(includeOthers(page)).toBeChecked();
    await expect(
      dialog(page).getByText(`Searching every version, v${CURRENT_VERSION} first`),
    ).toBeVisible();
    const archived = options(page).and(
      page.locator('[data-url="/docs/0.44.0/guides/stream-tags"]'),
    );
    await expect(archived).toBeVisible();
    await expect(archived).toContainText("v0.44.0");
    expect(requested("0.44.0")).toHaveLength(3);
    expect(await axeViolations(page)).toEqual([]);

    // The search page link keeps the scope.
    await expect(dialog(page).getByRole("link", { name: /See all|Search page/ })).toHaveAttribute(
      "href",
      "/flowg/search?q=stream%20tags&version=all",
    );
  });

  test("the search page filters by version, and the filter is in the address", async ({ page }) => {
    const requested = searchFileRequests(page);
    await gotoHydrated(page, "/flowg/search?q=installation&version=0.44.0");
    const filter = page.getByRole("main").getByRole("combobox", { name: "Version" });
    await expect(filter).toHaveValue("0.44.0");
    const results = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(results.first()).toHaveAttribute("href", "/flowg/docs/0.44.0/setup/installation");
    for (const href of await results.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/flowg\/docs\/0\.44\.0\//);
    expect(requested(CURRENT_VERSION)).toEqual([]);

    await filter.selectOption({ label: "All versions" });
    await expect(page).toHaveURL(/[?&]version=all(&|$)/);
    await expect(
      results.and(page.locator('[href="/flowg/docs/0.44.0/setup/installation"]')),
    ).toContainText("v0.44.0");
    await expect(results.and(page.locator('[href^="/flowg/docs/setup/"]')).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await filter.selectOption({ label: `v${CURRENT_VERSION} (current)` });
    await expect(page).not.toHaveURL(/version=/);
    await expect(results.first()).toBeVisible();
    for (const href of await results.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))
      expect(href).not.toMatch(/^\/flowg\/docs\/0\.44\.0\//);
  });
});
