import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { isCalendarDate, parseVersionFile, VERSION_NAME } from "./version-file";

/**
 * Archiving the current docs version (`npm run version:cut -- <version> [--next <version>]`,
 * scripts/version-cut.ts). The cut copies the current version's content into
 * versions/<version>/, writes its version.yaml, and edits src/config/site.ts as text: the
 * archived version is listed right after the current one in `docs.versions`, and with --next the
 * current entry and `productVersion` take the next version's name.
 *
 * The plan is computed first (`planCut`: reads the files, refuses with `CutRefused`, writes
 * nothing), then applied (`applyCut`); the site.ts edit (`editSiteConfig`) and the version.yaml
 * text (`versionFileText`) are pure functions of their inputs.
 */

export const USAGE =
  "usage: npm run version:cut -- <version> [--next <version>] [--date YYYY-MM-DD] [--dry-run]";

export const SITE_CONFIG_FILE = "src/config/site.ts";

/** Where archived versions live unless site.ts sets `docs.versionsDir`. */
export const VERSIONS_DIR = "versions";

/** What the cut copies from the repository root into versions/<version>/. */
export const ARCHIVED_CONTENT = [
  { from: "content/docs", to: "docs", kind: "dir" },
  { from: "content/sidebars.yaml", to: "sidebars.yaml", kind: "file" },
  { from: "content/cli", to: "cli", kind: "dir" },
  { from: "openapi/flowg.yaml", to: "openapi.yaml", kind: "file" },
] as const;

/** A refusal: the cut did nothing; the message says why (the script exits with status 2). */
export class CutRefused extends Error {
  override name = "CutRefused";
}

export interface CutRequest {
  /** The version archived: the current version's name in site.ts. */
  version: string;
  /** The name the current docs take after the cut. */
  next?: string;
  /** Release date of `version` (YYYY-MM-DD), written to version.yaml. */
  date?: string;
  dryRun: boolean;
}

