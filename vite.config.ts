import path from "node:path";
import { defineConfig } from "vitest/config";
import { SOURCE_ALIASES } from "./src/config/source-aliases";

/** The source aliases as absolute paths; vite-node (scripts, bench) reads this file, the vitest configs import it. */
export const sourceAliases: Record<string, string> = Object.fromEntries(
  Object.entries(SOURCE_ALIASES).map(([name, folder]) => [name, path.resolve(folder)]),
);

export default defineConfig({ resolve: { alias: sourceAliases } });
