import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

/**
 * "Copy page" and "View as Markdown" on doc, CLI and API pages, the API overview included
 * (src/theme/CopyPage): the Markdown is fetched on the click only, lands in the clipboard, and
 * the outcome is announced.
 */
const PAGES = [
  "/flowg/docs/guides/streams",
  "/flowg/docs/cli/flowg-client/flowg-client_stream_set",
  "/flowg/docs/api/list-streams",
  "/flowg/docs/api",
];

for (const path of PAGES) {
  test(`${path}: copies the page's Markdown, fetched on click only`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // axe on a long page
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".md")) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);

    const copy = page.getByRole("button", { name: "Copy page" });
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
    expect(fetched).toEqual([`${path}.md`]);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(fs.readFileSync(`public${path.slice("/flowg".length)}.md`, "utf8"));
    expect(clipboard).toMatch(/^---\ntitle: /);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("works with the keyboard and says so when the copy fails", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // axe on a long page
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await page.route("**/*.md", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/flowg/docs/guides/streams");
  await waitForHydration(page);
  const copy = page.getByRole("button", { name: "Copy page" });
  await copy.focus();
  await page.keyboard.press("Enter");
  const status = page.getByRole("status").filter({ hasText: "Could not copy" });
  await expect(status).toHaveText(
    "Could not copy the page (the server answered 503). Use “View as Markdown” instead.",
  );
  await expect(status).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("View as Markdown opens the copy, served as text/markdown", async ({ page }) => {
  await page.goto("/flowg/docs/api/list-streams");
  const link = page.getByRole("link", { name: "View as Markdown" });
  await expect(link).toHaveAttribute("href", "/flowg/docs/api/list-streams.md");
  const [response] = await Promise.all([page.waitForResponse(/list-streams\.md$/), link.click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(await response.text()).toContain("# List streams and their settings");
});

test("pages without a Markdown copy have no control and no alternate link", async ({ page }) => {
  for (const path of ["/flowg/blog", "/flowg/blog/authors"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Copy page" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveCount(0);
  }
});
