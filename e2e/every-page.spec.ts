import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { sitemapPaths } from "./support/sitemap";

/**
 * Every page of the sitemap, at both widths: zero axe (WCAG 2.1 AA) violations, and no request
 * leaves the site's own origin (no CDN, font, badge or analytics).
 */
for (const path of sitemapPaths()) {
  test(`${path}: accessible, no third-party requests`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && !url.startsWith("blob:") && new URL(url).origin !== origin)
        foreign.push(url);
    });
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await axeViolations(page)).toEqual([]);
    expect(foreign).toEqual([]);
  });
}
