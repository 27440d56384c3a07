import { checkPage, test } from "./support/every-page";
import { everyPagePaths } from "../tests/support/sitemap";

/**
 * Every page (desktop project): the sitemap's, and the `noindex` pages of archived docs versions
 * and retired topics; accessible, and no third-party request.
 */
for (const path of everyPagePaths()) {
  test(`${path}: accessible, no third-party requests`, async ({ readerTab, baseURL }) => {
    await checkPage(readerTab, path, baseURL);
  });
}