/** Reads the command line (the arguments after `--`). */
export function parseCutArgs(argv: readonly string[]): CutRequest {
  const positional: string[] = [];
  const options: { next?: string; date?: string } = {};
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--dry-run") {
      dryRun = true;
    } else if (arg === "--next" || arg === "--date") {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) {
        throw new CutRefused(`${arg} needs a value\n${USAGE}`);
      }
      options[arg === "--next" ? "next" : "date"] = value;
    } else if (arg.startsWith("--")) {
      throw new CutRefused(`unknown option ${arg}\n${USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1) {
    throw new CutRefused(
      `expected one version to archive, received ${positional.length ? positional.join(" ") : "none"}\n${USAGE}`,
    );
  }
  const version = positional[0]!;
  for (const [what, value] of [
    ["version", version],
    ["--next", options.next],
  ] as const) {
    if (value !== undefined && !VERSION_NAME.test(value)) {
      throw new CutRefused(
        `${what} ${JSON.stringify(value)} is not a version such as 0.45.8 (three numbers)`,
      );
    }
  }
  if (options.next !== undefined && compareVersions(options.next, version) <= 0) {
    throw new CutRefused(`--next ${options.next} must be a later version than ${version}`);
  }
  if (options.date !== undefined && !isCalendarDate(options.date)) {
    throw new CutRefused(
      `--date ${JSON.stringify(options.date)} is not a real calendar date as YYYY-MM-DD`,
    );
  }
  return { version, ...options, dryRun };
}

/** Orders two X.Y.Z versions numerically. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    if (pa[i] !== pb[i]) return (pa[i] ?? 0) - (pb[i] ?? 0);
  }
  return 0;
}

/** One entry of `docs.versions` as site.ts writes it: string values only. */
export interface VersionEntry {
  name: string;
  label: string;
  path: string;
  banner?: string;
}

/** What the cut reads from site.ts, with where the edited parts are in the text. */
export interface SiteConfigVersions {
  productVersion: string;
  versions: VersionEntry[];
  /** [start, end) of the `productVersion` value, quotes included. */
  productVersionSpan: [number, number];
  /** [start, end) of the `docs.versions` array, brackets included. */
  versionsSpan: [number, number];
  /** Indentation of the `versions:` line. */
  indent: string;
  /** `docs.versionsDir` when site.ts sets it as a plain string, else VERSIONS_DIR. */
  versionsDir: string;
}

const ENTRY_KEYS = ["name", "label", "path", "banner"] as const;

/**
 * Finds `productVersion` and `docs.versions` in the text of site.ts. Refuses unless the file has
 * the shape the cut can edit: one `productVersion: "X.Y.Z"`, one `docs: { ... }` block holding one
 * `versions: [ ... ]` array of flat objects whose values are plain double-quoted strings (the
 * shape Prettier gives the file), the current entry first at path "/docs", named as
 * productVersion.
 */
export function readSiteConfigVersions(text: string, file: string): SiteConfigVersions {
  const refuse = (why: string): never => {
    throw new CutRefused(`${file} does not have the shape the cut edits: ${why}`);
  };
  const product = [...text.matchAll(/^[ \t]*productVersion:[ \t]*("([^"\\\n]*)")/gm)];
  if (product.length !== 1) {
    refuse(`expected one line productVersion: "X.Y.Z", found ${product.length}`);
  }
  const productMatch = product[0]!;
  const productStart = productMatch.index + productMatch[0].length - productMatch[1]!.length;

  const docsKeys = [...text.matchAll(/^[ \t]*docs:[ \t]*\{/gm)];
  if (docsKeys.length !== 1) refuse(`expected one "docs: {" block, found ${docsKeys.length}`);
  const docsOpen = docsKeys[0]!.index + docsKeys[0]![0].length - 1;
  const docsClose = closingBracket(text, docsOpen) ?? refuse('the "docs: {" block is not closed');
  const docsBody = text.slice(docsOpen, docsClose);
  const versionKeys = [...docsBody.matchAll(/^([ \t]*)versions:[ \t]*\[/gm)];
  if (versionKeys.length !== 1) {
    refuse(`expected one "versions: [" array in the docs block, found ${versionKeys.length}`);
  }
  const versionsOpen = docsOpen + versionKeys[0]!.index + versionKeys[0]![0].length - 1;
  const versionsClose =
    closingBracket(text, versionsOpen) ?? refuse("the docs.versions array is not closed");

  const versions: VersionEntry[] = [];
  const inner = text.slice(versionsOpen + 1, versionsClose);
  const entryPattern = /[\s,]*\{([^{}[\]]*)\}[\s,]*/y;
  let at = 0;
  while (at < inner.length) {
    if (/^\s*$/.test(inner.slice(at))) break;
    entryPattern.lastIndex = at;
    const entry = entryPattern.exec(inner);
    if (!entry) {
      refuse(
        `docs.versions holds something other than { key: "value" } objects: ${JSON.stringify(inner.slice(at).trim().slice(0, 40))}`,
      );
    }
    at = entryPattern.lastIndex;
    versions.push(readEntry(entry![1]!, refuse));
  }
  const current = versions[0] ?? refuse("docs.versions is empty");
  if (current.path !== "/docs") {
    refuse(`the first (current) entry of docs.versions has path "${current.path}", not "/docs"`);
  }
  if (productMatch[2] !== current.name) {
    refuse(
      `productVersion "${productMatch[2]}" differs from the current entry of docs.versions "${current.name}"`,
    );
  }
  return {
    productVersion: productMatch[2]!,
    versions,
    productVersionSpan: [productStart, productStart + productMatch[1]!.length],
    versionsSpan: [versionsOpen, versionsClose + 1],
    indent: versionKeys[0]![1]!,
    versionsDir: readVersionsDir(docsBody, refuse),
  };
}

function readVersionsDir(docsBody: string, refuse: (why: string) => never): string {
  const keys = [...docsBody.matchAll(/^[ \t]*versionsDir:[ \t]*(.*)$/gm)];
  if (keys.length === 0) return VERSIONS_DIR;
  const value = keys.length === 1 ? /^"([^"\\\n]+)",?$/.exec(keys[0]![1]!.trim()) : null;
  const dir = value?.[1] ?? refuse('expected docs.versionsDir to be one plain "folder" string');
  if (path.posix.isAbsolute(dir) || dir.split("/").includes("..")) {
    refuse(`docs.versionsDir "${dir}" is not a folder inside the repository`);
  }
  return dir.replace(/\/+$/, "");
}

function readEntry(body: string, refuse: (why: string) => never): VersionEntry {
  const pair = /\s*([A-Za-z]+)\s*:\s*"([^"\\\n]*)"\s*(,|$)/y;
  const values: Record<string, string> = {};
  let at = 0;
  while (at < body.length && !/^\s*$/.test(body.slice(at))) {
    pair.lastIndex = at;
    const match = pair.exec(body);
    if (!match) refuse(`a docs.versions entry is not plain strings: {${body}}`);
    const key = match![1]!;
    if (!(ENTRY_KEYS as readonly string[]).includes(key) || key in values) {
      refuse(`a docs.versions entry has an unexpected key "${key}": {${body}}`);
    }
    values[key] = match![2]!;
    at = pair.lastIndex;
  }
  const { name, label, path: entryPath, banner } = values;
  if (name === undefined || label === undefined || entryPath === undefined) {
    refuse(`a docs.versions entry lacks name, label or path: {${body}}`);
  }
  return { name: name!, label: label!, path: entryPath!, ...(banner ? { banner } : {}) };
}

/**
 * The index of the bracket closing the one at `open` ({ or [), skipping strings and comments;
 * undefined when there is none.
 */
function closingBracket(text: string, open: number): number | undefined {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if (c === "/" && text[i + 1] === "/") {
      i = text.indexOf("\n", i);
      if (i < 0) return undefined;
    } else if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2) + 1;
      if (i <= 0) return undefined;
    } else if (c === "{" || c === "[") {
      stack.push(c === "{" ? "}" : "]");
    } else if (c === "}" || c === "]") {
      if (stack.pop() !== c) return undefined;
      if (stack.length === 0) return i;
    }
  }
  return undefined;
}

function entryText(entry: VersionEntry): string {
  const keys = ENTRY_KEYS.filter((key) => entry[key] !== undefined);
  return `{ ${keys.map((key) => `${key}: ${JSON.stringify(entry[key])}`).join(", ")} }`;
}

/** The archived entry the cut adds to docs.versions. */
export function archivedEntry(version: string): VersionEntry {
  return { name: version, label: `v${version}`, path: `/docs/${version}`, banner: "unmaintained" };
}

/**
 * site.ts after the cut: the archived entry inserted right after the current one, and with
 * `next`, the current entry and productVersion renamed. The array is written one entry a line,
 * as Prettier formats it; the rest of the text is unchanged.
 */
export function editSiteConfig(text: string, file: string, version: string, next?: string): string {
  const found = readSiteConfigVersions(text, file);
  const [current, ...archived] = found.versions;
  if (current!.name !== version) {
    throw new CutRefused(
      `${version} is not the current version: ${file} documents ${current!.name} (productVersion and the first entry of docs.versions); only the current version can be archived`,
    );
  }
  const taken = archived.map((entry) => entry.name);
  if (taken.includes(version)) {
    throw new CutRefused(`${file} already lists ${version} as an archived version`);
  }
  if (next !== undefined && taken.includes(next)) {
    throw new CutRefused(`${file} already lists ${next} as an archived version`);
  }
  const renamed = next === undefined ? current! : { ...current!, name: next, label: `v${next}` };
  const entries = [renamed, archivedEntry(version), ...archived];
  const array = `[\n${entries.map((entry) => `${found.indent}  ${entryText(entry)},\n`).join("")}${found.indent}]`;
  const [vStart, vEnd] = found.versionsSpan;
  const [pStart, pEnd] = found.productVersionSpan;
  const product = JSON.stringify(next ?? found.productVersion);
  // Apply the later span first, so the offsets of the earlier one still hold.
  const edits = [
    { start: vStart, end: vEnd, text: array },
    { start: pStart, end: pEnd, text: product },
  ].sort((a, b) => b.start - a.start);
  return edits.reduce(
    (out, edit) => out.slice(0, edit.start) + edit.text + out.slice(edit.end),
    text,
  );
}

/** The text of versions/<version>/version.yaml as the cut writes it (checked by version-file.ts). */
export function versionFileText(version: string, date?: string): string {
  return [
    `# Release facts of the archived FlowG ${version} docs (written by npm run version:cut;`,
    "# the format is checked by node/versions/version-file.ts).",
    "release:",
    `  tag: v${version}`,
    ...(date ? [`  date: "${date}"`] : []),
    "# Topics of this version with no successor in the current docs, by doc id:",
    "#   <doc id>: { note: <one Markdown sentence: what happened>, see: <current doc id> }",
    "retired: {}",
    "",
  ].join("\n");
}

