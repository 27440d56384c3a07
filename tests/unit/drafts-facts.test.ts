import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { quickStartFromFiles } from "../support/content-files";
import {
  allStatements,
  currentStatements,
  describeHits,
  readSources,
  units,
  versionSources,
  type SourceFile,
} from "../support/version-facts";

/**
 * What FlowG v0.63.0 changed since v0.45.8, held against the sources of the v0.63.0 docs (issue
 * 27): each statement that is only true of v0.45.8 must be gone from the docs, the CLI data, the
 * landing page and the OpenAPI description, unless the paragraph around it tells it as history
 * ("removed in v0.60.0", "the v0.45.8 flag", a "Before (v0.45.8)" code block); and the statement
 * that replaced it must be there. The facts below were checked in FlowG's code at tags v0.45.8 and
 * v0.63.0.
 *
 * ROOT is the version's root: `drafts/v0.63.0` while v0.63.0 is a draft; `.` once its files have
 * moved into content/ and openapi/ (then content/ is the current version's).
 */
const ROOT = "drafts/v0.63.0";
const SOURCES = versionSources(ROOT);
const files = readSources(SOURCES);

const doc = (id: string) => path.join(SOURCES.content, "docs", `${id}.mdx`);
const cli = (name: string) => path.join(SOURCES.content, "cli", `${name}.yaml`);
const text = (file: string) => {
  const found = files.find((f) => f.file === file);
  if (!found) throw new Error(`${file}: not among the version's sources`);
  return found.text;
};

/** A statement of v0.45.8 that a v0.63.0 reader must not be told as current. */
interface Outdated {
  fact: string;
  pattern: RegExp;
  codeOnly?: boolean;
  /** Only units (paragraph, table, code block) that also match this are judged. */
  about?: RegExp;
}

/** A statement of v0.63.0 that must be in each of the named files. */
interface Replacement {
  fact: string;
  pattern: RegExp;
  in: string[];
}

const OUTDATED: Outdated[] = [
  {
    fact: "flowg-server lost its 35 flags in v0.60.0; only --config is left",
    pattern:
      /--(?:http-(?:bind|tls(?:-cert|-key)?)|mgmt-(?:bind|tls(?:-cert|-key)?)|syslog-(?:proto|bind|allow-origin|tls(?:-cert|-key|-auth)?)|(?:auth|log|config)-dir|cluster-[a-z-]+|loglevel|auth-(?:initial|reset)-(?:user|password))\b/,
  },
  {
    fact: "the BadgerDB directories are FLOWG_BADGER_{AUTH,CONFIG,LOG}_DIR since v0.60.0",
    pattern: /\bFLOWG_(?:AUTH|LOG|CONFIG)_DIR\b/,
  },
  {
    fact: "built-in clustering and its FLOWG_CLUSTER_* settings were removed in v0.60.0",
    pattern: /\bFLOWG_CLUSTER_[A-Z_]+\b|\/cluster\/(?:nodes|gossip|sync)\b/,
  },
  {
    fact: "FLOWG_SYSLOG_ALLOW_ORIGINS is gone; the allow-list is in the system configuration",
    pattern: /\bFLOWG_SYSLOG_ALLOW_ORIGINS\b/,
  },
  {
    fact: "forwarder types: eleven, not seven",
    pattern: /\b(?:seven|7)\s+(?:forwarders?|forwarder (?:types|kinds)|kinds|types)\b/i,
    about: /forwarder/i,
  },
  {
    fact: "the CloudWatch forwarder type is awscloudwatch since v0.61.0",
    pattern: /"type":\s*"cloudwatch"|\btype:\s*cloudwatch\b/,
  },
  {
    fact: "the server embeds VRL 0.34.0, not 0.27.0",
    pattern: /\bVRL (?:version )?0\.27\b/,
  },
  {
    fact: "test_transformer answers `records` (a list), not `record`",
    pattern: /\bjq\b.*\s'?\.record\b(?![s.\w])|\bat="record"/,
  },
  {
    fact: "the image is distroless and runs as 10001: no entrypoint script, no su-exec, no shell",
    pattern: /docker-entrypoint\.sh|\bsu-exec\b|--entrypoint id\b/,
  },
  {
    fact: "the Helm chart is a Deployment with a PVC; storage.hostPath is gone",
    pattern: /\bstorage\.hostPath\b|\bhostPath storage\b|^\s*hostPath:\s*\//,
  },
  {
    fact: "there are fifteen permission scopes, not eleven",
    pattern: /\b(?:11|eleven)\s+(?:permission\s+)?scopes\b/i,
  },
];

