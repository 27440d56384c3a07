import { expect } from "@playwright/test";
import { checkPage, test } from "./support/every-page";
import { sitemapPaths } from "../tests/support/sitemap";

/**
 * At 390 px (mobile project), one page of each template, since layout differences come from the
 * templates: the same checks as every-page.spec.ts runs on all pages at 1280 px.
 */
const SAMPLE = [
  "/flowg/",
  "/flowg/docs",
  "/flowg/docs/setup/installation",
  "/flowg/docs/usecases/forward-logs/datadog",
  "/flowg/docs/cli/flowg-client",
  "/flowg/docs/cli/flowg-client/flowg-client_stream_set",
  "/flowg/docs/api",
  "/flowg/docs/api/save-pipeline",
  "/flowg/blog",
  "/flowg/blog/elasticsearch-compatibility",
  "/flowg/blog/archive",
  "/flowg/blog/tags",
  "/flowg/blog/authors",
  "/flowg/404",
];

const listed = new Set(sitemapPaths());
test("the sample only names pages that exist", () => {
  expect(SAMPLE.filter((path) => path !== "/flowg/404" && !listed.has(path))).toEqual([]);
});

for (const path of SAMPLE) {
  test(`${path}: accessible at 390 px, no third-party requests`, async ({ readerTab, baseURL }) => {
    await checkPage(readerTab, path, baseURL);
  });
}

/**
 * The narrowest phone the site supports: nothing on a page of any template may be wider than the
 * screen (a single element too wide, even a visually hidden label, makes the whole page scroll
 * sideways).
 */
const NARROWEST = { width: 320, height: 640 };
const SIDEWAYS_SAMPLE = [
  ...SAMPLE,
  "/flowg/search",
  "/flowg/docs/guides/transformers/playground",
  "/flowg/docs/design/auth",
];

for (const path of SIDEWAYS_SAMPLE) {
  test(`${path}: does not scroll sideways at 320 px`, async ({ page }) => {
    await page.setViewportSize(NARROWEST);
    await page.goto(path);
    await page.locator("main").first().waitFor();
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(
      scrollWidth,
      `${path} is ${scrollWidth - clientWidth} px wider than the screen`,
    ).toBeLessThanOrEqual(clientWidth);
  });
}