export interface CutPlan {
  version: string;
  next?: string;
  /** versions/<version>, relative to the root. */
  target: string;
  /** Each copy, relative to the root, with the number of files it holds. */
  copies: { from: string; to: string; files: number }[];
  versionFile: { path: string; text: string };
  /** site.ts after the cut, with the versions it lists (current first). */
  siteConfig: { path: string; text: string; versions: VersionEntry[] };
  /** What the writer must still do by hand. */
  warnings: string[];
}

function countFiles(absolute: string): number {
  if (!fs.statSync(absolute).isDirectory()) return 1;
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .reduce((sum, entry) => sum + countFiles(path.join(absolute, entry.name)), 0);
}

/** Reads the project at `root` and decides what the cut will do; writes nothing. */
export function planCut(root: string, request: CutRequest): CutPlan {
  const { version, next, date } = request;
  const siteFile = path.join(root, SITE_CONFIG_FILE);
  if (!fs.existsSync(siteFile)) throw new CutRefused(`${SITE_CONFIG_FILE} not found in ${root}`);
  const siteText = fs.readFileSync(siteFile, "utf8");
  const edited = editSiteConfig(siteText, SITE_CONFIG_FILE, version, next);

  const versionsDir = readSiteConfigVersions(siteText, SITE_CONFIG_FILE).versionsDir;
  const target = path.posix.join(versionsDir, version);
  if (fs.existsSync(path.join(root, target))) {
    throw new CutRefused(`${target} already exists: version ${version} was archived before`);
  }
  const copies = ARCHIVED_CONTENT.map(({ from, to, kind }) => {
    const absolute = path.join(root, from);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat || stat.isDirectory() !== (kind === "dir")) {
      throw new CutRefused(`${from} not found (expected a ${kind === "dir" ? "folder" : "file"})`);
    }
    return { from, to: path.posix.join(target, to), files: countFiles(absolute) };
  });

  const versionFile = {
    path: path.posix.join(target, "version.yaml"),
    text: versionFileText(version, date),
  };
  parseVersionFile(YAML.parse(versionFile.text), versionFile.path);

  const warnings =
    next === undefined
      ? [
          `${SITE_CONFIG_FILE} now lists ${version} twice (current and archived): give the current entry of docs.versions and productVersion the next version's name (or cut with --next)`,
        ]
      : [];
  return {
    version,
    ...(next === undefined ? {} : { next }),
    target,
    copies,
    versionFile,
    siteConfig: {
      path: SITE_CONFIG_FILE,
      text: edited,
      versions: readSiteConfigVersions(edited, SITE_CONFIG_FILE).versions,
    },
    warnings,
  };
}

