import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration } from "./hydration";

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
  const response = await page.goto(path);
  // The static server follows GitHub Pages' rules: a canonical URL is served, never redirected.
  expect(response?.request().redirectedFrom()?.url() ?? null).toBeNull();
  expect(response?.status()).toBe(200);
  // axe checks the page as a reader meets it: hydrated, its effects run.
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  // Whatever the page fetches late (prefetches when idle) has been asked for by the time the
  // network has been quiet for half a second; axe's run usually covers that wait.
  await page.waitForLoadState("networkidle");
  expect(foreign).toEqual([]);
}
