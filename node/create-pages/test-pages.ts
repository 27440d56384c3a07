import path from "node:path";
import type { CreatePagesArgs } from "gatsby";

/**
 * Test-only pages of the all-features e2e build (`testing.pages` in its site configuration);
 * the FlowG build never creates them. Their components live with the e2e fixtures.
 */
export const TEST_PAGES = {
  "/__test/crash": "e2e/fixtures/pages/crash.tsx",
  "/__test/hydration": "e2e/fixtures/pages/hydration.tsx",
  "/__test/zoom": "e2e/fixtures/pages/zoom.tsx",
} as const;

export function createTestPages({ actions }: CreatePagesArgs): void {
  for (const [route, component] of Object.entries(TEST_PAGES)) {
    actions.createPage({ path: route, component: path.resolve(component), context: {} });
  }
}