/**
 * Carries the plan out. The archive is assembled in a staging folder beside its target and
 * renamed into place, so a failed copy leaves no half-made versions/<version>; site.ts is written
 * last.
 */
export function applyCut(root: string, plan: CutPlan): void {
  const target = path.join(root, plan.target);
  const staging = path.join(root, path.dirname(plan.target), `.cut-${plan.version}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    for (const copy of plan.copies) {
      const into = path.join(staging, path.relative(plan.target, copy.to));
      fs.cpSync(path.join(root, copy.from), into, { recursive: true, errorOnExist: true });
    }
    fs.writeFileSync(
      path.join(staging, path.relative(plan.target, plan.versionFile.path)),
      plan.versionFile.text,
    );
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  fs.writeFileSync(path.join(root, plan.siteConfig.path), plan.siteConfig.text);
}

/** The plan in words (printed by --dry-run, and after a cut). */
export function describePlan(plan: CutPlan, dryRun: boolean): string {
  const lines = [
    `${dryRun ? "Would archive" : "Archived"} FlowG ${plan.version} docs into ${plan.target}/:`,
    ...plan.copies.map(
      (copy) => `  ${copy.from} -> ${copy.to} (${copy.files} file${copy.files === 1 ? "" : "s"})`,
    ),
    `  ${plan.versionFile.path}:`,
    ...plan.versionFile.text
      .trimEnd()
      .split("\n")
      .map((line) => `    ${line}`),
    `${dryRun ? "Would edit" : "Edited"} ${plan.siteConfig.path}: ${plan.version} listed at /docs/${plan.version} (banner "unmaintained")${plan.next ? `; the current docs renamed ${plan.next} (productVersion "${plan.next}")` : ""}. docs.versions:`,
    ...plan.siteConfig.versions.map((entry) => `    ${entryText(entry)}`),
    ...plan.warnings.map((warning) => `Warning: ${warning}`),
    ...(plan.next
      ? [
          `Next: put the docs of ${plan.next} in place (README, "Releasing docs for a new FlowG version"), then \`npm run release:post\` writes the draft release post from the changes since ${plan.version}.`,
        ]
      : []),
  ];
  return lines.join("\n");
}

/**
 * The whole command: parses the arguments, plans, applies unless --dry-run. Returns the exit
 * status: 0 (the plan went to `out`), or 2 when the cut is refused (one message went to `err`,
 * and nothing was written).
 */
export function runCut(
  argv: readonly string[],
  root: string,
  io: { out: (text: string) => void; err: (text: string) => void },
): 0 | 2 {
  let plan: CutPlan;
  let request: CutRequest;
  try {
    request = parseCutArgs(argv);
    plan = planCut(root, request);
  } catch (error) {
    if (!(error instanceof CutRefused)) throw error;
    io.err(`version:cut refused: ${error.message}`);
    return 2;
  }
  if (!request.dryRun) applyCut(root, plan);
  io.out(describePlan(plan, request.dryRun));
  return 0;
}
