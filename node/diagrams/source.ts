import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Where the drawings of ```mermaid blocks live, and how a block finds its drawing. Each block is
 * drawn ahead of time by `npx vite-node scripts/render-diagrams.ts` (mermaid in Chromium) into
 * content/diagrams/<key>.svg, where the key is a hash of the block's source: editing a diagram
 * changes its key, so a stale drawing can never be shown (the build and a unit test say which
 * diagram needs drawing).
 */
export const DIAGRAMS_DIR = "content/diagrams";

export interface DiagramBlock {
  /** The diagram's source, as remark reads it (fence lines excluded). */
  code: string;
  /** The fence's meta string (after ```mermaid). */
  meta: string;
  /** 1-based line of the opening fence in its file. */
  line: number;
}

export function diagramKey(code: string): string {
  return createHash("sha256").update(code).digest("hex").slice(0, 16);
}

export function diagramFile(key: string, dir = DIAGRAMS_DIR): string {
  return path.join(dir, `${key}.svg`);
}

/** The ```mermaid blocks of an MDX file. */
export function mermaidBlocks(mdx: string): DiagramBlock[] {
  return [...mdx.matchAll(/^```mermaid([^\n]*)\n([\s\S]*?)\n```[ \t]*$/gm)].map((m) => ({
    code: m[2]!,
    meta: m[1]!.trim(),
    line: mdx.slice(0, m.index).split("\n").length,
  }));
}

/** Every .mdx file under `dir`, sorted. */
export function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return entry.name.endsWith(".mdx") ? [full] : [];
    })
    .sort();
}

/**
 * Where the site's MDX lives: the current content, and the archived docs versions
 * (versions/<name>/docs, made by `npm run version:cut`), whose diagrams are drawn from the same
 * content/diagrams/ folder, so a drawing only an archived version uses is kept.
 */
export const DIAGRAM_SOURCE_DIRS = ["content", "versions"];

/** Every diagram of the site's content, with the file it is in (folders that do not exist are skipped). */
export function contentDiagrams(
  dirs: readonly string[] = DIAGRAM_SOURCE_DIRS,
): Array<DiagramBlock & { file: string }> {
  return dirs
    .filter((dir) => fs.existsSync(dir))
    .flatMap(mdxFiles)
    .flatMap((file) =>
      mermaidBlocks(fs.readFileSync(file, "utf8")).map((block) => ({ ...block, file })),
    );
}

/**
 * The fence's options: ```mermaid caption="Text shown under the diagram". The caption is also
 * the diagram's accessible name when the diagram has no `accTitle:`.
 */
export function parseDiagramMeta(meta: string): { caption?: string } | { error: string } {
  const caption = /^caption=(?:"([^"]*)"|'([^']*)')$/.exec(meta.trim());
  if (!meta.trim()) return {};
  if (!caption) return { error: `unknown fence options ${JSON.stringify(meta)}` };
  return { caption: (caption[1] ?? caption[2])!.trim() || undefined };
}

/** mermaid's `accTitle: ...` line: the diagram's accessible name. */
export function diagramTitle(code: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(code)?.[1];
}