const REPLACEMENTS: Replacement[] = [
  {
    fact: "flowg-server takes --config",
    pattern: /--config\b/,
    in: [cli("flowg-server"), doc("setup/configuration"), doc("setup/installation")],
  },
  {
    fact: "the BadgerDB directories' variables",
    pattern:
      /\bFLOWG_BADGER_AUTH_DIR\b[\s\S]*\bFLOWG_BADGER_CONFIG_DIR\b|\bFLOWG_BADGER_CONFIG_DIR\b/,
    in: [cli("flowg-server"), doc("setup/configuration"), doc("setup/installation")],
  },
  {
    fact: "FoundationDB replaces clustering",
    pattern: /\bFLOWG_FOUNDATIONDB_CLUSTER_FILE\b/,
    in: [doc("advanced/foundationdb"), cli("flowg-server")],
  },
  {
    fact: "the syslog allow-list is seeded from FLOWG_SYSLOG_INITIAL_ALLOWED_ORIGINS",
    pattern: /\bFLOWG_SYSLOG_INITIAL_ALLOWED_ORIGINS\b/,
    in: [doc("setup/syslog"), cli("flowg-server")],
  },
  {
    fact: "the allow-list is changed with flowg-client system-config",
    pattern: /\bsystem-config\b/,
    in: [cli("flowg-client"), doc("setup/system-configuration")],
  },
  {
    fact: "filters are expr: equality is ==",
    pattern: /`[^`]*\w ==? "[^`]*`/,
    in: [doc("guides/filtering"), doc("guides/streams")],
  },
  {
    fact: "eleven forwarder types",
    pattern: /\beleven\b/i,
    in: [doc("usecases/interoperability/index")],
  },
  {
    fact: "VRL 0.34",
    pattern: /\b0\.34\b/,
    in: [doc("guides/transformers")],
  },
  {
    fact: "test_transformer's `records`",
    pattern: /`records`/,
    in: [doc("guides/transformers")],
  },
  {
    fact: "the image runs as UID 10001",
    pattern: /\b10001\b/,
    in: [doc("setup/installation"), doc("setup/upgrade")],
  },
  {
    fact: "the Helm chart keeps data in a PersistentVolumeClaim",
    pattern: /PersistentVolumeClaim/,
    in: [doc("setup/installation")],
  },
  {
    fact: "the metric node",
    pattern: /^#+ Metric nodes$/m,
    in: [doc("guides/pipelines")],
  },
  {
    fact: "pipelines can be tested with their per-node trace (test_pipeline)",
    pattern: /\btest_pipeline\b|\/docs\/api\/test-pipeline\b/,
    in: [doc("guides/pipelines")],
  },
  {
    fact: "stream queries filter on indexed values (--index)",
    pattern: /--index\b/,
    in: [cli("flowg-client")],
  },
  {
    fact: "backup and restore answer 501 on FoundationDB",
    pattern: /\b501\b/,
    in: [doc("guides/backup")],
  },
  {
    fact: "FlowG can be served under a path (FLOWG_HTTP_MOUNT_PATH)",
    pattern: /\bFLOWG_HTTP_MOUNT_PATH\b/,
    in: [doc("setup/configuration"), doc("advanced/https/reverse-proxy")],
  },
  {
    fact: "the system configuration scopes, the viewer role and default roles",
    pattern: /write_system_configuration[\s\S]*\bviewer\b[\s\S]*default roles/,
    in: [doc("design/auth")],
  },
  {
    fact: "personal access tokens made before v0.61.0 must be issued again",
    pattern: /Re-issue every personal access token/,
    in: [doc("setup/upgrade")],
  },
  {
    fact: "transformers may split a record into several",
    pattern: /\bsplit/,
    in: [doc("guides/transformers")],
  },
];

