/**
 * Parses the meta string of a fenced code block:
 *   ```bash title="install.sh" {1,3-5} showLineNumbers
 * Pure, so the rules are pinned by unit tests.
 */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: number[];
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlightLines: [], showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = title ? meta.replace(title[0], "") : meta;
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (ranges?.[1]) result.highlightLines = expandRanges(ranges[1]);
  result.showLineNumbers = /(^|\s)showLineNumbers(\s|$)/.test(withoutTitle);
  return result;
}

/** "1,3-5" -> [1, 3, 4, 5] (sorted, without duplicates). */
export function expandRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(",")) {
    const [from, to] = part
      .trim()
      .split("-")
      .map((n) => Number.parseInt(n, 10));
    if (from === undefined || Number.isNaN(from)) continue;
    const end = to === undefined || Number.isNaN(to) ? from : to;
    for (let n = Math.min(from, end); n <= Math.max(from, end); n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}

const MAGIC = /^\s*(?:#|\/\/|--|;|<!--)\s*highlight-(next-line|start|end)\s*(?:-->)?\s*$/;

/**
 * Removes `highlight-next-line`, `highlight-start` and `highlight-end` comments from code and
 * returns the code with the 1-based numbers of the lines they mark.
 */
export function extractMagicComments(code: string): { code: string; lines: number[] } {
  const out: string[] = [];
  const lines: number[] = [];
  let nextLine = false;
  let inBlock = false;
  for (const line of code.split("\n")) {
    const magic = MAGIC.exec(line);
    if (magic) {
      if (magic[1] === "next-line") nextLine = true;
      else inBlock = magic[1] === "start";
      continue;
    }
    out.push(line);
    if (nextLine || inBlock) lines.push(out.length);
    nextLine = false;
  }
  return { code: out.join("\n"), lines };
}
