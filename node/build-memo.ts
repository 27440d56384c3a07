import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Answers of a pure function that one build keeps for the next, by the SHA-1 of their input: the
 * links of a Markdown text (node/link-check/markdown.ts), the Markdown copy of a page's tree
 * (node/markdown-export/collect.ts). They are stored in a JSON file with the key of the code
 * that computed them (buildCodeKey, node/build-code-key.ts) and read back only under the same
 * key, so edited code or an upgraded dependency never serves an old answer. Only the answers this
 * build asked for are written back: those of a deleted page do not pile up.
 *
 * Without a file or a key (the unit tests, a build outside Gatsby) it remembers nothing across
 * builds and only saves work within one.
 */
export class BuildMemo<T> {
  private readonly known: Map<string, T>;
  private readonly used = new Map<string, T>();
  private misses = 0;

  constructor(
    private readonly file: string | null,
    private readonly key: string | null,
  ) {
    this.known = file && key ? readAnswers<T>(file, key) : new Map();
  }

  /** The answer for `input`, computed only when neither this build nor the last one has it. */
  get(input: string, compute: () => T): T {
    const hash = crypto.createHash("sha1").update(input).digest("hex");
    let answer = this.used.get(hash) ?? this.known.get(hash);
    if (answer === undefined) {
      answer = compute();
      this.misses += 1;
    }
    this.used.set(hash, answer);
    return answer;
  }

  /** How many answers were computed (not read from the memo), for the tests. */
  get computed(): number {
    return this.misses;
  }

  /** Writes this build's answers for the next one (nothing without a file or a key). */
  save(): void {
    if (!this.file || !this.key) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(
      this.file,
      JSON.stringify({ key: this.key, answers: Object.fromEntries(this.used) }),
    );
  }
}

/** The stored answers when the file holds answers of the same code; none otherwise. */
function readAnswers<T>(file: string, key: string): Map<string, T> {
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as {
      key?: unknown;
      answers?: unknown;
    };
    if (stored.key !== key || typeof stored.answers !== "object" || stored.answers === null)
      return new Map();
    return new Map(Object.entries(stored.answers as Record<string, T>));
  } catch {
    return new Map();
  }
}
