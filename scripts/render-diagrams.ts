/**
 * Draws every ```mermaid block of content/ and of the archived docs versions (versions/) with
 * mermaid in Debian's Chromium and stores the finished SVG in content/diagrams/<key>.svg
 * (node/diagrams/). The site's build only reads
 * these files, so it never needs a browser. Run after adding or editing a diagram:
 *
 *   npx vite-node scripts/render-diagrams.ts          draws the diagrams that have no SVG yet
 *   npx vite-node scripts/render-diagrams.ts --all    draws every diagram again (after a mermaid
 *                                                     upgrade or a change to the drawing settings)
 *
 * Drawings no diagram uses any more are deleted.
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { MERMAID_CONFIG } from "../node/diagrams/mermaid-config";
import { diagramId, finishSvg } from "../node/diagrams/render-svg";
import { contentDiagrams, DIAGRAMS_DIR, diagramFile, diagramKey } from "../node/diagrams/source";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const all = process.argv.includes("--all");
const codes = new Map(contentDiagrams().map((block) => [diagramKey(block.code), block.code]));
const todo = [...codes].filter(([key]) => all || !fs.existsSync(diagramFile(key)));

fs.mkdirSync(DIAGRAMS_DIR, { recursive: true });
if (todo.length) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  // The site's tokens, so text is measured in the font the page will show it in.
  const tokens = fs.readFileSync("src/styles/tokens.css", "utf8");
  await page.setContent(
    `<!doctype html><html><head><style>${tokens}</style></head><body style="font-family: var(--font-sans)"></body></html>`,
  );
  await page.addScriptTag({ path: "node_modules/mermaid/dist/mermaid.min.js" });
  for (const [key, code] of todo) {
    const raw = await page.evaluate(
      async ({ code, config, id }) => {
        const mermaid = (window as unknown as { mermaid: typeof import("mermaid").default })
          .mermaid;
        mermaid.initialize(config);
        return (await mermaid.render(id, code)).svg;
      },
      { code, config: MERMAID_CONFIG, id: diagramId(key) },
    );
    if (process.env.RAW_DIAGRAMS)
      fs.writeFileSync(path.join(process.env.RAW_DIAGRAMS, `${key}.svg`), raw);
    fs.writeFileSync(diagramFile(key), finishSvg(raw, key));
  }
  await browser.close();
}
const stale = fs
  .readdirSync(DIAGRAMS_DIR)
  .filter((name) => name.endsWith(".svg") && !codes.has(name.slice(0, -4)));
for (const name of stale) fs.rmSync(path.join(DIAGRAMS_DIR, name));
console.log(
  `${codes.size} diagrams: ${todo.length} drawn, ${stale.length} unused drawings deleted (${DIAGRAMS_DIR}/)`,
);
