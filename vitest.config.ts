import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // The browser bundle gets the validated config as JSON; tests get the same value parsed here.
    alias: {
      "@site-config": path.resolve("tests/support/site-config.ts"),
      "@search-files": path.resolve("tests/support/search-files.json"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "plugins/**/*.test.ts"],
    environment: "node",
    reporters: ["default", ["json", { outputFile: "test-results/summary/vitest.json" }]],
  },
});
