/**
 * The `build` part of `make bench` (issue 25's targets): how long the FlowG site takes to build
 * from nothing, and to build again after one sentence of one doc changed (the edit a writer makes
 * most), with the cache of the first build.
 *
 * Both builds run in a temporary copy of the project (without public/, .cache/ and
 * node_modules/, which is linked, not copied), so the working tree, its cache and its build are
 * left alone. Each build is the reader's command, `npm run build` (cache guard, then
 * `gatsby build --prefix-paths`), timed from start to exit. The rebuild is checked: the edited
 * sentence must be in the page's HTML, or the figure would time a build that missed the edit.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The doc the rebuild edits, and the sentence's words before and after the edit. */
export const EDITED_DOC = "content/docs/guides/streams.mdx";
export const EDIT = {
  from: "Think of a stream as a time-ordered log table",
  to: "Picture a stream as a time-ordered log table",
};
/** The built page of EDITED_DOC (under the /flowg prefix). */
const EDITED_PAGE = "public/docs/guides/streams/index.html";

/** Top-level entries of the project that the copy leaves out (outputs, caches, dependencies). */
const NOT_COPIED = new Set([
  "node_modules",
  ".cache",
  "public",
  "public-all-features",
  "test-results",
  "playwright-report",
]);

export interface TimedBuild {
  seconds: number;
  /** The 1-minute load average when the build started (2 cores: above 2 means waiting). */
  loadBefore: number;
}

export interface BuildTimes {
  measuredAt: string;
  cores: number;
  cold: TimedBuild;
  oneSentenceRebuild: TimedBuild;
  editedDoc: string;
}

/** Copies the project at `from` into `to` as the build needs it, node_modules linked. */
export function copyProject(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (NOT_COPIED.has(entry)) continue;
    fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true });
  }
  fs.symlinkSync(path.resolve(from, "node_modules"), path.join(to, "node_modules"), "dir");
}

/** The text of `file` with the sentence edited; an error naming the file when it is missing. */
export function editSentence(source: string, file: string): string {
  if (!source.includes(EDIT.from)) {
    throw new Error(
      `${file}: expected the sentence starting "${EDIT.from}" (bench/build-times.ts EDIT); update EDIT to a sentence of the doc`,
    );
  }
  return source.replace(EDIT.from, EDIT.to);
}

function timedBuild(cwd: string, label: string): TimedBuild {
  const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;
  const started = process.hrtime.bigint();
  const run = spawnSync("npm", ["run", "build"], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    throw new Error(`${label} build failed in ${cwd}:\n${run.stdout.slice(-4000)}${run.stderr}`);
  }
  return { seconds: Math.round(seconds * 10) / 10, loadBefore };
}

/**
 * Copies the project at `root`, builds the copy from nothing, edits one sentence of EDITED_DOC,
 * builds again, restores the doc and removes the copy (unless `keep`).
 */
export function measureBuildTimes(root: string, { keep = false } = {}): BuildTimes {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-bench-build-"));
  try {
    copyProject(root, copy);
    console.log(`build part: project copied to ${copy}; cold build...`);
    const cold = timedBuild(copy, "cold");
    console.log(`  cold build ${cold.seconds} s; one-sentence rebuild of ${EDITED_DOC}...`);

    const doc = path.join(copy, EDITED_DOC);
    const original = fs.readFileSync(doc, "utf8");
    fs.writeFileSync(doc, editSentence(original, EDITED_DOC));
    let oneSentenceRebuild: TimedBuild;
    try {
      oneSentenceRebuild = timedBuild(copy, "one-sentence");
      const html = fs.readFileSync(path.join(copy, EDITED_PAGE), "utf8");
      if (!html.includes(EDIT.to)) {
        throw new Error(
          `${EDITED_PAGE}: the rebuild does not hold the edited sentence "${EDIT.to}"`,
        );
      }
    } finally {
      fs.writeFileSync(doc, original);
    }
    console.log(`  one-sentence rebuild ${oneSentenceRebuild.seconds} s`);
    return {
      measuredAt: new Date().toISOString(),
      cores: os.cpus().length,
      cold,
      oneSentenceRebuild,
      editedDoc: EDITED_DOC,
    };
  } finally {
    if (keep) console.log(`build part: copy kept at ${copy}`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
}
