import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "../support/site-config";

/**
 * The docs' MCP server (`npm run --silent mcp -- --site public`, mcp/) driven by the SDK's own
 * client over stdio against the build, in a process where any network request throws
 * (tests/support/no-network.mjs). Each tool, each refusal, and the typo a search forgives.
 */
const SITE = `${config.url}${config.basePath}`;
const CURRENT = config.productVersion;
const ARCHIVED = config.docs.versions?.[1]?.name ?? "";

let client: Client;
/** Milliseconds each tool took to answer (its first call), for the closing note. */
const timings: Record<string, number> = {};

beforeAll(async () => {
  client = new Client({ name: "flowg-docs-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ["--import", "./tests/support/no-network.mjs", "scripts/mcp.mjs", "--site", "public"],
      stderr: "pipe",
    }),
  );
}, 60_000);

afterAll(async () => {
  await client?.close();
  console.info(
    `MCP tools, first answer: ${Object.entries(timings)
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(", ")}`,
  );
});

async function call(name: string, args: Record<string, unknown> = {}) {
  const started = Date.now();
  const result = (await client.callTool({ name, arguments: args })) as {
    content: Array<{ type: string; text: string }>;
    isError?: boolean;
  };
  timings[name] ??= Date.now() - started;
  return { text: result.content.map((part) => part.text).join("\n"), isError: !!result.isError };
}

const copy = (route: string) => fs.readFileSync(path.join("public", `${route}.md`), "utf8");

describe("the docs' MCP server", () => {
  it("offers its five tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "get_api_operation",
      "get_cli_command",
      "list_versions",
      "read_page",
      "search_docs",
    ]);
  });

  it("searches with the site's index and ranking: a misspelt forwarder finds its reference", async () => {
    const { text, isError } = await call("search_docs", { query: "elasitc forwarder", limit: 3 });
    expect(isError).toBe(false);
    expect(text).toContain('(corrected from "elasitc forwarder")');
    expect(text.split("\n")[2]).toBe("1. Elasticsearch forwarder (elastic)");
    expect(text.split("\n")[3]?.trim()).toBe(`${SITE}/docs/reference/forwarders/elastic`);

    const archived = await call("search_docs", { query: "pipeline", version: ARCHIVED });
    const urls = archived.text.match(/https:\/\/\S+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith(`${SITE}/docs/${ARCHIVED}`))).toBe(true);
  });

  it("reads a page as Markdown by path or URL, in the version asked for", async () => {
    for (const page of [
      "/docs/guides/streams",
      "docs/guides/streams.md",
      `${SITE}/docs/guides/streams/#retention`,
      `${config.basePath}/docs/guides/streams`,
    ]) {
      const { text, isError } = await call("read_page", { page });
      expect([page, isError]).toEqual([page, false]);
      expect(text).toBe(
        `Canonical URL: ${SITE}/docs/guides/streams\n\n${copy("docs/guides/streams")}`,
      );
    }
    const archived = await call("read_page", { page: "/docs/guides/streams", version: ARCHIVED });
    expect(archived.text).toBe(
      `Canonical URL: ${SITE}/docs/${ARCHIVED}/guides/streams\n\n${copy(`docs/${ARCHIVED}/guides/streams`)}`,
    );
  });

  it("lists the versions, the current one first", async () => {
    expect((await call("list_versions")).text).toBe(
      [
        `v${CURRENT} (current): ${SITE}/docs`,
        ...(ARCHIVED ? [`v${ARCHIVED} (archived): ${SITE}/docs/${ARCHIVED}`] : []),
      ].join("\n"),
    );
  });

  it("gets an API operation by id, page name or method and path, with its schemas and curl", async () => {
    const byId = await call("get_api_operation", { operation: "purge_stream" });
    expect(byId.isError).toBe(false);
    expect(byId.text.split("\n").slice(0, 2)).toEqual([
      `DELETE /api/v1/streams/{stream} (purge_stream), FlowG v${CURRENT}`,
      `Canonical URL: ${SITE}/docs/api/purge-stream`,
    ]);
    // The path's own parameter, and no reference left unresolved.
    expect(byId.text).toContain('"name": "stream"');
    expect(byId.text).not.toContain('"$ref"');
    expect(byId.text).toMatch(/Example:\n```bash\ncurl /);
    for (const operation of ["purge-stream", "DELETE /api/v1/streams/{stream}"])
      expect((await call("get_api_operation", { operation })).text).toBe(byId.text);
    const archived = await call("get_api_operation", {
      operation: "list_streams",
      version: ARCHIVED,
    });
    expect(archived.text).toContain(`Canonical URL: ${SITE}/docs/${ARCHIVED}/api/list-streams`);
  });

  it("gets a CLI command as typed, with or without its binary", async () => {
    const route = "docs/cli/flowg-client/flowg-client_stream_purge";
    const expected = `Canonical URL: ${SITE}/${route}\n\n${copy(route)}`;
    expect((await call("get_cli_command", { command: "flowg-client stream purge" })).text).toBe(
      expected,
    );
    expect((await call("get_cli_command", { command: "stream purge" })).text).toBe(expected);
    expect((await call("get_cli_command", { command: "flowg-server" })).text).toBe(
      `Canonical URL: ${SITE}/docs/cli/flowg-server\n\n${copy("docs/cli/flowg-server")}`,
    );
  });

  it("says why it cannot answer, and what exists", async () => {
    const refusals = await Promise.all([
      call("read_page", { page: "/docs/no-such-page" }),
      call("read_page", { page: "https://example.org/docs" }),
      call("search_docs", { query: "streams", version: "9.9.9" }),
      call("get_api_operation", { operation: "purge_streams" }),
      call("get_cli_command", { command: "stream purj" }),
    ]);
    expect(refusals.map((r) => r.isError)).toEqual([true, true, true, true, true]);
    expect(refusals.map((r) => r.text)).toEqual([
      `No page at ${SITE}/docs/no-such-page in the v${CURRENT} docs. search_docs finds pages by their words; llms.txt lists them all.`,
      `https://example.org/docs is not a page of ${SITE}.`,
      `Unknown version "9.9.9": this site documents v${CURRENT} (current), v${ARCHIVED}.`,
      expect.stringMatching(
        new RegExp(
          `^No operation "purge_streams" in FlowG v${CURRENT}'s API\\. Closest: purge_stream, `,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^No command "flowg-client stream purj" in FlowG v${CURRENT}\\. Closest: flowg-client stream purge, `,
        ),
      ),
    ]);
  });
});

describe("starting the MCP server", () => {
  it("refuses, with one line and status 2, without a site or on a folder without a build", () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-mcp-empty-"));
    try {
      for (const [args, message] of [
        [[], "usage: mcp --site <folder> (public/, or an unpacked bundle's public/)"],
        [["--site", empty], `${empty}: no built site here (expected index.html; run "make build")`],
      ] as const) {
        const run = spawnSync(process.execPath, ["scripts/mcp.mjs", ...args], { encoding: "utf8" });
        expect([run.status, run.stdout, run.stderr.trim()]).toEqual([2, "", message]);
      }
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
