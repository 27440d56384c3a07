import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

/**
 * Requests for what search loads on first use: the index, the store, the lexicon (vocabulary
 * and synonyms) of a docs version (its name starts the files' names), the dialog and FlexSearch.
 */
const SEARCH_FILES =
  /\/search-index\/[0-9][0-9a-z.-]*\.[0-9a-f]{16}\.(index\.txt|store\.json|lexicon\.json)$/;
const SEARCH_CODE = /(search-dialog|flexsearch)[^/]*\.js$/;

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The shortcuts work once the page has hydrated: wait for it before pressing keys. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await waitForHydration(page);
}

const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the documentation" });
const combobox = (page: Page) => dialog(page).getByRole("combobox", { name: "Search" });

test.describe("search dialog", () => {
  test("nothing of search loads with the page; the index loads when search opens", async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await visit(page, "/flowg/docs/guides/streams");
    await page.waitForTimeout(500);
    expect(requests.filter((url) => SEARCH_FILES.test(url) || SEARCH_CODE.test(url))).toEqual([]);

    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await combobox(page).fill("retention");
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    expect(requests.filter((url) => SEARCH_FILES.test(url))).toHaveLength(3);
  });

  test("a query longer than eight words says that the rest is left out", async ({ page }) => {
    await visit(page, "/flowg/docs/guides/streams");
    await page.keyboard.press("Control+k");
    await combobox(page).fill(
      "stream retention size ttl index field query filter pipeline forwarder",
    );
    await expect(
      dialog(page).getByText("Only the first 8 words are searched: 2 more words are left out."),
    ).toBeVisible();
  });

  test("Ctrl+K and / open it from any page, but / stays a character in a field", async ({
    page,
  }) => {
    await visit(page, "/flowg/blog");
    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();

    await visit(page, "/flowg/docs/setup/installation");
    await page.keyboard.press("/");
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveValue("");
    await page.keyboard.press("Escape");

    await visit(page, "/flowg/search");
    const field = page.getByRole("main").getByRole("searchbox");
    await field.fill("api");
    await field.press("/");
    await expect(field).toHaveValue("api/");
    await expect(dialog(page)).toBeHidden();
  });

  test("what is typed right after Ctrl+K, while the dialog's code loads, is the query", async ({
    page,
  }) => {
    // The dialog's code arrives late, as on a slow network: every key below is typed before it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-dialog[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, "/flowg/docs/guides/streams");
    await page.keyboard.press("Control+k");
    await page.keyboard.type("reten");
    await page.keyboard.insertText("tion");
    await expect(combobox(page)).toHaveValue("retention");
    await expect(dialog(page)).toHaveAttribute("aria-busy", "true");

    release();
    await expect(dialog(page).getByRole("option").first()).toBeVisible();
    await expect(dialog(page)).not.toHaveAttribute("aria-busy", "true");
    // The caret is after the text, not selecting it: typing goes on from there.
    await page.keyboard.type(" policy");
    await expect(combobox(page)).toHaveValue("retention policy");
    await expect(combobox(page)).toBeFocused();

    // Escape before the code has loaded closes search and gives focus back.
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
  });

  test("results are grouped by kind, with the typed words marked and a live count", async ({
    page,
  }) => {
    await visit(page, "/flowg/docs");
    await page.keyboard.press("Control+k");
    await combobox(page).fill("flowg-client stream tail");
    const list = dialog(page).getByRole("listbox", { name: "Search results" });
    await expect(list.getByRole("group", { name: "CLI" })).toBeVisible();
    await expect(list.getByRole("group", { name: "Docs" })).toBeVisible();
    const first = list.getByRole("option").first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute(
      "data-url",
      "/docs/cli/flowg-client/flowg-client_stream_tail",
    );
    await expect(first.locator("mark").first()).toBeVisible();
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results$/);
    expect(await axeViolations(page)).toEqual([]);

    await combobox(page).fill("GET /api/v1/streams");
    await expect(list.getByRole("option").first()).toContainText("GET");
    await expect(list.getByRole("option").first()).toHaveAttribute(
      "data-url",
      "/docs/api/list-streams",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/flowg/docs/api/list-streams");
  });

  test("ArrowDown moves through the results and Enter opens the chosen one", async ({ page }) => {
    await visit(page, "/flowg/docs");
    await page.keyboard.press("Control+k");
    await combobox(page).fill("--max-size");
    const options = dialog(page).getByRole("option");
    await expect(options.first()).toHaveAttribute(
      "data-url",
      "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
    );
    await page.keyboard.press("ArrowDown");
    const second = options.nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(combobox(page)).toHaveAttribute(
      "aria-activedescendant",
      (await second.getAttribute("id"))!,
    );
    const target = (await second.getAttribute("data-url"))!;
    const before = await page.title();
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(`/flowg${target}`);
    // The address changes first; the new page renders (and takes the focus) a moment later.
    await expect(page).not.toHaveTitle(before);

    await page.keyboard.press("Control+k");
    await expect(combobox(page)).toHaveValue("--max-size");
    // The reopened dialog searches the kept words again; Enter acts on the results once shown.
    await expect(combobox(page)).toBeFocused();
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(
      "/flowg/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
    );
    await expect(page.locator("#flag-max-size")).toBeInViewport();
  });

  test("a result on the current page scrolls to its heading", async ({ page }) => {
    await visit(page, "/flowg/docs/guides/streams");
    await page.keyboard.press("Control+k");
    await combobox(page).fill("retention by size");
    await expect(dialog(page).getByRole("option").first()).toHaveAttribute(
      "data-url",
      "/docs/guides/streams#retention-by-size",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/flowg/docs/guides/streams#retention-by-size");
    await expect(page.getByRole("heading", { name: "Retention by size" })).toBeInViewport();
  });

  test("the flowg:open-search event opens it too (the navbar search item kind)", async ({
    page,
  }) => {
    await visit(page, "/flowg/blog");
    await page.evaluate(() => window.dispatchEvent(new Event("flowg:open-search")));
    await expect(combobox(page)).toBeFocused();
  });

  test("Escape closes the dialog and focus returns to the search button", async ({ page }) => {
    await visit(page, "/flowg/docs/guides/streams");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
      name: "Search",
    });
    await expect(button).toBeVisible();
    await button.click();
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true");
    await expect(combobox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("a misspelt word: results for the correction, and the way back to the words as typed", async ({
    page,
  }) => {
    await visit(page, "/flowg/docs");
    await page.keyboard.press("Control+k");
    await combobox(page).fill("trasnformer");
    const first = dialog(page).getByRole("option").first();
    await expect(first).toHaveAttribute("data-url", "/docs/guides/transformers");
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results for “transformer”$/);
    await expect(dialog(page).getByText("Showing results for transformer.")).toBeVisible();
    await expect(first.locator("mark").first()).toHaveText(/^transformer$/i);
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).getByRole("button", { name: "Search instead for “trasnformer”" }).click();
    await expect(dialog(page).getByRole("status")).toHaveText("No results for “trasnformer”.");
    await expect(dialog(page).getByRole("option")).toHaveCount(0);
    await expect(combobox(page)).toBeFocused();
    await dialog(page).getByRole("button", { name: "transformer", exact: true }).click();
    await expect(combobox(page)).toHaveValue("transformer");
    await expect(first).toHaveAttribute("data-url", "/docs/guides/transformers");
    await expect(dialog(page).getByText(/Showing results for/)).toBeHidden();
  });

  test("no results: says so and links to the search page", async ({ page }) => {
    await visit(page, "/flowg/docs");
    await page.keyboard.press("Control+k");
    await combobox(page).fill("zzyzx");
    await expect(dialog(page).getByRole("status")).toHaveText("No results for “zzyzx”.");
    await expect(combobox(page)).toHaveAttribute("aria-expanded", "false");
    await dialog(page).getByRole("link", { name: "search page", exact: true }).click();
    await expect(page).toHaveURL("/flowg/search?q=zzyzx");
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe("search page", () => {
  test("lists every result of ?q= grouped, and keeps the address in step with the field", async ({
    page,
  }) => {
    await visit(page, "/flowg/search?q=stream%20tail");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    const field = page.getByRole("main").getByRole("searchbox");
    await expect(field).toHaveValue("stream tail");
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “stream tail”$/);
    await expect(page.getByRole("heading", { level: 2, name: /^CLI/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Docs/ })).toBeVisible();
    const top = page.getByRole("main").getByRole("link").first();
    await expect(top).toHaveAttribute(
      "href",
      "/flowg/docs/cli/flowg-client/flowg-client_stream_tail",
    );
    expect(await axeViolations(page)).toEqual([]);

    await field.fill("FLOWG_API_TOKEN");
    await expect(page).toHaveURL("/flowg/search?q=FLOWG_API_TOKEN");
    await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute(
      "href",
      "/flowg/docs/cli/flowg-client#flag-api-token",
    );
    await page.getByRole("main").getByRole("link").first().click();
    await expect(page).toHaveURL("/flowg/docs/cli/flowg-client#flag-api-token");
  });
});

test.describe("search page, misspelt query", () => {
  test("shows the corrected results and searches the words as typed on request", async ({
    page,
  }) => {
    await visit(page, "/flowg/search?q=pipline");
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “pipeline”$/);
    // The corrected word's pages, the pipelines guide first (before "Testing a Pipeline").
    await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute(
      "href",
      "/flowg/docs/guides/pipelines",
    );
    await page.getByRole("button", { name: "Search instead for “pipline”" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "No results for “pipline”. Check the spelling or try fewer words.",
    );
    await page.getByRole("button", { name: "pipeline", exact: true }).click();
    await expect(page).toHaveURL("/flowg/search?q=pipeline");
    await expect(page.getByRole("status")).toHaveText(/^\d+ results for “pipeline”$/);
  });
});
