/**
 * Import aliases of the source tree: `@shared/x` is `src/shared/x`, the layer both the build and
 * the browser import (see ARCHITECTURE.md). Webpack (node/on-pre-bootstrap.ts) and Vite
 * (vite.config.ts: vitest and vite-node) read this map; tsconfig.json `paths` and the `alias` field
 * of package.json (read by the Parcel compile of gatsby-node) are JSON and repeat it, and
 * tests/unit/import-layers.test.ts fails when they disagree.
 */
export const SOURCE_ALIASES = {
  "@shared": "src/shared",
} as const;
