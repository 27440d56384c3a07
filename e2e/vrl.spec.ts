import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page, type Request } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { waitForHydration } from "./support/hydration";

/**
 * Runnable VRL examples and the transformer playground (src/theme/VrlRun, VrlEditor,
 * VrlPlayground; the engine runs in a worker, src/theme-common/vrl/).
 */
const GUIDE = "/flowg/docs/guides/transformers";
const PLAYGROUND = "/flowg/docs/guides/transformers/playground";
/** The engine: its wasm file (public/static/verel-<hash>.wasm, see node/vrl-wasm.ts). */
const ENGINE_FILE = fs
  .readdirSync(path.join("public", "static"))
  .filter((f) => /^verel-[0-9a-f]{16}\.wasm$/.test(f))
  .map((f) => `static/${f}`);
const isVrlFile = (url: string) =>
  /\/vrl-(worker|editor|engine)-[0-9a-f]+\.js$/.test(url) ||
  ENGINE_FILE.some((f) => url.endsWith(`/${f}`));

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.context().on("request", (request) => requests.push(request));
  return requests;
}

/** The stored record shown in an editor's output pane. */
async function storedRecord(scope: ReturnType<Page["locator"]>): Promise<unknown> {
  const pre = scope.getByLabel("Stored record as JSON");
  await expect(pre).toBeVisible({ timeout: 20_000 });
  return JSON.parse((await pre.textContent()) ?? "");
}

const FROM_LOGFMT = {
  action: "login",
  duration_ms: "312",
  level: "WARN",
  slow: "true",
  user: "alice",
};

test("no VRL file loads before Run; Run shows the example's stored record", async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto(GUIDE);
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState("networkidle");
  expect(ENGINE_FILE).toHaveLength(1);
  expect(requests.map((r) => r.url()).filter(isVrlFile)).toEqual([]);

  const example = page.locator('[data-vrl-run="from-logfmt"]');
  const started = Date.now();
  await example.getByRole("button", { name: "Run the from-logfmt example" }).click();
  expect(await storedRecord(example)).toEqual(FROM_LOGFMT);
  const cold = Date.now() - started;

  const engine = requests.filter((r) => r.url().endsWith(`/${ENGINE_FILE[0]}`));
  expect(engine).toHaveLength(1);
  expect(new URL(engine[0]!.url()).origin).toBe(new URL(page.url()).origin);
  expect(requests.every((r) => new URL(r.url()).origin === new URL(page.url()).origin)).toBe(true);

  const warmStart = Date.now();
  await example.getByRole("button", { name: "Run", exact: true }).click();
  await expect(example.locator('[data-vrl-output="ok"]')).toBeVisible();
  test.info().annotations.push({
    type: "timing",
    description: `Run to first output: cold ${cold} ms, second run ${Date.now() - warmStart} ms`,
  });
});

test("an edit that does not compile shows the diagnostic with its line and column", async ({
  page,
}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const example = page.locator('[data-vrl-run="from-logfmt"]');
  await example.getByRole("button", { name: "Run the from-logfmt example" }).click();
  await storedRecord(example);
  const script = example.getByLabel("VRL script");
  await script.fill('.a = "x"\n.b = upcase(.content)');
  await example.getByRole("button", { name: "Run", exact: true }).click();
  const output = example.locator('[data-vrl-output="compile-error"]');
  await expect(output).toContainText("unhandled fallible assignment at line 2, column 6");
  await expect(output.locator("mark")).toHaveText("upcase(.content)");
});

test("the keyboard alone opens, edits and runs an example", async ({ page }) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const example = page.locator('[data-vrl-run="normalize"]');
  await example.getByRole("button", { name: "Run the normalize example" }).focus();
  await page.keyboard.press("Enter");
  const script = example.getByLabel("VRL script");
  await expect(script).toBeFocused();
  await storedRecord(example);
  await page.keyboard.press("Control+End");
  await page.keyboard.type('\n.team = "ops"');
  await page.keyboard.press("Control+Enter");
  await expect.poll(async () => storedRecord(example)).toMatchObject({ team: "ops", app: "sshd" });
  // Tab leaves the script for the record editor: the textarea does not trap the focus.
  await page.keyboard.press("Tab");
  await expect(example.getByLabel("VRL script")).not.toBeFocused();
});

test("input and script errors are explained in the output pane", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${PLAYGROUND}#script=.a%20%3D%201&record=%7B%7D`);
  await waitForHydration(page);
  const editor = page.locator("[data-vrl-editor]");
  const output = editor.locator("[data-vrl-output]");
  const run = editor.getByRole("button", { name: "Run", exact: true });
  const json = async (text: string) => {
    await editor.getByRole("button", { name: "JSON" }).click();
    await editor.getByLabel("Input record as JSON").fill(text);
    await run.click();
  };
  await json("{nope");
  await expect(output).toHaveAttribute("data-vrl-output", "input-error", { timeout: 20_000 });
  await expect(output).toContainText("The record is not valid JSON");
  await json('{"status": 200}');
  await expect(output).toContainText('Field "status" is number');
  await json(JSON.stringify({ content: "x".repeat(1024 * 1024) }));
  await expect(output).toContainText("the limit here is 1 MiB");
  await json('{"content": "{"}');
  await editor.getByLabel("VRL script").fill(". = parse_json!(.content)");
  await run.click();
  await expect(output).toHaveAttribute("data-vrl-output", "runtime-error");
  await expect(output).toContainText('function call error for "parse_json"');
  await editor.getByLabel("VRL script").fill('abort "not today"');
  await run.click();
  await expect(output).toContainText("not today");
  expect(errors).toEqual([]);
});

