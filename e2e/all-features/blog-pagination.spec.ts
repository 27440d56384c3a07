import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import { gotoHydrated } from "./helpers";

/**
 * blog.postsPerPage = 2 in the all-features build, whose blog has five posts (one real, four
 * fixtures from e2e/fixtures/blog): /blog, /blog/page/2 and /blog/page/3.
 */
const previews = (page: Page) => page.getByRole("main").getByRole("article");
const pager = (page: Page) => page.getByRole("navigation", { name: "Blog list pages" });

test("the blog list is split into pages linked newer to older, in the page and its head", async ({
  page,
}) => {
  await gotoHydrated(page, "/flowg/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FlowG Blog");
  await expect(previews(page)).toHaveCount(2);
  await expect(pager(page).getByRole("link")).toHaveCount(1);
  const older = pager(page).getByRole("link", { name: /Older posts/ });
  await expect(older).toHaveAttribute("rel", "next");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute(
    "href",
    "https://link-society.github.io/flowg/blog/page/2",
  );
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);

  await older.click();
  await expect(page).toHaveURL("/flowg/blog/page/2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("FlowG Blog (page 2 of 3)");
  await expect(page).toHaveTitle("FlowG Blog (page 2 of 3) | FlowG");
  await expect(previews(page)).toHaveCount(2);
  await expect(pager(page).getByRole("link", { name: /Newer posts/ })).toHaveAttribute(
    "rel",
    "prev",
  );
  expect(await axeViolations(page)).toEqual([]);

  await pager(page)
    .getByRole("link", { name: /Older posts/ })
    .click();
  await expect(page).toHaveURL("/flowg/blog/page/3");
  await expect(previews(page)).toHaveCount(1);
  await expect(previews(page).getByRole("heading")).toHaveText("Test post 1");
  await expect(pager(page).getByRole("link")).toHaveCount(1);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
    "href",
    "https://link-society.github.io/flowg/blog/page/2",
  );
});

test("every post is on exactly one page of the list, newest first", async ({ page }) => {
  const titles: string[] = [];
  for (const path of ["/flowg/blog", "/flowg/blog/page/2", "/flowg/blog/page/3"]) {
    await page.goto(path);
    titles.push(...(await previews(page).getByRole("heading").allTextContents()));
  }
  expect(titles).toEqual([
    "Elasticsearch API compatibility",
    "Test post 4",
    "Test post 3",
    "Test post 2",
    "Test post 1",
  ]);
});
