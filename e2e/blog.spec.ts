import { expect, test } from "@playwright/test";

test.describe("blog", () => {
  test("the list shows every post with meta, excerpt and read more", async ({ page }) => {
    await page.goto("/flowg/blog");
    await expect(page).toHaveTitle("FlowG Blog | FlowG");
    const post = page.getByRole("article").first();
    await expect(
      post.getByRole("heading", { name: "Elasticsearch API compatibility" }),
    ).toBeVisible();
    await expect(post.locator("time")).toHaveAttribute("datetime", "2025-08-25");
    await expect(post.getByText(/min read/)).toBeVisible();
    await expect(post.getByRole("link", { name: "David Delassus" })).toBeVisible();
    await post.getByRole("link", { name: /Read more/ }).click();
    await expect(page).toHaveURL(/\/flowg\/blog\/elasticsearch-compatibility$/);
  });

  test("a post has author cards, tags, a table of contents and structured data", async ({
    page,
  }) => {
    await page.goto("/flowg/blog/elasticsearch-compatibility");
    await expect(
      page.getByRole("heading", { level: 1, name: "Elasticsearch API compatibility" }),
    ).toBeVisible();
    await expect(page.getByRole("main").getByText("Co-creator of FlowG")).toBeVisible();
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      "2025-08-25",
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")["@type"]).toBe("BlogPosting");
    await page
      .getByRole("list", { name: "Tags" })
      .getByRole("link", { name: "elastcisearch" })
      .click();
    await expect(page).toHaveURL(/\/flowg\/blog\/tags\/elastcisearch$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "1 post tagged “elastcisearch”",
    );
    await page.getByRole("link", { name: "View all tags" }).click();
    const tagList = page.getByRole("main").getByRole("list");
    await expect(tagList.getByRole("link", { name: /^release 1/ })).toHaveAttribute(
      "href",
      "/flowg/blog/tags/release",
    );
    await expect(tagList.getByRole("link", { name: /^compat 1/ })).toHaveAttribute(
      "href",
      "/flowg/blog/tags/compat",
    );
  });

  test("archive and authors pages", async ({ page }) => {
    await page.goto("/flowg/blog/archive");
    await expect(page.getByRole("heading", { level: 2, name: "2025" })).toBeVisible();
    await page.goto("/flowg/blog/authors");
    await expect(page.getByText("1 post")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "David Delassus" }).click();
    await expect(page).toHaveURL(/\/flowg\/blog\/authors\/linkdd$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Posts by David Delassus" }),
    ).toBeVisible();
  });

  test("RSS and Atom feeds parse and use absolute URLs", async ({ page, request }) => {
    await page.goto("/flowg/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/flowg/blog/rss.xml",
    );
    for (const [path, root] of [
      ["/flowg/blog/rss.xml", "rss"],
      ["/flowg/blog/atom.xml", "feed"],
    ] as const) {
      const xml = await (await request.get(path)).text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.nodeName,
          links: [...doc.querySelectorAll("item > link, entry > link")].map(
            (l) => l.textContent || l.getAttribute("href"),
          ),
        };
      }, xml);
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe(root);
      expect(parsed.links).toEqual([
        "https://link-society.github.io/flowg/blog/elasticsearch-compatibility",
      ]);
    }
  });
});
