import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import YAML from "yaml";
import { cliPageView } from "../../node/cli/page-models";
import { parseCliFile } from "../../node/cli/schema";
import { toMarkdown } from "../../node/markdown-export/build";
import { cliCommandMarkdown } from "../../node/markdown-export/cli";
import { buildSearchRecords } from "../../node/search/records";
import { cliCommandSections, type CliCommandModel } from "../../src/shared/cli-model";
import { cliToc } from "../../src/shared/cli-sections";
import { CliPage } from "../../src/theme/CliPage";
import { cliModelsFromData, cliModelsFromFiles, operationsFromFile } from "../support/cli-models";
import { cliFile, versionSources } from "../support/flowg-version";

/**
 * The "Configuration file" section of a CLI page, over the v0.63.0 draft of flowg-server (the
 * only file with a configFile): the model's section and groups, the page's tables and anchors,
 * the table of contents, the Markdown copy and the search records. Commands without a file
 * (today's content) get no such section.
 */

vi.mock("gatsby", async () => {
  const { createElement } = await import("react");
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement("a", { href: to, ...rest }),
    navigate: vi.fn(),
    graphql: () => null,
  };
});

/** v0.63.0 and v0.45.8, each read where it lives (a draft, current or archived). */
const V063 = versionSources("0.63.0");
const V0458 = versionSources("0.45.8");
const SOURCE = cliFile(V063, "flowg-server");
const site = { origin: "https://example.org", basePath: "/flowg" };

const data = () => parseCliFile(YAML.parse(fs.readFileSync(SOURCE, "utf8")), SOURCE);
const keysOf = () => data().configFile!.keys;

function serverModel(): CliCommandModel {
  const [model] = cliModelsFromData([{ root: data(), sourcePath: SOURCE }], []);
  return model!;
}

function render(model: CliCommandModel) {
  const command = cliPageView(model);
  const sections = cliCommandSections(command);
  const html = renderToStaticMarkup(createElement(CliPage, { command, sections }));
  const copy = toMarkdown(cliCommandMarkdown(model, { site }).body);
  return { command, sections, html, copy };
}

