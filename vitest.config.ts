import path from "node:path";
import { defineConfig } from "vitest/config";
import { sourceAliases } from "./vite.config";
import { ALL_FEATURES } from "./src/config/features";

export default defineConfig({
  resolve: {
    // The browser bundle gets the validated config as JSON; tests get the same value parsed here.
    alias: {
      ...sourceAliases,
      "@site-config": path.resolve("tests/support/site-config.ts"),
      "@search-files": path.resolve("tests/support/search-files.json"),
    },
  },
  // Compile-time feature flags of the bundles (src/config/features.ts): all on in unit tests.
  define: { FLOWG_FEATURES: JSON.stringify(ALL_FEATURES) },
  test: {
    include: ["tests/unit/**/*.test.ts", "plugins/**/*.test.ts"],
    environment: "node",
    // Several suites parse every page of every docs version; on a busy two-core machine one of
    // them can pass Vitest's default of 5 s. A limit, not a speed check: speed is `make bench`'s.
    testTimeout: 30_000,
    reporters: ["default", ["json", { outputFile: "test-results/summary/vitest.json" }]],
  },
});
