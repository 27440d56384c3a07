import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { cliPageView } from "../../node/cli/page-models";
import { CliPage } from "../../src/theme/CliPage";
import { cliToc } from "../../src/shared/cli-sections";
import { cliCommandSections } from "../../src/shared/cli-model";
import { flattenToc } from "../../src/shared/toc";
import { cliModelsFromFiles, operationsFromFile } from "../support/cli-models";
import { versionSources } from "../support/flowg-version";

vi.mock("gatsby", async () => {
  const { createElement } = await import("react");
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement("a", { href: to, ...rest }),
    navigate: vi.fn(),
    graphql: () => null,
  };
});

/**
 * The CLI reference must show every command and flag of FlowG v0.45.8 with the right type,
 * default and environment variable. The list below is the expected truth, written out by hand
 * from FlowG v0.45.8's command definitions; the data files go through the real
 * pipeline (schema, flatten, node fields, page model, page component) and the rendered pages
 * are compared. The v0.45.8 data is read wherever that version lives (content/cli while it is
 * current, versions/0.45.8/cli once archived), with the OpenAPI description of the same version.
 */
const V = versionSources("0.45.8");

type ExpectedFlag = [name: string, type: string, defaultValue: string, env: string | null];

const EXPECTED: Record<string, ExpectedFlag[]> = {
  "flowg-server": [
    ["http-bind", "string", ":5080", "FLOWG_HTTP_BIND_ADDRESS"],
    ["http-tls", "bool", "false", "FLOWG_HTTP_TLS_ENABLED"],
    ["http-tls-cert", "string", "", "FLOWG_HTTP_TLS_CERT"],
    ["http-tls-key", "string", "", "FLOWG_HTTP_TLS_KEY"],
    ["mgmt-bind", "string", ":9113", "FLOWG_MGMT_BIND_ADDRESS"],
    ["mgmt-tls", "bool", "false", "FLOWG_MGMT_TLS_ENABLED"],
    ["mgmt-tls-cert", "string", "", "FLOWG_MGMT_TLS_CERT"],
    ["mgmt-tls-key", "string", "", "FLOWG_MGMT_TLS_KEY"],
    ["cluster-node-id", "string", "", "FLOWG_CLUSTER_NODE_ID"],
    ["cluster-cookie", "string", "", "FLOWG_CLUSTER_COOKIE"],
    ["cluster-state-dir", "string", "./data/state", "FLOWG_CLUSTER_STATE_DIR"],
    ["cluster-formation-strategy", "string", "manual", "FLOWG_CLUSTER_FORMATION_STRATEGY"],
    [
      "cluster-formation-manual-join-node-id",
      "string",
      "",
      "FLOWG_CLUSTER_FORMATION_MANUAL_JOIN_NODE_ID",
    ],
    [
      "cluster-formation-manual-join-endpoint",
      "string",
      "",
      "FLOWG_CLUSTER_FORMATION_MANUAL_JOIN_ENDPOINT",
    ],
    [
      "cluster-formation-consul-service-name",
      "string",
      "FlowG",
      "FLOWG_CLUSTER_FORMATION_CONSUL_SERVICE_NAME",
    ],
    ["cluster-formation-consul-url", "string", "", "FLOWG_CLUSTER_FORMATION_CONSUL_URL"],
    [
      "cluster-formation-k8s-service-namespace",
      "string",
      "default",
      "FLOWG_CLUSTER_FORMATION_K8S_SERVICE_NAMESPACE",
    ],
    [
      "cluster-formation-k8s-service-name",
      "string",
      "flowg",
      "FLOWG_CLUSTER_FORMATION_K8S_SERVICE_NAME",
    ],
    [
      "cluster-formation-k8s-service-port-name",
      "string",
      "mgmt",
      "FLOWG_CLUSTER_FORMATION_K8S_SERVICE_PORT_NAME",
    ],
    ["syslog-proto", "string", "udp", "FLOWG_SYSLOG_PROTOCOL"],
    ["syslog-bind", "string", ":5514", "FLOWG_SYSLOG_BIND_ADDRESS"],
    ["syslog-tls", "bool", "false", "FLOWG_SYSLOG_TLS_ENABLED"],
    ["syslog-tls-cert", "string", "", "FLOWG_SYSLOG_TLS_CERT"],
    ["syslog-tls-key", "string", "", "FLOWG_SYSLOG_TLS_KEY"],
    ["syslog-tls-auth", "bool", "false", "FLOWG_SYSLOG_TLS_AUTH"],
    ["syslog-allow-origin", "stringArray", "", "FLOWG_SYSLOG_ALLOW_ORIGINS"],
    ["auth-dir", "string", "./data/auth", "FLOWG_AUTH_DIR"],
    ["log-dir", "string", "./data/logs", "FLOWG_LOG_DIR"],
    ["config-dir", "string", "./data/config", "FLOWG_CONFIG_DIR"],
    ["verbose", "bool", "false", "FLOWG_VERBOSE"],
    ["loglevel", "string", "info", "FLOWG_LOGLEVEL"],
    ["auth-initial-user", "string", "root", "FLOWG_AUTH_INITIAL_USER"],
    ["auth-initial-password", "string", "root", "FLOWG_AUTH_INITIAL_PASSWORD"],
    ["auth-reset-user", "string", "", "FLOWG_AUTH_RESET_USER"],
    ["auth-reset-password", "string", "", "FLOWG_AUTH_RESET_PASSWORD"],
  ],
  "flowg-health": [["pid", "int", "0", null]],
  "flowg-client": [
    ["api", "string", "http://localhost:5080", "FLOWG_API"],
    ["api-token", "string", "", "FLOWG_API_TOKEN"],
    ["mgmt-api", "string", "http://localhost:9113", "FLOWG_MGMT_API"],
  ],
  "flowg-client acl": [],
  "flowg-client acl role": [],
  "flowg-client acl role add": [["name", "string", "", null]],
  "flowg-client acl role grant": [
    ["name", "string", "", null],
    ["permission", "string", "", null],
  ],
  "flowg-client acl role ls": [],
  "flowg-client acl role revoke": [
    ["name", "string", "", null],
    ["permission", "string", "", null],
  ],
  "flowg-client acl role rm": [["name", "string", "", null]],
  "flowg-client acl user": [],
  "flowg-client acl user add": [
    ["username", "string", "", null],
    ["password", "string", "", null],
  ],
  "flowg-client acl user grant": [
    ["username", "string", "", null],
    ["rolename", "string", "", null],
  ],
  "flowg-client acl user ls": [],
  "flowg-client acl user revoke": [
    ["username", "string", "", null],
    ["rolename", "string", "", null],
  ],
  "flowg-client acl user rm": [["username", "string", "", null]],
  "flowg-client admin": [],
  "flowg-client admin backup": [["dest", "string", "./backup", null]],
  "flowg-client admin restore": [["src", "string", "./backup", null]],
  "flowg-client forwarder": [],
  "flowg-client forwarder export": [["name", "string", "default", null]],
  "flowg-client forwarder import": [
    ["name", "string", "default", null],
    ["input", "string", "", null],
  ],
  "flowg-client forwarder ls": [],
  "flowg-client forwarder rm": [["name", "string", "default", null]],
  "flowg-client login": [
    ["username", "string", "", null],
    ["password", "string", "", null],
  ],
  "flowg-client pipeline": [],
  "flowg-client pipeline export": [
    ["name", "string", "default", null],
    ["format", "string", "mermaid", null],
  ],
  "flowg-client pipeline import": [
    ["name", "string", "default", null],
    ["input", "string", "", null],
  ],
  "flowg-client pipeline ls": [],
  "flowg-client pipeline rm": [["name", "string", "default", null]],
  "flowg-client stream": [],
  "flowg-client stream history": [
    ["name", "string", "default", null],
    ["filter", "string", "", null],
    ["from", "string", "15 minutes before the command starts (RFC3339)", null],
    ["to", "string", "time the command starts (RFC3339)", null],
  ],
  "flowg-client stream index": [
    ["name", "string", "default", null],
    ["field", "string", "", null],
    ["rm", "bool", "false", null],
  ],
  "flowg-client stream ls": [],
  "flowg-client stream purge": [["name", "string", "default", null]],
  "flowg-client stream set": [
    ["name", "string", "default", null],
    ["ttl", "int64", "0", null],
    ["max-size", "int64", "0", null],
  ],
  "flowg-client stream tail": [
    ["name", "string", "default", null],
    ["filter", "string", "", null],
    ["period", "string", "15m", null],
  ],
  "flowg-client stream watch": [
    ["name", "string", "default", null],
    ["filter", "string", "", null],
  ],
  "flowg-client token": [],
  "flowg-client token create": [],
  "flowg-client token ls": [],
  "flowg-client token revoke": [["uuid", "string", "", null]],
  "flowg-client transformer": [],
  "flowg-client transformer cat": [["name", "string", "default", null]],
  "flowg-client transformer edit": [["name", "string", "default", null]],
  "flowg-client transformer ls": [],
  "flowg-client transformer rm": [["name", "string", "default", null]],
};

