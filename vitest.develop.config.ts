import { defineConfig } from "vitest/config";
import { sourceAliases } from "./vite.config";

/**
 * `gatsby develop` with content edits (tests/develop/): starts develop on a copy of the project,
 * so it needs no build; `make test-develop` runs it, and `make test` runs that.
 */
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ["tests/develop/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 480_000,
    reporters: ["default", ["json", { outputFile: "test-results/summary/vitest-develop.json" }]],
  },
});
