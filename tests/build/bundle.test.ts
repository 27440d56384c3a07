import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { freePort, waitForAnswer } from "../support/local-server";
import config from "../support/site-config";

/**
 * The offline bundle (`make bundle`, scripts/bundle.ts) as an operator uses it on a machine
 * without network: the archive unpacked in an empty folder, its server started with Node alone
 * from another folder, and the site read in Chromium with every request off the loopback
 * interface refused: search, a version switch, a VRL example's Run and the playground.
 */
const BASE = config.basePath;
const NAME = `flowg-docs-${config.productVersion}`;
const ARCHIVED = config.docs.versions?.[1]?.name;

let work: string;
let archive: string;
let server: ChildProcess | undefined;
let origin: string;
let startMs: number;
let browser: Browser;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-bundle-test-"));
  execFileSync("npx", ["vite-node", "scripts/bundle.ts", "--out", path.join(work, "out")], {
    stdio: "pipe",
  });
  archive = path.join(work, "out", `${NAME}.tar.gz`);
  const machine = path.join(work, "machine");
  fs.mkdirSync(machine);
  execFileSync("tar", ["-xzf", archive, "-C", machine]);

  // Started as README.txt says, from a folder of its own, with no variable but PATH.
  const elsewhere = path.join(work, "elsewhere");
  fs.mkdirSync(elsewhere);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  server = spawn(
    process.execPath,
    [path.join(machine, NAME, "scripts/serve.mjs"), "--headers", "nginx", "--port", String(port)],
    { cwd: elsewhere, env: { PATH: process.env.PATH ?? "" }, stdio: "pipe" },
  );
  await waitForAnswer(`${origin}${BASE}/`, server);
  startMs = Date.now() - started;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
  if (startMs !== undefined) {
    const mib = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
    console.info(`offline bundle: ${mib} MiB; its server answered ${startMs} ms after start`);
  }
  fs.rmSync(work, { recursive: true, force: true });
});

describe("the offline bundle", () => {
  it("holds the build (every version, search, copies, llms files, OpenAPI), the server and README.txt", () => {
    const folder = path.join(work, "machine", NAME);
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    expect(files(path.join(folder, "public"))).toEqual(files("public"));
    expect(fs.readdirSync(folder).sort()).toEqual(["README.txt", "public", "scripts"]);
    expect(fs.readdirSync(path.join(folder, "scripts")).sort()).toEqual([
      "mcp.cjs",
      "mcp.cjs.LICENSES.txt",
      "serve.mjs",
      "site-headers.mjs",
      "static-host.mjs",
    ]);
    for (const file of [
      "llms.txt",
      "llms-full.txt",
      "docs/guides/streams.md",
      "openapi/flowg.yaml",
      ...(ARCHIVED ? [`docs/${ARCHIVED}.html`, `openapi/${ARCHIVED}/flowg.json`] : []),
    ])
      expect(fs.existsSync(path.join(folder, "public", file)), file).toBe(true);
    // The licences of the packages built into the MCP server travel with it.
    const licences = fs.readFileSync(path.join(folder, "scripts/mcp.cjs.LICENSES.txt"), "utf8");
    for (const name of ["@modelcontextprotocol/sdk@", "flexsearch@", "zod@"])
      expect(licences).toMatch(new RegExp(`^${name}\\S+ \\((MIT|Apache-2\\.0)\\)\\n\\n\\S`, "m"));
    expect(fs.readFileSync(path.join(folder, "README.txt"), "utf8")).toContain(
      `node ${NAME}/scripts/serve.mjs --headers nginx`,
    );
  });

  it("serves the site with no request leaving the machine", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const problems: string[] = [];
    // Off the loopback interface, every request fails, as on a machine without network.
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        problems.push(`left the machine: ${route.request().url()}`);
        return route.abort("internetdisconnected");
      },
    );
    const page = await context.newPage();
    page.on("requestfailed", (request) => {
      // A request the browser itself cancels when the test goes to the next page (the icon of
      // the page being left, for one) is no failure of the server's.
      const reason = request.failure()?.errorText;
      if (reason !== "net::ERR_ABORTED") problems.push(`failed: ${request.url()} (${reason})`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    const hydrated = (p: Page) =>
      p.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);

    // Search: the index comes from the bundle.
    await page.goto(`${origin}${BASE}/docs/guides/streams`);
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the documentation" });
    await dialog.getByRole("combobox", { name: "Search" }).fill("retention");
    const first = dialog.getByRole("option").first();
    await first.waitFor();
    await first.click();
    await page.waitForURL((url) => url.pathname !== `${BASE}/docs/guides/streams`);

    // A version switch, to the archived version's page on the same topic.
    if (ARCHIVED) {
      await page.goto(`${origin}${BASE}/docs/guides/streams`);
      await hydrated(page);
      await page
        .getByRole("button", { name: `Docs version: v${config.productVersion}` })
        .first()
        .click();
      await page.getByRole("link", { name: `v${ARCHIVED} archived`, exact: true }).click();
      await page.waitForURL(`${origin}${BASE}/docs/${ARCHIVED}/guides/streams`);
      await page.getByRole("heading", { level: 1 }).waitFor();
    }

    // A VRL example's Run, then the playground: the engine comes from the bundle.
    await page.goto(`${origin}${BASE}/docs/guides/transformers`);
    await hydrated(page);
    const example = page.locator('[data-vrl-run="from-logfmt"]');
    await example.getByRole("button", { name: "Run the from-logfmt example" }).click();
    await example.locator('[data-vrl-output="ok"]').waitFor({ timeout: 60_000 });
    await page.goto(`${origin}${BASE}/docs/guides/transformers/playground`);
    await hydrated(page);
    await page.locator('[data-vrl-playground="ready"]').waitFor();
    await page
      .locator("[data-vrl-editor]")
      .getByRole("button", { name: "Run", exact: true })
      .click();
    await page.locator('[data-vrl-output="ok"]').waitFor({ timeout: 60_000 });

    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("runs the docs' MCP server with Node alone, and an MCP client talks to it", async () => {
    const folder = path.join(work, "machine", NAME);
    const client = new Client({ name: "flowg-bundle-test", version: "1.0.0" });
    const started = Date.now();
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [
          "--import",
          path.resolve("tests/support/no-network.mjs"),
          path.join(folder, "scripts/mcp.cjs"),
          "--site",
          path.join(folder, "public"),
        ],
        cwd: path.join(work, "elsewhere"),
        env: { PATH: process.env.PATH ?? "" },
        stderr: "pipe",
      }),
    );
    const connectMs = Date.now() - started;
    try {
      const result = (await client.callTool({
        name: "search_docs",
        arguments: { query: "retention", limit: 1 },
      })) as { content: Array<{ text: string }> };
      expect(result.content[0]?.text).toMatch(/\n1\. .+\n {3}https:\/\/\S+\/docs\//);
      console.info(`offline bundle: its MCP server answered the handshake in ${connectMs} ms`);
    } finally {
      await client.close();
    }
  });

  it("answers a page's Markdown copy to a client that asks for Markdown", async () => {
    const response = await fetch(`${origin}${BASE}/docs/guides/streams`, {
      headers: { accept: "text/markdown" },
    });
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toBe(
      fs.readFileSync(path.join("public", "docs/guides/streams.md"), "utf8"),
    );
  });
});