const BINARIES = ["flowg-server", "flowg-health", "flowg-client"];

const operations = operationsFromFile(V.openapi);
/** The pages' models as page context holds them (HTML only). */
const commands = cliModelsFromFiles(BINARIES, undefined, V).map(cliPageView);
const pages = new Map(
  commands.map((command) => {
    const html = renderToStaticMarkup(
      createElement(CliPage, { command, sections: cliCommandSections(command) }),
    );
    // <pre> holds highlighted markup: parse it as elements, not as raw text.
    const root = parse(html, { blockTextElements: { script: true, style: true } });
    return [command.title, { command, root }];
  }),
);

/** Text of a cell; the "none" placeholder (a dash and hidden text) reads as "". */
function cellText(cell: HTMLElement | null): string | null {
  if (!cell) return null;
  const text = cell.text.trim();
  return text === "—none" ? "" : text;
}

function flagsOnPage(root: HTMLElement): ExpectedFlag[] {
  return root
    .querySelectorAll("tbody[id^=flag-]")
    .map((row) => [
      row.id.replace(/^flag-/, ""),
      cellText(row.querySelector("td[data-label=Type]")) ?? "?",
      cellText(row.querySelector("td[data-label=Default]")) ?? "?",
      cellText(row.querySelector("td[data-label=Environment]")) || null,
    ]);
}

