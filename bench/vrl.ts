/**
 * Times the Run button of a verified VRL example against a served build and reports the engine
 * files' gzipped sizes. `make bench` (bench/run.ts) runs it; a quick pass over the last build:
 *   make bench BENCH_ARGS="--no-build --skip-lighthouse --pages guide --runs 1"
 * "cold": empty browser cache; "cached": the engine file comes from the HTTP cache but the worker
 * starts again (a new page); "warm": a second run in the same page. It also records the longest
 * main-thread task of the warm runs (the Long Tasks API): the engine runs in a worker, so a run
 * should leave the page's thread free. And the playground's worst cases for the page's thread:
 * the longest task while a result too long to draw whole is shown (its start, and a download),
 * and while a record of thousands of fields is refused by the field rows.
 */
import http from "node:http";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium";

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

export interface VrlRunTimes {
  /** Transferred by the guide page before Run, in bytes. */
  beforeRunBytes: number;
  coldMs: number;
  cachedMs: number;
  warmMs: number;
  /** The longest main-thread task during the warm runs, in ms (0 when none passed 50 ms). */
  longestTaskMs: number;
  /** Files the first Run loaded, with their gzipped sizes. */
  loadedByRun: Array<{ file: string; gzipBytes: number }>;
  /** The playground: the longest main-thread task in each heavy case, in ms (0: none over 50). */
  playground: { largeOutputTaskMs: number; manyFieldsTaskMs: number };
}

/** The characters of the playground's large result: its script writes three copies of a field. */
export const LARGE_OUTPUT_FIELD_CHARS = 500_000;

/** The longest tasks of the playground's two heavy cases, each in a page of its own. */
async function measurePlayground(
  context: import("@playwright/test").BrowserContext,
  base: string,
): Promise<VrlRunTimes["playground"]> {
  const open = async () => {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(`${base}/flowg/docs/guides/transformers/playground`, {
      waitUntil: "networkidle",
    });
    await page.locator('[data-vrl-playground="ready"]').waitFor();
    const editor = page.locator("[data-vrl-editor]");
    await editor.getByRole("button", { name: "JSON", exact: true }).click();
    return { page, editor };
  };
  const painted = (page: Page) =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));

  // A result of 1.5 million characters (three copies of the field): the page draws 100,000.
  const large = await open();
  await large.editor
    .getByLabel("Input record as JSON")
    .fill(JSON.stringify({ m: "x".repeat(LARGE_OUTPUT_FIELD_CHARS) }));
  await large.editor.getByLabel("VRL script").fill(".a = .m\n.b = .m");
  const runFrom = await large.page.evaluate(() => performance.now());
  await large.editor.getByRole("button", { name: "Run", exact: true }).click();
  await large.editor.locator('[data-outcome="large-output"]').waitFor({ timeout: 120_000 });
  await painted(large.page);
  const largeOutputTaskMs = await longestTaskSince(large.page, runFrom);
  await large.page.close();

  // A record of 5,000 fields: the field rows refuse it and the JSON editor keeps it.
  const many = await open();
  const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, "v"]));
  await many.editor.getByLabel("Input record as JSON").fill(JSON.stringify(fields));
  const switchFrom = await many.page.evaluate(() => performance.now());
  await many.editor.getByRole("button", { name: "Fields", exact: true }).click();
  await many.editor.locator('[data-outcome="input-error"]').waitFor();
  await painted(many.page);
  const manyFieldsTaskMs = await longestTaskSince(many.page, switchFrom);
  await many.page.close();
  return { largeOutputTaskMs, manyFieldsTaskMs };
}

/** Records the page's long tasks (over 50 ms) from its first script on. */
function recordLongTasks(): void {
  const tasks: Array<{ start: number; duration: number }> = [];
  (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
}

function longestTaskSince(page: Page, from: number): Promise<number> {
  return page.evaluate(
    (t) =>
      Math.max(
        0,
        ...(
          window as unknown as { longTasks: Array<{ start: number; duration: number }> }
        ).longTasks
          .filter((task) => task.start >= t)
          .map((task) => Math.round(task.duration)),
      ),
    from,
  );
}

export async function measureVrlRun(base: string): Promise<VrlRunTimes> {
  const guide = `${base}/flowg/docs/guides/transformers`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const engineUrls: string[] = [];
    context.on("request", (r) => {
      if (/\.(js|wasm)$/.test(r.url()) && r.resourceType() !== "document") engineUrls.push(r.url());
    });
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    await page.goto(guide, { waitUntil: "networkidle" });
    const beforeRunBytes = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .concat(performance.getEntriesByType("navigation"))
        .reduce((n, e) => n + (e as PerformanceResourceTiming).transferSize, 0),
    );
    const seenBeforeRun = engineUrls.length;
    const coldMs = await runOnce(page, true);
    // From here on, runs only: opening the editor renders it once on the page's thread.
    const warmFrom = await page.evaluate(() => performance.now());
    const warmMs = await runOnce(page, false);
    await runOnce(page, false);
    const longestTaskMs = await longestTaskSince(page, warmFrom);
    const loaded = engineUrls.slice(seenBeforeRun);
    const page2 = await context.newPage();
    await page2.goto(guide, { waitUntil: "networkidle" });
    const cachedMs = await runOnce(page2, true);
    const loadedByRun = await Promise.all(
      loaded.map(async (u) => ({ file: u.split("/").pop() ?? u, gzipBytes: await gzippedSize(u) })),
    );
    const playground = await measurePlayground(context, base);
    return { beforeRunBytes, coldMs, cachedMs, warmMs, longestTaskMs, loadedByRun, playground };
  } finally {
    await browser.close();
  }
}

export function formatVrlRun(times: VrlRunTimes): string[] {
  return [
    `page bytes transferred before Run: ${(times.beforeRunBytes / 1024).toFixed(1)} KiB`,
    `Run to first output: cold ${times.coldMs} ms, engine cached ${times.cachedMs} ms, warm ${times.warmMs} ms`,
    `longest main-thread task of two warm runs: ${times.longestTaskMs} ms`,
    `playground, longest main-thread task: ${times.playground.largeOutputTaskMs} ms drawing a result of ${((3 * LARGE_OUTPUT_FIELD_CHARS) / 1e6).toFixed(1)} M characters, ${times.playground.manyFieldsTaskMs} ms refusing a record of 5,000 fields as rows`,
    ...times.loadedByRun.map(
      (f) => `loaded by Run: ${f.file} ${(f.gzipBytes / 1024).toFixed(1)} KiB gzipped`,
    ),
  ];
}
