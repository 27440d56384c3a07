import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { gotoHydrated, navbarItems } from "./helpers";

/** Records whether the progress bar was ever added to the page. */
async function watchProgressBar(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: boolean };
    w.progressSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) w.progressSeen = true;
    }).observe(document.body, { childList: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);
}

test.describe("route progress bar", () => {
  test("shows while a navigation takes longer than 200 ms", async ({ page }) => {
    await gotoHydrated(page, "/flowg/");
    await page.route("**/page-data/blog/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const items = await navbarItems(page);
    await items.getByRole("link", { name: "Blog", exact: true }).click();
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("aria-valuenow", /^(8|9|1\d)$/);
    await expect(page).toHaveURL(/\/flowg\/blog$/);
    await expect(bar).toHaveCount(0);
  });

  test("stays hidden for a fast navigation", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs");
    // The page's code and data are at hand (as after a prefetch): the navigation is quick.
    await page.evaluate(() =>
      (
        window as unknown as { ___loader: { loadPage(p: string): Promise<unknown> } }
      ).___loader.loadPage("/flowg/docs/setup/installation"),
    );
    const seen = await watchProgressBar(page);
    const items = await navbarItems(page);
    await items.getByRole("link", { name: "Install", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
    await page.waitForTimeout(400);
    expect(await seen()).toBe(false);
  });
});

test.describe("load failures", () => {
  test("a page whose data fails to load is reloaded", async ({ page }) => {
    // Gatsby tries a page's data 4 times before it gives up on a client-side navigation.
    await gotoHydrated(page, "/flowg/");
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await page.route("**/page-data/blog/page-data.json", (route) => route.abort(), { times: 4 });
    const items = await navbarItems(page);
    await items.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/flowg\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before);
  });

  test("a page that keeps failing is reloaded once, not in a loop", async ({ page }) => {
    let loads = 0;
    page.on("load", () => loads++);
    await page.route("**/page-data/docs/setup/installation/page-data.json", (route) =>
      route.abort(),
    );
    await page.goto("/flowg/docs/setup/installation");
    await page.waitForTimeout(4000);
    expect(loads).toBe(2);
    const flag = await page.evaluate(() =>
      sessionStorage.getItem("flowg.reloadedAfterLoadFailure:/flowg/docs/setup/installation"),
    );
    expect(flag).toBe("1");
  });
});

test.describe("a page whose data does not load is never taken for a missing page", () => {
  const PAGE = "/flowg/docs/setup/installation";
  const DATA = "**/page-data/docs/setup/installation/page-data.json";
  const answers = {
    "404": { status: 404, contentType: "text/html", body: "<h1>Not found</h1>" },
    "text that is not JSON": { status: 200, contentType: "application/json", body: "oops" },
    "a proxy's HTML page with 200": {
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Sign in to the network</title><p>Sign in first.</p>",
    },
  };
  for (const [name, answer] of Object.entries(answers)) {
    test(`data answered with ${name}: one reload, then the server's page stays`, async ({
      page,
    }) => {
      let loads = 0;
      page.on("load", () => loads++);
      await page.route(DATA, (route) => route.fulfill(answer));
      await page.goto(PAGE);
      await expect.poll(() => loads).toBe(2);
      await page.waitForTimeout(1500);
      expect(loads).toBe(2);
      await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
      await expect(page.getByText("Page not found")).toHaveCount(0);
    });
  }

  test("data that fails once: the reload shows the page, working", async ({ page }) => {
    await page.route(DATA, (route) => route.fulfill(answers["404"]), { times: 1 });
    await gotoHydrated(page, PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
  });

  test("a link to a page whose data answers 404 asks the server", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs");
    await page.route(DATA, (route) => route.fulfill(answers["404"]), { times: 1 });
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await page.evaluate(() =>
      (window as unknown as { ___navigate(to: string): void }).___navigate(
        "/flowg/docs/setup/installation",
      ),
    );
    await page.waitForFunction(() => !(window as unknown as { before?: boolean }).before);
    await expect(page).toHaveURL(/\/flowg\/docs\/setup\/installation$/);
    await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
    await expect(page.getByText("Page not found")).toHaveCount(0);
  });

  test("a missing page still says so, without a reload", async ({ page }) => {
    let loads = 0;
    page.on("load", () => loads++);
    await gotoHydrated(page, "/flowg/docs/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/flowg\/docs\/no-such-page$/);
    expect(loads).toBe(1);
  });

  test("data without its page context: the crash page, inside the site's shell", async ({
    page,
  }) => {
    let broken = true;
    // The page's own data, read from the build rather than fetched through the route: a reload
    // can end a fetch still under way.
    const file = "public-all-features/page-data/docs/setup/installation/page-data.json";
    await page.route(DATA, (route) => {
      const data = JSON.parse(fs.readFileSync(file, "utf8")) as {
        result: { pageContext: unknown };
      };
      if (broken) data.result.pageContext = null;
      return route.fulfill({ json: data });
    });
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1, name: "This page crashed." })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // "Try again" fetches the page again: with its data whole, the page renders.
    broken = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Installation" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
  });
});

