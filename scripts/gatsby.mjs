#!/usr/bin/env node
// Runs the Gatsby CLI with the environment every run of this site gets: `npm run develop` and
// `npm run build` (package.json), the develop test (tests/develop/develop-server.ts) and the
// benchmark's cold build (bench/run.ts), so all four measure and behave alike.
//
//   node scripts/gatsby.mjs <gatsby command> [arguments...]
//
// - GATSBY_TELEMETRY_DISABLED=1.
// - For `gatsby develop`, NODE_OPTIONS gains --max-semi-space-size=64, for Gatsby and every worker
//   it starts: V8's young generation (two semi-spaces, in megabytes; V8 otherwise sizes them
//   itself) may grow larger, so the short-lived objects of each rebuild (page models, MDX trees,
//   query results) are collected less often. Garbage collection is a large share of the
//   main-thread work an edit causes in develop, so edits show sooner with the flag. Builds do
//   without it: a cold build is no faster with it and peaks higher in memory (bench/HISTORY.md).
// - For `gatsby build`, GATSBY_LOGGER=yurnalist (unless the caller sets one): Gatsby's line-by-line
//   logger, the one it already picks in CI, instead of its terminal UI (ink), which loads a
//   layout engine in Gatsby and in each of its workers, among them the worker that renders the
//   pages' HTML, so every rebuild, and its HTML step most, is slower with it (bench/HISTORY.md).
//   Develop keeps the terminal UI, whose status line a writer reads while it runs (CI gives
//   develop the line-by-line logger anyway, by Gatsby's own choice).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GATSBY_BIN = path.join(ROOT, "node_modules", ".bin", "gatsby");
/** Node flags by Gatsby command. */
export const NODE_FLAGS = { develop: ["--max-semi-space-size=64"] };
/** Environment variables by Gatsby command, each unless the caller's environment sets it. */
export const DEFAULT_ENV = { build: { GATSBY_LOGGER: "yurnalist" } };

/** `env` for `gatsby <command>`; a flag the caller's NODE_OPTIONS already sets wins. */
export function gatsbyEnv(command, env = process.env) {
  const own = (env.NODE_OPTIONS ?? "").split(/\s+/).filter(Boolean);
  const name = (flag) => flag.split("=")[0];
  const flags = NODE_FLAGS[command] ?? [];
  const added = flags.filter((flag) => !own.some((o) => name(o) === name(flag)));
  const options = [...added, ...own].join(" ");
  return {
    ...(DEFAULT_ENV[command] ?? {}),
    ...env,
    GATSBY_TELEMETRY_DISABLED: "1",
    ...(options ? { NODE_OPTIONS: options } : {}),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const child = spawn(GATSBY_BIN, process.argv.slice(2), {
    stdio: "inherit",
    env: gatsbyEnv(process.argv[2]),
  });
  // Ctrl+C reaches Gatsby too (same process group); this process waits for it to finish, and a
  // signal sent to this process alone is passed on.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"])
    process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    if (signal) {
      // End the way Gatsby ended, for the shell and npm.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}
