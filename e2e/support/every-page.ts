import { test as base, expect, type Page, type Request } from "@playwright/test";
import { axeViolations } from "./axe";
import { waitForHydration } from "./hydration";

/**
 * The page-by-page checks (every sitemap page at 1280 px, one page per template at 390 px) load
 * their pages one after the other in one tab per test worker, as a reader browsing the site
 * would, instead of a new browser context per page: the site's scripts then come from the HTTP
 * cache and each check costs the page, not a browser start. Each
 * page is still a full load, and the tab's storage is emptied after each check, so every page is
 * checked as a first visit sees it.
 */
export const test = base.extend<object, { readerTab: Page }>({
  readerTab: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, hasTouch, isMobile, userAgent, deviceScaleFactor, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        hasTouch,
        isMobile,
        userAgent,
        deviceScaleFactor,
        baseURL,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

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
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin)
      foreign.push(url);
  };
  page.on("request", onRequest);
  try {
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
  } finally {
    page.off("request", onRequest);
    // The next page is checked as a first visit: nothing the reader chose here carries over.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined); // a page that failed to load has nothing to clear
  }
}
