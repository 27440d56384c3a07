import fs from "node:fs";
import path from "node:path";

/**
 * Reading one FlowG version's sources for fact tests (tests/unit/drafts-facts.test.ts): every
 * text file of its content directory and its OpenAPI description, cut into the units a reader
 * takes in at once (a paragraph, a table, a code block), so that a statement can be judged with
 * the words around it.
 *
 * The sources of a version are `<root>/content/**` and `<root>/openapi/flowg.yaml`: the root is
 * `drafts/v0.63.0` while v0.63.0 is a draft, and `.` once its files have moved into content/ and
 * openapi/.
 */

export interface VersionSources {
  /** Directory holding docs/, cli/, landing/ and sidebars.yaml. */
  content: string;
  /** The OpenAPI description. */
  openapi: string;
}

export function versionSources(root: string): VersionSources {
  return {
    content: path.join(root, "content"),
    openapi: path.join(root, "openapi", "flowg.yaml"),
  };
}

export interface SourceFile {
  /** Path as given (relative to the repository root when the root is). */
  file: string;
  text: string;
}

const TEXT_FILE = /\.(mdx|md|ya?ml|sh)$/;

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return TEXT_FILE.test(entry.name) ? [full] : [];
    });
}

/** Every text file of the version, content first, then the OpenAPI description. */
export function readSources(sources: VersionSources): SourceFile[] {
  for (const where of [sources.content, sources.openapi]) {
    if (!fs.existsSync(where)) throw new Error(`${where}: missing (version sources)`);
  }
  return [...walk(sources.content), sources.openapi].map((file) => ({
    file,
    text: fs.readFileSync(file, "utf8"),
  }));
}

/** A block of consecutive lines read together. */
export interface Unit {
  /** 1-based number of the unit's first line. */
  line: number;
  lines: string[];
  /** True for a fenced code block (its fence lines, meta included, are part of it). */
  code: boolean;
}

/**
 * The file cut at blank lines; a fenced code block (``` or ~~~) is one unit even when it holds
 * blank lines, and never shares a unit with the prose around it.
 */
export function units(text: string): Unit[] {
  const result: Unit[] = [];
  const lines = text.split("\n");
  let current: Unit | null = null;
  let fence: string | null = null;
  const close = () => {
    if (current) result.push(current);
    current = null;
  };
  lines.forEach((line, index) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      current!.lines.push(line);
      if (opener && opener[1]!.startsWith(fence) && line.trim() === opener[1]) {
        fence = null;
        close();
      }
      return;
    }
    if (opener) {
      close();
      fence = opener[1]!;
      current = { line: index + 1, lines: [line], code: true };
      return;
    }
    if (!line.trim()) {
      close();
      return;
    }
    current ??= { line: index + 1, lines: [], code: false };
    current.lines.push(line);
  });
  close();
  return result;
}

/**
 * Words that put a statement in the past: it describes an older release, or what changed since.
 * A unit holding one of them may name what v0.45.8 had (a migration table, "no longer exists").
 */
export const HISTORICAL =
  /\bv0\.(?:[0-5]?\d)\.\d+\b|\bno longer\b|\bremoved\b|\brenamed\b|\bgone\b|\bunknown[- ]flag|\bno such\b|\bany ?more\b|\bold(?:er)?\b|\bbefore\b|\breplaced?\b|\bused to\b|\bwas called\b|\bdeprecated\b|\bformerly\b|\bretired\b|\bobsolete\b|\bdead\b|\bignored?\b/i;

export interface Hit {
  file: string;
  line: number;
  text: string;
}

/**
 * Lines matching `pattern` in units that do not read as history (see HISTORICAL), with the file
 * and line a reader can open. `codeOnly` limits the search to code blocks, `about` to units that
 * also match it (the subject of the statement).
 */
export function currentStatements(
  files: SourceFile[],
  pattern: RegExp,
  options: { codeOnly?: boolean; about?: RegExp; skip?: (file: string) => boolean } = {},
): Hit[] {
  const hits: Hit[] = [];
  const flags = pattern.flags.replace("g", "");
  const test = new RegExp(pattern.source, flags);
  for (const { file, text } of files) {
    if (options.skip?.(file)) continue;
    for (const unit of units(text)) {
      if (options.codeOnly && !unit.code) continue;
      const body = unit.lines.join("\n");
      if (HISTORICAL.test(body)) continue;
      if (options.about && !options.about.test(body)) continue;
      unit.lines.forEach((line, i) => {
        if (test.test(line)) hits.push({ file, line: unit.line + i, text: line.trim() });
      });
    }
  }
  return hits;
}

/** "file:line: text" lines, for an assertion message. */
export function describeHits(hits: Hit[]): string {
  return hits.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`).join("\n");
}

/** Lines of any unit, history included, that match `pattern`. */
export function allStatements(files: SourceFile[], pattern: RegExp): Hit[] {
  const test = new RegExp(pattern.source, pattern.flags.replace("g", ""));
  const hits: Hit[] = [];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      if (test.test(line)) hits.push({ file, line: i + 1, text: line.trim() });
    });
  }
  return hits;
}
