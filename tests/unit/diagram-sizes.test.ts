import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  diagramKey,
  loadDiagramSizes,
  mermaidBlocks,
  parseDiagramSizes,
} from "../../src/node/mdx/diagram-sizes";

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

describe("mermaid diagram sizes (content/diagram-sizes.json)", () => {
  it("has the measured size of every diagram in content/, and of no other", () => {
    const sizes = loadDiagramSizes();
    const keys = new Set(
      mdxFiles("content").flatMap((file) =>
        mermaidBlocks(fs.readFileSync(file, "utf8")).map(diagramKey),
      ),
    );
    expect(keys.size).toBeGreaterThan(10);
    const hint = "measure again: npx vite-node scripts/diagram-sizes.ts";
    expect(
      [...keys].filter((key) => !sizes[key]),
      hint,
    ).toEqual([]);
    expect(
      Object.keys(sizes).filter((key) => !keys.has(key)),
      hint,
    ).toEqual([]);
  });

  it("reads a block as remark does, without the fences", () => {
    const mdx = "Text\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```bash\nls\n```\n";
    expect(mermaidBlocks(mdx)).toEqual(["flowchart LR\n  A --> B"]);
  });

  it("names the file and the entry of a malformed size", () => {
    expect(() => parseDiagramSizes({ "0123456789abcdef": { width: "600px", height: 200 } }))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/diagram-sizes.json: invalid diagram sizes
        - ["0123456789abcdef"].width: expected number, received string "600px"]
    `);
  });
});