describe(`FlowG v0.63.0 facts over ${ROOT}`, () => {
  it("reads the version's docs, CLI data, landing page and OpenAPI description", () => {
    const kinds = ["docs", "cli", "landing"].map((dir) =>
      files.some((f) => f.file.startsWith(path.join(SOURCES.content, dir) + path.sep)),
    );
    expect(kinds, `${SOURCES.content}: docs/, cli/ and landing/ expected`).toEqual([
      true,
      true,
      true,
    ]);
    expect(files.some((f) => f.file === SOURCES.openapi)).toBe(true);
  });

  it.each(OUTDATED.map((o) => [o.fact, o] as const))("no current statement: %s", (_, outdated) => {
    const hits = currentStatements(files, outdated.pattern, {
      codeOnly: outdated.codeOnly,
      about: outdated.about,
    });
    expect(hits, `v0.45.8-only (${outdated.fact}):\n${describeHits(hits)}`).toEqual([]);
  });

  it.each(REPLACEMENTS.map((r) => [r.fact, r] as const))("stated: %s", (_, replacement) => {
    const lacking = replacement.in.filter((file) => !replacement.pattern.test(text(file)));
    expect(lacking, `should state ${replacement.fact}`).toEqual([]);
  });
});

/** Filter expressions written in code: `--filter '...'`, `filter=...`, `"condition": "..."`. */
function filterExpressions(files: SourceFile[]): { file: string; line: number; expr: string }[] {
  const found: { file: string; line: number; expr: string }[] = [];
  const patterns = [
    /--filter[ =](?:'([^']*)'|"((?:[^"\\]|\\.)*)")/g,
    /\bfilter=([^'"&\n]+)/g,
    /"condition":\s*"((?:[^"\\]|\\.)*)"/g,
  ];
  for (const { file, text } of files) {
    text.split("\n").forEach((line, i) => {
      for (const pattern of patterns) {
        for (const match of line.matchAll(pattern)) {
          const expr = (match[1] ?? match[2] ?? "").replace(/\\"/g, '"');
          found.push({ file, line: i + 1, expr });
        }
      }
    });
  }
  return found;
}

/** The marks of v0.45.8's filter language that expr rejects: a lone `=`, upper-case AND/OR. */
const FILTERDSL = /(?:^|[^=!<>])=(?![=~])|\b(?:AND|OR)\b/;

describe("filters use expr (v0.46.0), not v0.45.8's filter language", () => {
  it("finds the filters written in code", () => {
    expect(filterExpressions(files).length).toBeGreaterThan(5);
  });

  it("no filter in code uses = or AND/OR, unless its block is history", () => {
    const historical = new Set<string>();
    for (const { file, text } of files) {
      for (const unit of units(text)) {
        if (!/v0\.45\.8|before/i.test(unit.lines.join("\n"))) continue;
        unit.lines.forEach((_, i) => historical.add(`${file}:${unit.line + i}`));
      }
    }
    const offending = filterExpressions(files).filter(
      (f) => FILTERDSL.test(f.expr) && !historical.has(`${f.file}:${f.line}`),
    );
    expect(
      offending.map((f) => `${f.file}:${f.line}: ${f.expr}`),
      "filters in v0.45.8's syntax",
    ).toEqual([]);
  });

  it('no prose about filters or conditions shows `field = "value"` as current', () => {
    const hits = currentStatements(files, /`[\w.$]+ = "[^"`]*"[^`]*`/).filter((hit) => {
      const unit = units(text(hit.file)).find(
        (u) => u.line <= hit.line && hit.line < u.line + u.lines.length,
      );
      return unit !== undefined && /filter|condition/i.test(unit.lines.join(" "));
    });
    expect(hits, `filterdsl equality:\n${describeHits(hits)}`).toEqual([]);
  });
});

