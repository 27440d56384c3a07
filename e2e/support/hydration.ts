import type { Page } from "@playwright/test";

/** Waits until React has hydrated the page (Gatsby marks its first client render). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
  );
}
