import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The build's one persistent cache: results of pure steps whose inputs rarely change from one
 * build to the next, kept in one file under one key (README.md beside this file lists the steps
 * and why each is here).
 *
 * A table holds one entry per slot (a file path, a page, a text): the value, with the hash of the
 * input it was computed from. A lookup with another input computes the value again and replaces
 * the entry, so an edited page in `gatsby develop` does not pile up old values. A build writes the
 * entries it looked up, and only those, with the key of the code that computed them; the next
 * build reads them back only under the same key.
 */
export const BUILD_CACHE_FILE = ".cache/flowg/build-cache.json";

/**
 * Gatsby's compiled bundles of gatsby-node.ts and gatsby-config.ts: together they hold every
 * build-time module of the site. Gatsby's own cache check reads the two entry files alone, not
 * the modules they import.
 */
export const COMPILED_BUILD_CODE = [
  ".cache/compiled/gatsby-node.js",
  ".cache/compiled/gatsby-config.js",
] as const;

/**
 * A hash of the code that runs this build: the compiled bundles, the lock file (every
 * dependency's version) and `extra` (the site configuration in use). Null when a bundle is
 * missing (outside Gatsby: the unit tests), which means "keep nothing across builds".
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

interface Entry {
  /** SHA-1 of the input the value was computed from. */
  input: string;
  value: unknown;
}

type Stored = Record<string, Record<string, Entry>>;

/** One step's values, by slot. */
export class CacheTable<T> {
  constructor(
    /** The entries the last build wrote. */
    private readonly known: Record<string, Entry>,
    /** The entries this build looked up: what save() writes. */
    private readonly used: Record<string, Entry>,
  ) {}

  /** The value for `input` in `slot`: kept when the slot last saw the same input, else computed. */
  get(slot: string, input: string, compute: () => T): T {
    const hash = crypto.createHash("sha1").update(input).digest("hex");
    const entry = this.used[slot] ?? this.known[slot];
    if (entry?.input === hash) {
      this.used[slot] = entry;
      return entry.value as T;
    }
    // A compute that throws leaves the slot as it was: the input fails again at its next lookup.
    const value = compute();
    this.used[slot] = { input: hash, value };
    return value;
  }
}

export class BuildCache {
  private readonly known: Stored;
  private readonly used: Stored = {};

  /** Reads `file` when it was written under `key`; without a file or key it starts empty. */
  constructor(
    private readonly file: string | null,
    private readonly key: string | null,
  ) {
    this.known = file && key ? readStored(file, key) : {};
  }

  /** The table of one step (the names are listed in README.md). */
  table<T>(name: string): CacheTable<T> {
    return new CacheTable<T>(this.known[name] ?? {}, (this.used[name] ??= Object.create(null)));
  }

  /** Writes what this build looked up, for the next build. Nothing without a file or a key. */
  save(): void {
    if (!this.file || !this.key) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify({ key: this.key, tables: this.used }));
  }
}

function readStored(file: string, key: string): Stored {
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as { key?: unknown; tables?: unknown };
    if (stored.key !== key || typeof stored.tables !== "object" || stored.tables === null)
      return {};
    return stored.tables as Stored;
  } catch {
    return {};
  }
}

let instance: BuildCache | undefined;

/**
 * The cache of this process. `open` (onPreBootstrap, with the file and the code key) reads the
 * last build's entries; a process that never opens it (the unit tests) gets an empty cache that
 * keeps values within the process only.
 */
export function buildCache(open?: { file: string; key: string | null }): BuildCache {
  if (open) instance = new BuildCache(open.file, open.key);
  return (instance ??= new BuildCache(null, null));
}