describe("the OpenAPI description is v0.63.0's", () => {
  const api = YAML.parse(text(SOURCES.openapi)) as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  const schemas = api.components.schemas;

  it("eleven forwarder types, the four new ones included", () => {
    const refs = (schemas.ForwarderConfig?.oneOf as { $ref: string }[]).map((r) =>
      r.$ref.replace("#/components/schemas/", ""),
    );
    const types = refs.map(
      (name) =>
        (schemas[name]?.properties as Record<string, { const?: string; enum?: string[] }>).type!,
    );
    const names = types.map((t) => t.const ?? t.enum?.[0]);
    expect(names.length, "ForwarderConfig.oneOf").toBe(11);
    expect(names).toEqual(
      expect.arrayContaining(["clickhouse", "awscloudwatch", "googlecloudlogging", "azuremonitor"]),
    );
  });

  it("fifteen scopes, with the system configuration and auth provider ones", () => {
    const scopes = schemas.Scope?.enum as string[];
    expect(scopes.length, "Scope.enum").toBe(15);
    expect(scopes).toEqual(
      expect.arrayContaining([
        "read_system_configuration",
        "write_system_configuration",
        "read_auth_providers",
        "write_auth_providers",
      ]),
    );
  });

  it("test_transformer answers records, never record", () => {
    const response = schemas.TestTransformerResponse;
    const props = JSON.stringify(response);
    expect(props, "TestTransformerResponse").toContain('"records"');
    expect(props, "TestTransformerResponse still has `record`").not.toMatch(/"record"/);
  });

  it("pipelines know the metric node, version.minor and hasLayout", () => {
    expect(schemas.MetricNode, "components.schemas.MetricNode").toBeDefined();
    const flow = Object.keys(schemas.FlowGraph?.properties as Record<string, unknown>);
    expect(flow, "FlowGraph.properties").toEqual(
      expect.arrayContaining(["version.minor", "hasLayout"]),
    );
  });

  const operations = Object.values(api.paths).flatMap((item) =>
    Object.values(item).filter(
      (op): op is { operationId: string; responses: Record<string, unknown> } =>
        typeof op === "object" && op !== null && "operationId" in op,
    ),
  );
  const codes = (prefix: string) =>
    operations
      .filter((op) => op.operationId.startsWith(prefix))
      .map((op) => [op.operationId, Object.keys(op.responses)] as const);

  it("ingestion into an unknown pipeline answers 404", () => {
    const ingest = codes("ingest_logs_");
    expect(ingest.length, "ingest_logs_* operations").toBe(3);
    for (const [id, responses] of ingest) expect(responses, id).toContain("404");
  });

  it("backup and restore answer 501 on FoundationDB", () => {
    const ops = [...codes("backup_"), ...codes("restore_")];
    expect(ops.length, "backup_* and restore_* operations").toBe(6);
    for (const [id, responses] of ops) expect(responses, id).toContain("501");
  });
});

