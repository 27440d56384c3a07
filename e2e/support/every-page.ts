import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";

/** Loads `path` and checks it: zero axe (WCAG 2.1 AA) violations, no request off the site's origin. */
export async function checkPage(
  page: Page,
  path: string,
  baseURL: string | undefined,
): Promise<void> {
  // The longest reference pages (35 flags, nested schemas) take axe a while on 2 cores.
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin)
      foreign.push(url);
  });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  // The static server follows GitHub Pages' rules: a canonical URL is served, never redirected.
  expect(response?.request().redirectedFrom()?.url() ?? null).toBeNull();
  expect(response?.status()).toBe(200);
  expect(await axeViolations(page)).toEqual([]);
  expect(foreign).toEqual([]);
}
