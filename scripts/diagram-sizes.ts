/**
 * Measures every mermaid diagram of content/ in Chromium, as the site draws it, and writes
 * content/diagram-sizes.json (see src/node/mdx/diagram-sizes.ts). Run after adding or editing
 * a diagram: npx vite-node scripts/diagram-sizes.ts
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DIAGRAM_SIZES_FILE, diagramKey, mermaidBlocks } from "../src/node/mdx/diagram-sizes";
import { MERMAID_CONFIG } from "../src/theme/Mermaid/config";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

const codes = [
  ...new Set(mdxFiles("content").flatMap((f) => mermaidBlocks(fs.readFileSync(f, "utf8")))),
];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent(
  `<!doctype html><html><body style="font-family: system-ui, sans-serif"></body></html>`,
);
await page.addScriptTag({ path: "node_modules/mermaid/dist/mermaid.min.js" });
const sizes: Record<string, { width: number; height: number }> = {};
for (const [i, code] of codes.entries()) {
  sizes[diagramKey(code)] = await page.evaluate(
    async ({ code, config, id }) => {
      const mermaid = (window as unknown as { mermaid: typeof import("mermaid").default }).mermaid;
      mermaid.initialize(config);
      const { svg } = await mermaid.render(id, code);
      const box = new DOMParser()
        .parseFromString(svg, "image/svg+xml")
        .documentElement.getAttribute("viewBox")!
        .split(/\s+/)
        .map(Number);
      return { width: Math.round(box[2]! * 10) / 10, height: Math.round(box[3]! * 10) / 10 };
    },
    { code, config: MERMAID_CONFIG, id: `d${i}` },
  );
}
await browser.close();
const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(DIAGRAM_SIZES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${codes.length} diagrams measured: ${DIAGRAM_SIZES_FILE}`);
