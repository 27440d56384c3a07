#!/usr/bin/env node
// Runs before `gatsby develop` and `gatsby build` (package.json scripts): starts them from an
// empty cache when the cache was written by the other command or by other plugins.
//
//   node scripts/cache-guard.mjs develop|build
//
// Why Gatsby's own checks are not enough:
// - develop ignores the path prefix, so the query results it caches hold unprefixed URLs
//   (gatsby-source-filesystem's publicURL: /static/...). A later `gatsby build --prefix-paths`
//   reuses them, and the link gate fails on links outside /flowg.
// - When the plugins change, Gatsby empties its cache but keeps the persisted record of which
//   plugin owns which node type, so a type that moved to another plugin fails the build
//   ("created a node of a type owned by another plugin") until `gatsby clean`.
// The stamp is the command, plus a hash of gatsby-config.ts, the local plugins and the lock
// file; when it differs from the one the cache was made with, .cache/ and public/ are removed
// before Gatsby loads its persisted state.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

// Where the stamp lives: in the one folder of .cache that Gatsby keeps when it empties the cache
// on a first run (no plugins hash yet, as after every wipe below): it deletes everything else
// under .cache, except its compiled gatsby-node and adapters. A stamp in .cache/flowg would vanish
// in the very build that wrote it, so the next build would find none and wipe the cache again:
// every build, a one-sentence rebuild included, would start from nothing.
export const STAMP_FILE = ".cache/webpack/flowg-cache-stamp.json";

/** Every file below `dir`, sorted, skipping tests and fixtures (they do not reach the cache). */
function filesBelow(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "__fixtures__" ? [] : filesBelow(full);
      return /\.test\.ts$/.test(entry.name) ? [] : [full];
    })
    .sort();
}

export function cacheStamp(command, root = process.cwd()) {
  const hash = crypto.createHash("sha256");
  const inputs = [
    "gatsby-config.ts",
    "package-lock.json",
    ...filesBelow(path.join(root, "plugins")),
  ];
  for (const file of inputs) {
    const full = path.resolve(root, file);
    hash.update(path.relative(root, full)).update("\0");
    if (fs.existsSync(full)) hash.update(fs.readFileSync(full));
  }
  return { command, inputs: hash.digest("hex").slice(0, 16) };
}

/** Removes the cache when its stamp differs; returns the reason, or null when it was kept. */
export function guardCache(command, root = process.cwd()) {
  const stampFile = path.join(root, STAMP_FILE);
  const stamp = cacheStamp(command, root);
  let previous = null;
  try {
    previous = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  } catch {
    previous = null;
  }
  const hasCache = fs.existsSync(path.join(root, ".cache"));
  let reason = null;
  if (hasCache && previous?.command !== stamp.command)
    reason = `the cache was made by \`gatsby ${previous?.command ?? "(unknown)"}\``;
  else if (hasCache && previous?.inputs !== stamp.inputs)
    reason = "gatsby-config.ts, a local plugin or the lock file changed";
  if (reason) {
    for (const dir of [".cache", "public"])
      fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp)}\n`);
  return reason;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const command = process.argv[2];
  if (command !== "develop" && command !== "build") {
    console.error("usage: node scripts/cache-guard.mjs develop|build");
    process.exit(2);
  }
  const reason = guardCache(command);
  if (reason) console.info(`Starting from an empty cache: ${reason}.`);
}