test("the playground keeps its state in the URL and builds the curl call", async ({ page }) => {
  await page.goto(PLAYGROUND);
  await waitForHydration(page);
  await page
    .getByLabel("Start from an example")
    .selectOption({ label: "What Is a Transformer?: from-logfmt" });
  const editor = page.locator("[data-vrl-editor]");
  await expect(editor.getByLabel("VRL script")).toHaveValue(/parse_key_value!/);
  await editor.getByLabel("VRL script").fill('.greeting = "hello"');
  await expect.poll(() => page.evaluate(() => location.hash)).toContain("greeting");
  const shared = page.url();

  await page.goto("about:blank");
  await page.goto(shared);
  await waitForHydration(page);
  await expect(page.locator("[data-vrl-editor]").getByLabel("VRL script")).toHaveValue(
    '.greeting = "hello"',
  );
  await page.getByLabel("Your FlowG server").fill("https://logs.example.com/");
  const curl = page.locator("[data-vrl-curl]");
  await expect(curl).toContainText(
    'curl -sS -X POST "https://logs.example.com/api/v1/test/transformer"',
  );
  await expect(curl).toContainText('{"code": ".greeting = \\"hello\\"", "record": {"content":');
});

test("the playground's Run button is in view when the page opens on a laptop screen", async ({
  page,
}, info) => {
  test.skip(info.project.name !== "desktop", "a laptop screen: 1280 px wide");
  // A 1280x900 screen leaves about 760 px to the page under the browser's own bars.
  await page.setViewportSize({ width: 1280, height: 760 });
  const editor = await openPlaygroundEditor(page);
  const run = editor.getByRole("button", { name: "Run", exact: true });
  await expect(run).toBeInViewport({ ratio: 1 });
  // It sits above the output, which it fills.
  const [button, output] = await Promise.all([
    run.boundingBox(),
    editor.getByRole("region", { name: "Output" }).boundingBox(),
  ]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(output!.y);
  expect(Math.abs(button!.x - output!.x)).toBeLessThan(2);
});

test("the playground has no axe violations, before and after a run", async ({ page }) => {
  await page.goto(PLAYGROUND);
  await waitForHydration(page);
  await expect(page.locator('[data-vrl-playground="ready"]')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator("[data-vrl-editor]").getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator('[data-vrl-output="ok"]')).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page)).toEqual([]);
});

/**
 * A script that never ends in practice: two loops, one inside the other, over 20,002 items
 * (4 × 10^8 turns). The engine cannot be interrupted, so the page ends the worker.
 */
const ENDLESS = [
  's = "0123456789"',
  "s = s + s + s + s + s + s + s + s + s + s",
  "s = s + s + s + s + s + s + s + s + s + s",
  "s = s + s + s + s + s + s + s + s + s + s",
  "s = s + s",
  'items = split(s, "")',
  "for_each(items) -> |_i, _a| {",
  "  for_each(items) -> |_j, _b| { .n = 1 }",
  "}",
].join("\n");

async function openPlaygroundEditor(page: Page) {
  await page.goto(PLAYGROUND);
  await waitForHydration(page);
  await expect(page.locator('[data-vrl-playground="ready"]')).toBeVisible();
  return page.locator("[data-vrl-editor]");
}

test("Stop ends a script that never ends, says so, and the next Run works", async ({ page }) => {
  const editor = await openPlaygroundEditor(page);
  const status = editor.getByRole("status");
  await editor.getByLabel("VRL script").fill(ENDLESS);
  await editor.getByRole("button", { name: "Run", exact: true }).click();
  // The status says what is happening: loading the engine first (a moment only, when the engine
  // is already in the HTTP cache, so it may be gone before it is read), then running the script.
  await expect(status).toContainText(
    /Loading the VRL engine|Starting the VRL engine|Running the script/,
  );
  await expect(status).toContainText("Running the script", { timeout: 20_000 });
  // The engine runs in a worker: while the script runs, the page's own thread still answers, so
  // an animation frame comes (on the page's thread, this would wait until the script ended).
  // How long a run holds the page's thread is measured by `make bench`, not here.
  const frame = await page.evaluate(
    () => new Promise<string>((resolve) => requestAnimationFrame(() => resolve("painted"))),
  );
  expect(frame).toBe("painted");
  await expect(status).toContainText("Running the script");
  const stop = editor.getByRole("button", { name: "Stop" });
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(editor.locator('[data-outcome="stopped"][data-stop-reason="stop"]')).toContainText(
    "Stopped after",
  );
  await expect(stop).toBeHidden();

  await editor.getByLabel("VRL script").fill('.after = "stop"');
  await editor.getByRole("button", { name: "Run", exact: true }).click();
  expect(await storedRecord(editor)).toMatchObject({ after: "stop" });
});

