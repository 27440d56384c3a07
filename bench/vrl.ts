/**
 * Times the Run button of a verified VRL example against a served build and reports the engine
 * file's gzipped size:
 *   node scripts/serve.mjs --port 9402 &  npx vite-node bench/vrl.ts -- http://127.0.0.1:9402
 * "cold": empty browser cache; "cached": the engine file comes from the HTTP cache but the worker
 * starts again (a new page); "warm": a second run in the same page.
 */
import http from "node:http";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

const base = process.argv.find((a) => a.startsWith("http")) ?? "http://127.0.0.1:9402";
const GUIDE = `${base}/flowg/docs/guides/transformers`;

async function runOnce(page: Page, open: boolean): Promise<number> {
  const example = page.locator('[data-vrl-run="from-logfmt"]');
  const started = Date.now();
  await example
    .getByRole("button", { name: open ? "Run the from-logfmt example" : "Run", exact: !open })
    .click();
  await example.locator('[data-vrl-output="ok"]').waitFor({ timeout: 60_000 });
  return Date.now() - started;
}

function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext();
const engineUrls: string[] = [];
context.on("request", (r) => {
  if (/\.(js|wasm)$/.test(r.url()) && r.resourceType() !== "document") engineUrls.push(r.url());
});
const page = await context.newPage();
await page.goto(GUIDE, { waitUntil: "networkidle" });
const beforeRun = await page.evaluate(() =>
  performance
    .getEntriesByType("resource")
    .concat(performance.getEntriesByType("navigation"))
    .reduce((n, e) => n + (e as PerformanceResourceTiming).transferSize, 0),
);
const seenBeforeRun = engineUrls.length;
const cold = await runOnce(page, true);
const warm = await runOnce(page, false);
const loadedByRun = engineUrls.slice(seenBeforeRun);
const page2 = await context.newPage();
await page2.goto(GUIDE, { waitUntil: "networkidle" });
const cached = await runOnce(page2, true);
const sizes = await Promise.all(
  loadedByRun.map(async (u) => [u.split("/").pop(), await gzippedSize(u)] as const),
);
await browser.close();

console.log(`page bytes transferred before Run: ${(beforeRun / 1024).toFixed(1)} KiB`);
console.log(`Run to first output: cold ${cold} ms, engine cached ${cached} ms, warm ${warm} ms`);
for (const [name, size] of sizes)
  console.log(`loaded by Run: ${name} ${(size / 1024).toFixed(1)} KiB gzipped`);
