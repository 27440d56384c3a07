import { checkPage, test } from "./support/every-page";
import { sitemapPaths } from "../tests/support/sitemap";

/** Every page of the sitemap (desktop project): accessible, and no third-party request. */
for (const path of sitemapPaths()) {
  test(`${path}: accessible, no third-party requests`, async ({ readerTab, baseURL }) => {
    await checkPage(readerTab, path, baseURL);
  });
}
