import { expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";

/** Loads `path` and checks it: zero axe (WCAG 2.1 AA) violations, no request off the site's origin. */
export async function checkPage(
  page: Page,
  path: string,
  baseURL: string | undefined,
): Promise<void> {
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
}