/** Text of an HTML fragment: tags and the break hints dropped, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** The part of the page under one h2 (up to the next h2). */
function sectionHtml(html: string, id: string): string {
  const start = html.indexOf(`<h2 id="${id}"`);
  expect(start, `section #${id}`).toBeGreaterThan(-1);
  const end = html.indexOf("<h2 ", start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

describe("the configuration file of flowg-server v0.63.0", () => {
  it("is a section of the model, after Flags, with one h3 group per top-level block", () => {
    const model = serverModel();
    expect(model.sections.map((s) => s.id)).toEqual([
      "synopsis",
      "description",
      "flags",
      "configuration-file",
      "environment",
      "output",
      "examples",
    ]);
    const section = model.sections.find((s) => s.kind === "configFile")!;
    expect(section.title).toBe("Configuration file");
    expect(section.children).toEqual([
      { id: "configuration-file-top-level", title: "Top-level attributes" },
      { id: "configuration-file-logging", title: "logging block" },
      { id: "configuration-file-services", title: "services block" },
      { id: "configuration-file-storage", title: "storage block" },
    ]);
    // Every key once, in the file's order, each in the group of its top-level block.
    const config = model.configFile!;
    expect(config.groups.flatMap((g) => g.keys.map((k) => k.path))).toEqual(
      keysOf().map((k) => k.path),
    );
    for (const group of config.groups.slice(1)) {
      const block = group.id.replace("configuration-file-", "");
      for (const key of group.keys) expect(key.path.split(/[. ]/)[0]).toBe(block);
    }
    expect(config.description.markdown).toContain("HCL");
    expect(config.description.html).toMatch(/^<p>/);
    expect(config.example?.code).toContain("initial_allowed_origins");
  });

  it("renders every key once, in a row group with its anchor and a self link", () => {
    const { html } = render(serverModel());
    const part = sectionHtml(html, "configuration-file");
    const rows = [...part.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      textOf(m[1]!).replace(/ ?required$/, ""),
    );
    const keys = keysOf();
    expect(rows).toEqual(keys.map((k) => k.path));
    for (const key of keys) {
      const anchor = `config-${key.path.replace(/ "([^"]*)"/g, ".$1").replace(/\./g, "-")}`;
      expect(html.split(`id="${anchor}"`), anchor).toHaveLength(2);
      expect(html.split(`href="#${anchor}"`), anchor).toHaveLength(2);
    }
    expect(html).toContain('id="config-storage-backend-badgerdb-auth_dir"');
    expect(html).toContain('id="config-services-syslog-initial_allowed_origins"');
    // The flag that names the file is linked to its row, and the example file is shown.
    expect(part).toContain('<a href="#flag-config"><code>--config</code></a>');
    expect(part).toContain('data-language="hcl"');
    // Required keys say so; labelled blocks list their labels.
    const required = keys.filter((k) => k.required).length;
    expect(part.split(">required</span>")).toHaveLength(required + 1);
    expect(textOf(part)).toContain("Accepted labels: badgerdb, foundationdb");
  });

  it("names each environment variable once on the page", () => {
    const { html } = render(serverModel());
    const cells = [...html.matchAll(/<td data-label="Environment"[^>]*>([\s\S]*?)<\/td>/g)].map(
      (m) => textOf(m[1]!),
    );
    const named = cells.filter((cell) => cell !== "—none");
    const variables = keysOf().flatMap((k) => (k.env ? [k.env] : []));
    expect(named).toEqual(variables);
    // The environment table keeps the variables that no key reads (FLOWG_SECRET_KEY).
    const environment = sectionHtml(html, "environment");
    const listed = [...environment.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      textOf(m[1]!),
    );
    expect(listed).toEqual(data().environment.map((e) => e.name));
    expect(listed.filter((name) => variables.includes(name))).toEqual([]);
  });

  it("has the same headings and ids on the page, in its table of contents and in the copy", () => {
    const { sections, html, copy } = render(serverModel());
    const pageHeadings = [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([^<]+)</g)].map((m) => ({
      level: Number(m[1]),
      id: m[2]!,
      title: textOf(m[3]!),
    }));
    const toc = cliToc(sections).flatMap((item) => [
      { level: 2, id: item.id, title: item.title },
      ...item.children.map((child) => ({ level: 3, id: child.id, title: child.title })),
    ]);
    expect(pageHeadings).toEqual(toc);
    const copyHeadings = [...copy.matchAll(/^(#{2,3}) (.+)$/gm)].map((m) => ({
      level: m[1]!.length,
      title: m[2]!,
    }));
    expect(copyHeadings).toEqual(toc.map(({ level, title }) => ({ level, title })));
  });

  it("writes one table per group in the Markdown copy, every key in it", () => {
    const { copy } = render(serverModel());
    const model = serverModel();
    const part = copy.slice(copy.indexOf("## Configuration file"), copy.indexOf("## Environment"));
    expect(part).toContain(
      "[`--config`](https://example.org/flowg/docs/cli/flowg-server#flag-config)",
    );
    expect(part).toContain("```hcl\nlogging {");
    const groups = part.split(/^### /m).slice(1);
    expect(groups).toHaveLength(model.configFile!.groups.length);
    groups.forEach((text, i) => {
      const group = model.configFile!.groups[i]!;
      expect(text.startsWith(`${group.title}\n`)).toBe(true);
      const rows = text.split("\n").filter((line) => /^\| [^-]/.test(line));
      expect(rows[0]).toMatch(
        /^\| Key +\| Type +\| Default +\| Environment variable +\| Description +\|$/,
      );
      // Header, then one row per key.
      expect(rows).toHaveLength(group.keys.length + 1);
      group.keys.forEach((key, j) => {
        expect(rows[j + 1]!.startsWith(`| \`${key.path}\``), key.path).toBe(true);
        if (key.env) expect(rows[j + 1]).toContain(`\`${key.env}\``);
      });
    });
  });

  it("gives each key a search record pointing at its row", () => {
    // The root command's page model, which its search records are read from.
    const [model] = cliModelsFromData(
      [{ root: data(), sourcePath: SOURCE }],
      operationsFromFile(V063.openapi),
    );
    const records = buildSearchRecords({
      docs: [],
      blog: [],
      api: [],
      cli: [model!],
    });
    const keyRecords = records.filter((r) => r.url.includes("#config-"));
    expect(keyRecords.map((r) => r.section)).toEqual(keysOf().map((k) => k.path));
    const bind = keyRecords.find((r) => r.section === "services.http.bind")!;
    expect(bind.url).toBe("/docs/cli/flowg-server#config-services-http-bind");
    expect(bind.names).toEqual(["services.http.bind", "FLOWG_HTTP_BIND_ADDRESS"]);
  });
});

describe("at the switch", () => {
  it("builds the models of the three draft files with the draft API; only flowg-server has the section", () => {
    const files = ["flowg-server", "flowg-health", "flowg-client"].map((binary) => {
      const sourcePath = cliFile(V063, binary);
      const root = parseCliFile(YAML.parse(fs.readFileSync(sourcePath, "utf8")), sourcePath);
      return { root, sourcePath };
    });
    const models = cliModelsFromData(files, operationsFromFile(V063.openapi));
    const withFile = models.filter((m) => m.sections.some((s) => s.id === "configuration-file"));
    expect(withFile.map((m) => m.route)).toEqual(["/docs/cli/flowg-server"]);
    // The draft's own links to #configuration-file land on the section's heading.
    const { html } = render(withFile[0]!);
    expect(html).toContain('<h2 id="configuration-file">');
    expect(html).toContain('href="#configuration-file"');
  }, 60_000);
});

describe("commands without a configuration file (v0.45.8's CLI data)", () => {
  it("have no such section, no configFile in their page data and no key records", () => {
    const models = cliModelsFromFiles(
      ["flowg-server", "flowg-health", "flowg-client"],
      undefined,
      V0458,
    );
    for (const model of models) {
      expect(model.configFile, model.title).toBeNull();
      expect(model.sections.some((s) => s.kind === "configFile")).toBe(false);
      const { command, html, copy } = render(model);
      expect("configFile" in command).toBe(false);
      expect(html).not.toContain("configuration-file");
      expect(copy).not.toContain("Configuration file");
    }
  }, 60_000);
});