test.describe("crash page", () => {
  test("shows the error and its causes, retries, and keeps navbar and footer usable", async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto("/flowg/__test/crash");
    await expect(page.getByRole("heading", { level: 1, name: "This page crashed." })).toBeVisible();
    await expect(page).toHaveTitle("This page crashed.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Test crash: this page failed on purpose");
    await expect(alert).toContainText("Cause: The data it needed was missing");
    await expect(alert).toContainText("Cause: Network down");

    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("This page rendered.")).toBeVisible();
    await page.getByRole("button", { name: "Crash this page" }).click();
    await expect(page.getByRole("heading", { name: "This page crashed." })).toBeVisible();

    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Installation" }),
    ).toBeVisible();
    const items = await navbarItems(page);
    await items.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/flowg\/blog$/);
    await expect(page.getByRole("heading", { name: "This page crashed." })).toHaveCount(0);
  });
});

test.describe("image zoom", () => {
  const zoomable = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Zoom image: A checkered test diagram" });

  test("zooms images of zoomable blocks with the pointer and the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/flowg/__test/zoom");
    await expect(zoomable(page)).toBeVisible({ timeout: 5000 });
    await expect(zoomable(page)).toHaveAttribute("tabindex", "0");
    await expect(
      page.getByRole("img", { name: "A test diagram that does not zoom" }),
    ).not.toHaveAttribute("role", "button");

    const overlay = page.locator(".medium-zoom-overlay");
    // medium-zoom ignores Escape while its opening animation runs: retry until it closes.
    const closeWithEscape = () =>
      expect(async () => {
        await page.keyboard.press("Escape");
        await expect(overlay).toHaveCount(0, { timeout: 500 });
      }).toPass();

    await zoomable(page).click();
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS("background-color", "rgba(0, 0, 0, 0.9)");
    await closeWithEscape();

    await zoomable(page).focus();
    await page.keyboard.press("Enter");
    await expect(overlay).toBeVisible();
    await closeWithEscape();
    await expect(zoomable(page)).toBeFocused();
  });

  test("attaches after a route change, and loads only where there are zoomable images", async ({
    page,
  }) => {
    const zoomChunks: string[] = [];
    page.on("request", (request) => {
      if (/medium-zoom/.test(request.url())) zoomChunks.push(request.url());
    });
    await gotoHydrated(page, "/flowg/docs/setup/installation");
    await page.waitForTimeout(1500);
    expect(zoomChunks).toEqual([]);
    await page.evaluate(() =>
      (window as unknown as { ___navigate(to: string): void }).___navigate("/flowg/__test/zoom"),
    );
    await expect(zoomable(page)).toBeVisible({ timeout: 5000 });
    expect(zoomChunks).toHaveLength(1);
  });
});

test.describe("footer", () => {
  test("shows link columns, the logo and the copyright", async ({ page }) => {
    await gotoHydrated(page, "/flowg/docs");
    const footer = page.getByRole("contentinfo");
    for (const title of ["Docs", "Community", "More"]) {
      await expect(footer.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Installation" })).toHaveAttribute(
      "href",
      "/flowg/docs/setup/installation",
    );
    await expect(footer.getByRole("link", { name: /Issues/ })).toHaveAttribute("target", "_blank");
    await expect(footer.getByRole("link", { name: "FlowG home" })).toHaveAttribute(
      "href",
      "/flowg/",
    );
    await expect(footer.getByRole("link", { name: "CC BY-SA 4.0" })).toBeVisible();
    await footer.getByRole("link", { name: "FlowG home" }).click();
    await expect(page).toHaveURL(/\/flowg\/?$/);
  });
});

test.describe("hydration", () => {
  test("is done in slices, letting the browser run other tasks in between", async ({ page }) => {
    // 40 parts of 4 ms each (e2e/fixtures/pages/hydration.tsx): one task of 160 ms if React
    // hydrated at once, so a timer started before hydration could not fire until it ended.
    await gotoHydrated(page, "/flowg/__test/hydration");
    const seen = await page.evaluate(
      () => (window as unknown as { __hydrationProbe: { seen: number[] } }).__hydrationProbe.seen,
    );
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBeGreaterThan(5);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(40);
  });
});