test("the time limit stops a script that never ends", async ({ page }, info) => {
  // Ten seconds of waiting for the worker's time limit, which the window's width does not change.
  test.skip(info.project.name === "mobile", "the time limit does not depend on the viewport");
  test.setTimeout(90_000);
  const editor = await openPlaygroundEditor(page);
  await editor.getByLabel("VRL script").fill(ENDLESS);
  await editor.getByRole("button", { name: "Run", exact: true }).click();
  await expect(editor.getByRole("status")).toContainText("Running the script", {
    timeout: 20_000,
  });
  const stopped = editor.locator('[data-outcome="stopped"][data-stop-reason="time-limit"]');
  await expect(stopped).toContainText("the time limit of this page", { timeout: 30_000 });
  await expect(editor.getByRole("button", { name: "Stop" })).toBeHidden();
});

test("a script ending with return fails the record, as in FlowG", async ({ page }) => {
  const editor = await openPlaygroundEditor(page);
  await editor.getByLabel("VRL script").fill('.a = "x"\nreturn .');
  await editor.getByRole("button", { name: "Run", exact: true }).click();
  const failed = editor.locator('[data-outcome="runtime-error"]');
  await expect(failed).toContainText("FlowG would not pass the record on", { timeout: 20_000 });
  await expect(failed).toContainText("400 with code 422");
});

test("the note under an opened example links the playground of the version being read", async ({
  page,
}) => {
  for (const [guide, playground, rules] of [
    [GUIDE, PLAYGROUND, "FlowG v0.63.0's rules"],
    [
      "/flowg/docs/0.45.8/guides/transformers",
      "/flowg/docs/0.45.8/guides/transformers/playground",
      "FlowG v0.45.8's rules",
    ],
  ] as const) {
    await page.goto(guide);
    await waitForHydration(page);
    const example = page.locator('[data-vrl-run="from-logfmt"]');
    await example.getByRole("button", { name: "Run the from-logfmt example" }).click();
    await storedRecord(example);
    await expect(example).toContainText(rules);
    const link = example.getByRole("link", { name: "transformer playground" });
    await expect(link).toHaveAttribute("href", playground);
  }
  // Following the archived version's link opens that version's playground, with its rules.
  await page.locator('[data-vrl-run="from-logfmt"]').getByRole("link").click();
  await expect(page).toHaveURL(
    /\/flowg\/docs\/0\.45\.8\/guides\/transformers\/playground\/?(#.*)?$/,
  );
  await expect(page.getByText("Results follow FlowG v0.45.8's rules").first()).toBeVisible();
});

test("a result too long to draw shows its start and downloads whole; the page stays responsive", async ({
  page,
}) => {
  const editor = await openPlaygroundEditor(page);
  await editor.getByRole("button", { name: "JSON", exact: true }).click();
  // 200,000 characters in, three copies out: 600,000 characters of JSON, six times what is drawn.
  await editor.getByLabel("Input record as JSON").fill(JSON.stringify({ m: "x".repeat(200_000) }));
  await editor.getByLabel("VRL script").fill(".a = .m\n.b = .m");
  await editor.getByRole("button", { name: "Run", exact: true }).click();
  const output = editor.locator('[data-outcome="large-output"]');
  await expect(output).toContainText("too long to show here whole", { timeout: 20_000 });
  await expect(output).toContainText("The first 100,000 characters are below.");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    output.getByRole("link", { name: "Download the whole result (JSON)" }).click(),
  ]);
  const saved = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as Record<
    string,
    string
  >;
  expect(Object.keys(saved).sort()).toEqual(["a", "b", "m"]);
  expect(saved.a).toHaveLength(200_000);
  // Too long to keep in the address: the link would not carry it.
  await expect(
    page.getByRole("button", { name: "Copy a link to this script and record" }),
  ).toBeDisabled();
  await expect(page.getByText("too long for a link (over 64 KiB)")).toBeVisible();
  const frame = await page.evaluate(
    () => new Promise<string>((resolve) => requestAnimationFrame(() => resolve("painted"))),
  );
  expect(frame).toBe("painted");
});

test("a record of thousands of fields stays in the JSON editor, which says why", async ({
  page,
}) => {
  const editor = await openPlaygroundEditor(page);
  await editor.getByRole("button", { name: "JSON", exact: true }).click();
  const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, "v"]));
  await editor.getByLabel("Input record as JSON").fill(JSON.stringify(fields));
  await editor.getByRole("button", { name: "Fields", exact: true }).click();
  await expect(editor.locator('[data-outcome="input-error"]')).toHaveText(
    "This record has 5,000 fields; the field rows show at most 200: edit it as JSON.",
  );
  await expect(editor.getByLabel("Input record as JSON")).toBeVisible();
  await expect(editor.getByLabel("Name of field 1")).toHaveCount(0);
});
