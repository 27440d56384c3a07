import path from "node:path";
import { defineConfig } from "vitest/config";
import { sourceAliases } from "./vite.config";

/** Checks that read the production build (public/); `make test` runs them after the build. */
export default defineConfig({
  resolve: {
    alias: {
      ...sourceAliases,
      "@site-config": path.resolve("tests/support/site-config.ts"),
      "@search-files": path.resolve("tests/support/search-files.json"),
    },
  },
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    reporters: ["default", ["json", { outputFile: "test-results/summary/vitest-build.json" }]],
  },
});