describe("CLI reference pages", () => {
  it("has one page per command of the three binaries (47)", () => {
    expect([...pages.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(pages.size).toBe(47);
    const client = commands.filter((c) => c.binary === "flowg-client" && c.kind !== "root");
    expect(client.filter((c) => c.kind === "group")).toHaveLength(9);
    expect(client.filter((c) => c.kind === "command")).toHaveLength(35);
  });

  it("shows every flag with its type, default and environment variable", () => {
    for (const [title, flags] of Object.entries(EXPECTED)) {
      const page = pages.get(title);
      expect(page, title).toBeDefined();
      expect({ title, flags: flagsOnPage(page!.root) }).toEqual({ title, flags });
    }
  });

  it("gives each flag its own anchor with a link to itself", () => {
    const row = pages.get("flowg-client stream set")!.root.querySelector("#flag-max-size")!;
    expect(row.tagName).toBe("TBODY");
    expect(row.querySelector("a")!.getAttribute("href")).toBe("#flag-max-size");
    expect(row.querySelector("th")!.text).toBe("--max-size");
  });

  it("has a heading for every entry of the table of contents, and unique ids", () => {
    for (const { command, root } of pages.values()) {
      const ids = root.querySelectorAll("[id]").map((el) => el.id);
      expect(new Set(ids).size, command.title).toBe(ids.length);
      for (const item of flattenToc(cliToc(cliCommandSections(command)))) {
        expect(root.querySelector(`#${item.id}`)?.tagName, `${command.title} #${item.id}`).toMatch(
          /^H[23]$/,
        );
      }
    }
  });

  it("renders the synopsis, notes as admonitions and examples with copy buttons", () => {
    const { command, root } = pages.get("flowg-client stream set")!;
    expect(root.querySelector("pre")!.text.trim()).toBe("flowg-client stream set [flags]");
    expect(root.querySelectorAll("aside").map((a) => a.getAttribute("aria-label"))).toEqual([
      "--max-size is in megabytes, not bytes",
    ]);
    expect(root.querySelectorAll("button[aria-label='Copy code to clipboard']")).toHaveLength(
      1 + command.examples.length,
    );
    expect(root.querySelector("#example-keep-two-weeks-of-logs-at-most-5-gb")?.tagName).toBe("H3");
  });

  it("lists the API operations a command calls, linking to their pages", () => {
    const { root } = pages.get("flowg-client acl role grant")!;
    const links = root.querySelectorAll("#api-calls + ul a").map((a) => a.getAttribute("href"));
    expect(links).toEqual(["/docs/api/get-role", "/docs/api/save-role"]);
  });

  it("shows the whole command tree on the flowg-client overview", () => {
    const { root } = pages.get("flowg-client")!;
    const tree = root.querySelector("#subcommands + ul")!;
    expect(tree.querySelectorAll("a")).toHaveLength(44);
    const role = tree.querySelectorAll(":scope > li")[0]!.querySelector("li")!;
    expect(role.querySelector("a")!.getAttribute("href")).toBe(
      "/docs/cli/flowg-client/flowg-client_acl_role",
    );
    expect(role.querySelectorAll("li a").map((a) => a.text)).toEqual([
      "acl role add",
      "acl role grant",
      "acl role ls",
      "acl role revoke",
      "acl role rm",
    ]);
    const headings = root.querySelectorAll("h2").map((h) => h.id);
    expect(headings).toEqual([
      "synopsis",
      "description",
      "configuration",
      "authentication",
      "subcommands",
      "flags",
      "examples",
    ]);
    expect(root.querySelector("aside")!.getAttribute("aria-label")).toBe(
      "Root flags do not reach subcommands",
    );
  });

  it("links the parent and the other commands of the group", () => {
    const { root } = pages.get("flowg-client token ls")!;
    const links = root.querySelectorAll("#see-also ~ ul a").map((a) => a.getAttribute("href"));
    expect(links).toEqual([
      "/docs/cli/flowg-client/flowg-client_token",
      "/docs/cli/flowg-client/flowg-client_token_create",
      "/docs/cli/flowg-client/flowg-client_token_revoke",
    ]);
  });

  it("only links to pages and anchors that exist", () => {
    const routes = new Map(commands.map((c) => [c.route, c.title]));
    const slugs = new Set(operations.map((op) => op.slug));
    const problems: string[] = [];
    for (const { command, root } of pages.values()) {
      for (const a of root.querySelectorAll("a[href]")) {
        const href = a.getAttribute("href")!;
        if (/^[a-z]+:/.test(href)) continue;
        const [target = "", hash] = href.replace(/^\/flowg(?=\/)/, "").split("#");
        const page = target === "" ? command.title : routes.get(target);
        if (target.startsWith("/docs/cli")) {
          if (!page) problems.push(`${command.title}: ${href} (no such command)`);
        } else if (target.startsWith("/docs/api/")) {
          if (!slugs.has(target.slice("/docs/api/".length)))
            problems.push(`${command.title}: ${href}`);
        } else if (target !== "") {
          const doc = path.join(V.docs, target.replace(/^\/docs(?=\/|$)/, ""));
          if (![`${doc}.mdx`, path.join(doc, "index.mdx")].some((f) => fs.existsSync(f))) {
            problems.push(`${command.title}: ${href} (no such doc)`);
          }
        }
        if (hash && page && !pages.get(page)!.root.querySelector(`[id="${hash}"]`)) {
          problems.push(`${command.title}: ${href} (no such anchor)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Cobra writes a usage line from the command's path: "<path> [command]" when the command has
 * sub-commands, "<path> [flags]" otherwise. The pages must show exactly that line.
 */
describe("CLI usage lines", () => {
  it("follow cobra's rule for every command", () => {
    const titles = Object.keys(EXPECTED);
    for (const title of titles) {
      const hasChildren = titles.some((other) => other.startsWith(`${title} `));
      const want = `${title} ${hasChildren ? "[command]" : "[flags]"}`;
      expect(pages.get(title)!.root.querySelector("pre")!.text.trim(), title).toBe(want);
    }
  });
});
