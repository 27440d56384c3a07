import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";

/**
 * A `%` that is not valid percent-encoding in the URL's fragment once blanked every page:
 * Gatsby's scroll handler decodes the hash without catching the URIError, and React removes the
 * page (gatsbyjs/gatsby#26828; src/theme-common/fragment.ts).
 */
const PAGE = "/flowg/docs/guides/streams";
const HOSTILE = ["#%", "#100%", "#%zz", "#%E0%A4%A"];

/** Collects the page's uncaught errors (React's own report of the removal among them). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function expectPageShown(page: Page): Promise<void> {
  // The page's title and text stay, after React has settled.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))),
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("main").innerText()).toContain("stream");
}

for (const hash of HOSTILE) {
  test(`opening ${PAGE}${hash} keeps the page`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`${PAGE}${hash}`);
    await waitForHydration(page);
    await expectPageShown(page);
    expect(errors).toEqual([]);
  });
}

test("a click on an in-page link to #50% keeps the page", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "#50%";
    link.textContent = "Half way";
    link.id = "hostile-link";
    document.querySelector("main")!.prepend(link);
  });
  await page.locator("#hostile-link").click();
  await expect(page).toHaveURL(/#50%$/);
  await expectPageShown(page);
  expect(errors).toEqual([]);
});

test("a well-formed fragment still scrolls to its heading", async ({ page }) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const heading = page.locator("main h2[id]").nth(2);
  const id = await heading.getAttribute("id");
  await page.evaluate((target) => {
    const link = document.createElement("a");
    link.href = `#${target}`;
    link.textContent = "Jump";
    link.id = "good-link";
    document.querySelector("main")!.prepend(link);
  }, id);
  await page.locator("#good-link").click();
  await expect(heading).toBeInViewport();
});
