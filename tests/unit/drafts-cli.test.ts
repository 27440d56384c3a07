import fs from "node:fs";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { flattenCommands } from "../../node/cli/flatten";
import { cliCommandNodeFields } from "../../node/cli/nodes";
import { parseCliFile, type CliCommandData } from "../../node/cli/schema";
import { inlineMarkdownToHtml, markdownToHtml } from "../../node/markdown";
import { configKeyAnchor } from "../../src/shared/routes";
import { yamlSyntaxError } from "../../plugins/gatsby-transformer-checked-yaml/syntax";
import { versionSources } from "../support/flowg-version";

/**
 * The v0.63.0 CLI data, read wherever that version lives (tests/support/flowg-version.ts: a draft
 * under drafts/, content/cli as the current version, or an archived version), put through what
 * the build does to content/cli/*.yaml (syntax check, schema and rules, then the CliCommand node
 * fields: Markdown rendered, headings refused, examples highlighted).
 */
const DIR = versionSources("0.63.0").cli;
const BINARIES = ["flowg-server", "flowg-health", "flowg-client"] as const;

function load(binary: string): CliCommandData {
  const file = `${DIR}/${binary}.yaml`;
  const text = fs.readFileSync(file, "utf8");
  const syntax = yamlSyntaxError(file, text);
  if (syntax) throw new Error(syntax);
  return parseCliFile(YAML.parse(text), file);
}

describe("draft CLI data for FlowG v0.63.0", () => {
  it("holds exactly the three binaries", () => {
    expect(fs.readdirSync(DIR).sort()).toEqual(BINARIES.map((b) => `${b}.yaml`).sort());
  });

  it.each(BINARIES)("%s passes the build's parsing, validation and node fields", (binary) => {
    const sourcePath = `${DIR}/${binary}.yaml`;
    const root = load(binary);
    for (const record of flattenCommands(root)) {
      expect(() =>
        cliCommandNodeFields(record, {
          basePath: "/flowg",
          sourcePath,
          additionalLanguages: ["bash", "ini", "apacheconf", "nginx"],
        }),
      ).not.toThrow();
    }
  });

  it("flowg-client has 48 commands, with the system-config group and the --index flags", () => {
    const records = flattenCommands(load("flowg-client"));
    expect(records).toHaveLength(48);
    expect(records.filter((r) => r.kind === "group")).toHaveLength(10);
    const titles = records.map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "flowg-client system-config",
        "flowg-client system-config show",
        "flowg-client system-config update",
      ]),
    );
    const flagsOf = (title: string) =>
      records.find((r) => r.title === title)!.data.flags.map((f) => `${f.name}:${f.type}`);
    for (const command of ["history", "tail", "watch"]) {
      expect(flagsOf(`flowg-client stream ${command}`)).toContain("index:key=value");
    }
    expect(flagsOf("flowg-client system-config update")).toEqual([
      "syslog-allowed-origin:stringArray",
      "syslog-allow-all:bool",
      "default-role:stringArray",
    ]);
  });

  it("flowg-server has exactly one flag, config, and describes its configuration file", () => {
    const root = load("flowg-server");
    expect(root.flags.map((f) => f.name)).toEqual(["config"]);
    expect(root.commands).toEqual([]);
    const config = root.configFile!;
    expect(config).toMatchObject({ format: "hcl", flag: "config" });
    const where = `${DIR}/flowg-server.yaml: configFile`;
    expect(() => markdownToHtml(config.description, { basePath: "/flowg", where })).not.toThrow();
    for (const key of config.keys) {
      expect(() =>
        inlineMarkdownToHtml(key.description, { basePath: "/flowg", where }),
      ).not.toThrow();
    }
    // One variable per attribute, none used twice.
    const envs = config.keys.flatMap((k) => (k.env ? [k.env] : []));
    expect(new Set(envs).size).toBe(envs.length);
    expect(config.keys.filter((k) => k.type !== "block" && !k.env)).toEqual([]);
  });

  it("links between the draft CLI pages point at draft commands and their flags", () => {
    const anchors = new Map<string, Set<string>>();
    for (const binary of BINARIES) {
      for (const record of flattenCommands(load(binary))) {
        const ids = new Set(record.data.flags.map((f) => `flag-${f.name}`));
        const config = record.data.configFile;
        if (config) {
          ids.add("configuration-file");
          for (const key of config.keys) ids.add(configKeyAnchor(key.path));
        }
        anchors.set(record.route, ids);
      }
    }
    const broken: string[] = [];
    let links = 0;
    for (const binary of BINARIES) {
      const text = fs.readFileSync(`${DIR}/${binary}.yaml`, "utf8");
      for (const [, route, anchor] of text.matchAll(
        /\]\((\/docs\/cli\/[^)#\s]+)(?:#([^)\s]+))?\)/g,
      )) {
        links += 1;
        const ids = anchors.get(route!);
        if (!ids || (anchor && !ids.has(anchor)))
          broken.push(`${binary}: ${route}${anchor ? `#${anchor}` : ""}`);
      }
    }
    expect(broken).toEqual([]);
    expect(links).toBeGreaterThan(30);
  });

  it("flowg-health keeps its single --pid flag", () => {
    expect(load("flowg-health").flags.map((f) => f.name)).toEqual(["pid"]);
  });
});