describe("the landing page's quick start runs against v0.63.0", () => {
  const landing = path.join(SOURCES.content, "landing");
  const quickStart = quickStartFromFiles(
    path.join(landing, "quick-start.yaml"),
    path.join(landing, "quick-start.sh"),
  );
  const script = quickStart.script;
  const intro = YAML.parse(text(path.join(landing, "quick-start.yaml"))) as { intro: string };

  it("pins the v0.63.0 image and no other", () => {
    const images = [...script.matchAll(/linksociety\/flowg(?::\S+)?/g)].map((m) => m[0]);
    expect(images, "quick-start.sh: images").toEqual(["linksociety/flowg:v0.63.0"]);
  });

  it("calls only operations of the v0.63.0 API", () => {
    const api = YAML.parse(text(SOURCES.openapi)) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const templates = Object.keys(api.paths).map(
      (p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, "[^/]+")}$`),
    );
    const calls = [...script.matchAll(/http:\/\/localhost:5080(\/api\/[^\s"']+)/g)].map(
      (m) => m[1]!,
    );
    expect(calls.length, "quick-start.sh: API calls").toBeGreaterThan(0);
    const unknown = calls.filter((call) => !templates.some((t) => t.test(call)));
    expect(unknown, `quick-start.sh: paths absent from ${SOURCES.openapi}`).toEqual([]);
  });

  it("links only pages of the version's docs", () => {
    const links = [...intro.intro.matchAll(/\]\(\/docs\/([^)#\s]+)/g)].map((m) => m[1]!);
    expect(links.length, "quick-start.yaml: links to the docs").toBeGreaterThan(0);
    const missing = links.filter(
      (id) => !fs.existsSync(doc(id)) && !fs.existsSync(doc(`${id}/index`)),
    );
    expect(missing, `quick-start.yaml: links to pages absent from ${SOURCES.content}/docs`).toEqual(
      [],
    );
  });

  it("names every tool the script needs", () => {
    const needs = ["docker", "curl", "jq"].filter((tool) =>
      new RegExp(`\\b${tool}\\b`).test(script),
    );
    const named = needs.filter((tool) => new RegExp(`\\b${tool}\\b`, "i").test(intro.intro));
    expect(named, "quick-start.yaml: intro should name each tool the script runs").toEqual(needs);
  });
});

describe("the fact checker itself", () => {
  const sample = (body: string): SourceFile[] => [{ file: "sample.mdx", text: body }];

  it("reports a current statement with its file and line", () => {
    const hits = currentStatements(
      sample("# Title\n\nStart it with `--http-bind :5080`.\n"),
      OUTDATED[0]!.pattern,
    );
    expect(describeHits(hits)).toBe("sample.mdx:3: Start it with `--http-bind :5080`.");
  });

  it("lets the same statement through when its paragraph tells it as history", () => {
    const body = "The `--http-bind` flag of v0.45.8 was removed.\n";
    expect(currentStatements(sample(body), OUTDATED[0]!.pattern)).toEqual([]);
  });

  it("judges a code block by itself, with its title", () => {
    const body = [
      "Before the upgrade:",
      "",
      '```ini title="After (v0.63.0)"',
      "",
      "ExecStart=/usr/local/bin/flowg-server --http-bind :5080",
      "```",
      "",
    ].join("\n");
    expect(describeHits(currentStatements(sample(body), OUTDATED[0]!.pattern))).toBe(
      "sample.mdx:5: ExecStart=/usr/local/bin/flowg-server --http-bind :5080",
    );
  });

  it("sees a filter in v0.45.8's syntax", () => {
    const found = filterExpressions(
      sample("flowg-client stream history --filter 'level = \"error\"'"),
    );
    expect(found.map((f) => FILTERDSL.test(f.expr))).toEqual([true]);
    const expr = filterExpressions(sample('{"condition": "level == \\"error\\""}'));
    expect(expr.map((f) => [f.expr, FILTERDSL.test(f.expr)])).toEqual([
      ['level == "error"', false],
    ]);
  });

  it("finds every line naming a pattern, history included", () => {
    expect(allStatements(sample("a\nFLOWG_LOG_DIR (removed)\n"), /FLOWG_LOG_DIR/)).toHaveLength(1);
  });

  it("reads the sources from the version's root", () => {
    expect(fs.existsSync(SOURCES.content) && fs.existsSync(SOURCES.openapi)).toBe(true);
  });
});
