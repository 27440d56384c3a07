import { expect, type Page } from "@playwright/test";
import flowg from "../../src/config/site";
import { waitForHydration } from "../support/hydration";

/** The current docs version of the build: the FlowG release the site documents (the version cut renames it). */
export const CURRENT_VERSION = flowg.productVersion;

/** The shared breakpoint: at this width or narrower the navbar collapses to a menu button. */
export const MOBILE_MAX_WIDTH = 996;

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= MOBILE_MAX_WIDTH;
}

export { waitForHydration };

export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The navbar (the page's banner landmark). */
export function navbar(page: Page) {
  return page.getByRole("banner");
}

/** Opens the mobile side panel (unless it is open) and returns it. */
export async function openMenu(page: Page) {
  const panel = page.getByRole("dialog", { name: "Navigation menu" });
  if (!(await panel.isVisible())) {
    await page.getByRole("button", { name: "Open the navigation menu" }).click();
  }
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * Where navbar items are on this width: the bar itself on desktop, the side panel (opened
 * here, on its main menu rather than the docs sidebar) on mobile.
 */
export async function navbarItems(page: Page) {
  if (!isMobile(page)) return navbar(page);
  const panel = await openMenu(page);
  const back = panel.getByRole("button", { name: "← Back to main menu" });
  if (await back.isVisible()) await back.click();
  return panel;
}

const INLINE_SCRIPT_FILE = /\/inline-[0-9a-f]{16}\.js$/;

/** Holds back every script of the page until `release()`: what a reader sees before hydration. */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Not the head's own scripts (no-flash colour mode and announcement bar, Gatsby's page path):
  // the build moves them from inline to files (node/inline-scripts.ts, for the CSP), and they
  // block the first paint as inline scripts do. Holding them would hold the page itself.
  await page.route(/\.js$/, async (route) => {
    if (INLINE_SCRIPT_FILE.test(new URL(route.request().url()).pathname)) return route.continue();
    await released;
    await route.continue();
  });
  return release;
}
