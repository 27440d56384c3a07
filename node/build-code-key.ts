import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's compiled bundles of gatsby-node.ts and gatsby-config.ts (`compile gatsby files`, before
 * anything else runs): together they hold every build-time module of the site, whatever folder
 * it lives in. Gatsby's own cache check reads gatsby-node.ts and gatsby-config.ts alone, not the
 * modules they import.
 */
export const COMPILED_BUILD_CODE = [
  ".cache/compiled/gatsby-node.js",
  ".cache/compiled/gatsby-config.js",
] as const;

/**
 * A hash of the code that runs this build: the compiled bundles, the lock file (remark,
 * micromark and every other dependency's version) and `extra` (the site configuration in use).
 * Results a build keeps on disk for the next one are stored with it and used only when it is the
 * same, so an edited module or an upgraded dependency never serves results of the old code.
 * Null when a bundle is missing (outside Gatsby: the unit tests), which means "keep nothing".
 */
export function buildCodeKey(extra: readonly string[] = [], root = process.cwd()): string | null {
  const hash = crypto.createHash("sha256");
  for (const file of [...COMPILED_BUILD_CODE, "package-lock.json"]) {
    const full = path.resolve(root, file);
    if (!fs.existsSync(full)) return null;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  for (const value of extra) hash.update(value).update("\0");
  return hash.digest("hex");
}
