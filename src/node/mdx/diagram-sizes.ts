import { createHash } from "node:crypto";
import fs from "node:fs";
import { z } from "zod";
import { ContentError, formatIssues } from "../../config/errors";

/**
 * The drawn size of every mermaid diagram, measured once in Chromium by
 * `npx vite-node scripts/diagram-sizes.ts` and committed in content/diagram-sizes.json. Mermaid
 * draws in the browser, so without the size the page would jump when the drawing replaces the
 * source; with it, the diagram's box is reserved from the first paint. Keys are a hash of the
 * diagram's source, so an edited diagram needs measuring again (a unit test says so).
 */
export const DIAGRAM_SIZES_FILE = "content/diagram-sizes.json";

const sizesSchema = z.record(
  z.string().regex(/^[0-9a-f]{16}$/),
  z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
);

export type DiagramSizes = z.infer<typeof sizesSchema>;

export function diagramKey(code: string): string {
  return createHash("sha1").update(code).digest("hex").slice(0, 16);
}

export function parseDiagramSizes(value: unknown, file = DIAGRAM_SIZES_FILE): DiagramSizes {
  const result = sizesSchema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "diagram sizes", result.error));
  return result.data;
}

export function loadDiagramSizes(file = DIAGRAM_SIZES_FILE): DiagramSizes {
  if (!fs.existsSync(file)) return {};
  return parseDiagramSizes(JSON.parse(fs.readFileSync(file, "utf8")), file);
}

/** The ```mermaid blocks of an MDX file, as remark reads them (fence lines excluded). */
export function mermaidBlocks(mdx: string): string[] {
  return [...mdx.matchAll(/^```mermaid[^\n]*\n([\s\S]*?)\n```[ \t]*$/gm)].map((m) => m[1]!);
}
