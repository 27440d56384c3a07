import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

/**
 * Browser tests against the production builds, served by scripts/serve.mjs exactly as
 * `make serve` does: the FlowG site (public/, projects "desktop" and "mobile") and the
 * all-features test build (public-all-features/, built with e2e/fixtures/site.all-features.ts;
 * projects "all-features-desktop" and "all-features-mobile", tests in e2e/all-features/).
 * Debian's Chromium is used: Playwright cannot download its own browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 9010);
const ALL_FEATURES_PORT = Number(process.env.E2E_ALL_FEATURES_PORT ?? PORT + 1);
const ALL_FEATURES_TESTS = "all-features/**";

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = {
  ...devices["Desktop Chrome"],
  viewport: { width: 390, height: 844 },
  isMobile: false,
  hasTouch: true,
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/summary/playwright.json" }]],
  // Playwright empties its output folder when it starts: a folder of its own keeps the unit and
  // build-gate reports in test-results/summary/, which the final "N passed" line sums.
  outputDir: "test-results/playwright",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs a fifth to a third of a test's time. In CI a failed test runs
    // again with a trace; elsewhere every test records one and keeps it if the test fails.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/flowg/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node scripts/serve.mjs --port ${ALL_FEATURES_PORT} --dir public-all-features`,
      url: `http://127.0.0.1:${ALL_FEATURES_PORT}/flowg/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
  projects: [
    // Every sitemap page is checked at 1280 px; at 390 px one page per template.
    { name: "desktop", testIgnore: [ALL_FEATURES_TESTS, /\.mobile\.spec\.ts$/], use: desktop },
    { name: "mobile", testIgnore: [ALL_FEATURES_TESTS, /every-page\.spec\.ts$/], use: mobile },
    {
      name: "all-features-desktop",
      testDir: "e2e/all-features",
      use: { ...desktop, baseURL: `http://127.0.0.1:${ALL_FEATURES_PORT}` },
    },
    {
      name: "all-features-mobile",
      testDir: "e2e/all-features",
      use: { ...mobile, baseURL: `http://127.0.0.1:${ALL_FEATURES_PORT}` },
    },
  ],
});
