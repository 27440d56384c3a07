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
/** The edit of the next rebuild, on top of the first: the same sentence, written once more. */
export const NEXT_EDIT = {
  from: EDIT.to,
  to: "Imagine a stream as a time-ordered log table",
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
  /**
   * How many pages' HTML Gatsby rendered (its "Building static HTML for pages - 1.4s - 1/1"
   * line: done of those it had to render); null when the line is missing. A cold build renders
   * every page, a one-sentence rebuild the edited page only.
   */
  htmlPages: number | null;
}

/** The number of pages of Gatsby's "Building static HTML for pages" line in `output`. */
export function htmlPagesRendered(output: string): number | null {
  const line = /Building static HTML for pages - [0-9.]+s - \d+\/(\d+)/.exec(output);
  return line ? Number(line[1]) : null;
}

/**
 * A cold build, a one-sentence rebuild with its cache, and the next one-sentence rebuild: a
 * writer's first rebuild after a cold build also reorganises webpack's cache (its packs are
 * split into the modules the rebuild used and those it did not, and written again), the later
 * ones do not, so the two are timed apart.
 */
export interface BuildPair {
  cold: TimedBuild;
  oneSentenceRebuild: TimedBuild;
  nextRebuild: TimedBuild;
}

export interface BuildTimes extends BuildPair {
  measuredAt: string;
  cores: number;
  editedDoc: string;
  /** The docs versions of the site as configured (the builds above). */
  versions: string[];
  /**
   * The same project with its archived versions left out of the configuration: the site with
   * its current version alone, the reference of issue 26, and the ratios of the builds above to
   * it (cold: at most 1.6; rebuild: at most 1). Null on a site with one version.
   */
  oneVersion:
    (BuildPair & { coldRatio: number; rebuildRatio: number; nextRebuildRatio: number }) | null;
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
export function editSentence(
  source: string,
  file: string,
  edit: { from: string; to: string } = EDIT,
): string {
  if (!source.includes(edit.from)) {
    throw new Error(
      `${file}: expected the sentence starting "${edit.from}" (bench/build-times.ts EDIT); update EDIT to a sentence of the doc`,
    );
  }
  return source.replace(edit.from, edit.to);
}

/** The docs versions of the site configuration (src/config/site.ts), current first. */
export function configuredVersions(siteTs: string): string[] {
  const list = /versions: \[\n([\s\S]*?)\n\s*\],/.exec(siteTs)?.[1] ?? "";
  return [...list.matchAll(/\{ name: "([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * The site configuration with only its current version (the first of `docs.versions`): the
 * archived versions' files stay, unread. An error naming the file when the list is not in the
 * one-entry-per-line form src/config/site.ts uses.
 */
export function oneVersionConfig(siteTs: string, file = "src/config/site.ts"): string {
  const list = /(versions: \[\n)([\s\S]*?)(\n\s*\],)/.exec(siteTs);
  const lines = list?.[2]?.split("\n") ?? [];
  if (!list || lines.length === 0 || !lines.every((line) => /^\s*\{ name: "/.test(line))) {
    throw new Error(
      `${file}: expected docs.versions as one "{ name: ... }" entry per line (bench/build-times.ts oneVersionConfig)`,
    );
  }
  return siteTs.replace(list[0], `${list[1]}${lines[0]}${list[3]}`);
}

function timedBuild(cwd: string, label: string, env: NodeJS.ProcessEnv = {}): TimedBuild {
  const loadBefore = Math.round(os.loadavg()[0]! * 100) / 100;
  const started = process.hrtime.bigint();
  const run = spawnSync("npm", ["run", "build"], {
    cwd,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    throw new Error(`${label} build failed in ${cwd}:\n${run.stdout.slice(-4000)}${run.stderr}`);
  }
  return {
    seconds: Math.round(seconds * 10) / 10,
    loadBefore,
    htmlPages: htmlPagesRendered(run.stdout),
  };
}

/**
 * In the copy at `cwd`: a cold build, then one sentence of EDITED_DOC edited and a rebuild with
 * the first build's cache, then the same sentence edited again and another rebuild (checked: each
 * edit must reach the page), the doc restored.
 */
function buildPair(cwd: string, label: string, env: NodeJS.ProcessEnv = {}): BuildPair {
  fs.rmSync(path.join(cwd, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(cwd, "public"), { recursive: true, force: true });
  const cold = timedBuild(cwd, `${label} cold`, env);
  console.log(`  ${label}: cold build ${cold.seconds} s; one-sentence rebuild of ${EDITED_DOC}...`);
  const doc = path.join(cwd, EDITED_DOC);
  const original = fs.readFileSync(doc, "utf8");
  const rebuild = (source: string, edit: typeof EDIT, name: string) => {
    fs.writeFileSync(doc, editSentence(source, EDITED_DOC, edit));
    const timed = timedBuild(cwd, `${label} ${name}`, env);
    const html = fs.readFileSync(path.join(cwd, EDITED_PAGE), "utf8");
    if (!html.includes(edit.to)) {
      throw new Error(`${EDITED_PAGE}: the rebuild does not hold the edited sentence "${edit.to}"`);
    }
    console.log(`  ${label}: ${name} ${timed.seconds} s`);
    return timed;
  };
  try {
    const oneSentenceRebuild = rebuild(original, EDIT, "one-sentence rebuild");
    const nextRebuild = rebuild(fs.readFileSync(doc, "utf8"), NEXT_EDIT, "next rebuild");
    return { cold, oneSentenceRebuild, nextRebuild };
  } finally {
    fs.writeFileSync(doc, original);
  }
}

const ratio = (a: TimedBuild, b: TimedBuild) => Math.round((a.seconds / b.seconds) * 100) / 100;

/**
 * Copies the project at `root` and times, in the copy, a cold build and a one-sentence rebuild
 * of the site as configured, then the same two with only the current docs version; removes the
 * copy (unless `keep`).
 */
export function measureBuildTimes(root: string, { keep = false } = {}): BuildTimes {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-bench-build-"));
  try {
    copyProject(root, copy);
    const siteFile = path.join(copy, "src/config/site.ts");
    const siteTs = fs.readFileSync(siteFile, "utf8");
    const versions = configuredVersions(siteTs);
    console.log(`build part: project copied to ${copy}; versions ${versions.join(", ")}`);
    const site = buildPair(copy, `${versions.length} versions`);
    let oneVersion: BuildTimes["oneVersion"] = null;
    if (versions.length > 1) {
      fs.writeFileSync(siteFile, oneVersionConfig(siteTs));
      // The current docs link to pages of the archived versions this build leaves out: the link
      // gate lists those links instead of failing (the work it does is the same).
      const pair = buildPair(copy, "one version", { FLOWG_LINK_GATE: "report" });
      oneVersion = {
        ...pair,
        coldRatio: ratio(site.cold, pair.cold),
        rebuildRatio: ratio(site.oneSentenceRebuild, pair.oneSentenceRebuild),
        nextRebuildRatio: ratio(site.nextRebuild, pair.nextRebuild),
      };
    }
    return {
      measuredAt: new Date().toISOString(),
      cores: os.cpus().length,
      ...site,
      editedDoc: EDITED_DOC,
      versions,
      oneVersion,
    };
  } finally {
    if (keep) console.log(`build part: copy kept at ${copy}`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
}
