import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import YAML from "yaml";
import { quickStartFromFiles } from "../support/content-files";
import { cliFile, docFile, versionSources } from "../support/flowg-version";

/**
 * FlowG v0.45.8 behaviour that the site once stated wrongly, or not at all (issue 16). Each test
 * reads the content sources (MDX, CLI YAML, the OpenAPI description), not the built HTML, and
 * checks that the corrected statement is on every page that needs it and that the wrong one is
 * gone. Text is compared with its line breaks folded into spaces, so rewrapping a paragraph does
 * not break a test, but rewording a fact does: update the expected phrase along with the page.
 *
 * The v0.45.8 sources are read wherever that version lives (tests/support/flowg-version.ts):
 * content/ and openapi/ while it is the current version, versions/0.45.8/ once archived. The blog
 * and the landing page's quick start are not versioned: the tests of them read content/blog and
 * content/landing, whichever version is current.
 */
const V = versionSources("0.45.8");

const ISSUES = "https://github.com/link-society/flowg/issues";
const LIMITS_ANCHOR = "#known-limitations-of-v0458";

function read(file: string): string {
  return fs.readFileSync(file, "utf8");
}

/** The text with every run of whitespace (line breaks and indentation included) as one space. */
function flat(text: string): string {
  return text.replace(/\s+/g, " ");
}

const pages = new Map<string, string>();
function page(file: string): string {
  let text = pages.get(file);
  if (text === undefined) {
    text = flat(read(file));
    pages.set(file, text);
  }
  return text;
}

/** The body of a `## Heading` section, up to the next heading of the same or a higher level. */
function section(file: string, heading: string): string {
  const source = read(file);
  const start = source.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${file}: no section "${heading}"`);
  const level = /^#+/.exec(heading)![0].length;
  const rest = source.slice(start + heading.length + 2);
  const next = new RegExp(`\\n#{1,${level}} `).exec(rest);
  return flat(next ? rest.slice(0, next.index) : rest);
}

function expectHas(file: string, text: string, phrases: string[], fact: string): void {
  for (const phrase of phrases) {
    expect(text.includes(phrase), `${file} should say (${fact}): ${phrase}`).toBe(true);
  }
}

function expectLacks(file: string, text: string, phrases: string[], fact: string): void {
  for (const phrase of phrases) {
    expect(text.includes(phrase), `${file} still says (${fact}): ${phrase}`).toBe(false);
  }
}

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}
const CONTENT_PAGES = [...mdxFiles(V.docs), ...mdxFiles("content/blog")];

const openapi = YAML.parse(read(V.openapi)) as {
  paths: Record<string, Record<string, { operationId?: string; description?: string }>>;
  components: { schemas: Record<string, { description?: string }> };
};
function operationDescription(operationId: string): string {
  for (const item of Object.values(openapi.paths)) {
    for (const operation of Object.values(item)) {
      if (operation && operation.operationId === operationId)
        return flat(operation.description ?? "");
    }
  }
  throw new Error(`${V.openapi}: no operation ${operationId}`);
}

interface CliCommand {
  name: string;
  notes?: Array<{ kind: string; title?: string; body: string }>;
  description?: string;
  commands?: CliCommand[];
}
function cliCommand(file: string, ...names: string[]): CliCommand {
  let command = YAML.parse(read(file)) as CliCommand;
  for (const name of names) {
    const child = command.commands?.find((c) => c.name === name);
    if (!child) throw new Error(`${file}: no command ${names.join(" ")}`);
    command = child;
  }
  return command;
}
function cliText(command: CliCommand): string {
  return flat(
    [
      command.description ?? "",
      ...(command.notes ?? []).map((n) => `${n.title ?? ""} ${n.body}`),
    ].join(" "),
  );
}

const FILTERING = docFile(V, "guides/filtering.mdx");
const STORAGE = docFile(V, "design/storage.mdx");
const STREAMS = docFile(V, "guides/streams.mdx");
const PIPELINES = docFile(V, "guides/pipelines.mdx");
const INSTALL = docFile(V, "setup/installation.mdx");
const NATIVE = docFile(V, "advanced/https/native.mdx");
const SYSLOG = docFile(V, "setup/syslog.mdx");
const CLIENT = cliFile(V, "flowg-client");

describe("1. not (...) around and/or in stream queries", () => {
  it("the filtering guide's examples use != instead, and the limitation is explained", () => {
    const examples = section(FILTERING, "## Examples");
    expectLacks(FILTERING, examples, ["| `not (path"], "examples table recommends not (...)");
    expectHas(
      FILTERING,
      examples,
      ['`path != "/healthz" and path != "/readyz"`', '`service != "worker" or level != "debug"`'],
      "the rewrite that works",
    );
    const limits = section(FILTERING, "## Known limitations of v0.45.8");
    expectHas(
      FILTERING,
      limits,
      ["return **no records at all**", "Condition nodes", ISSUES],
      "the not (...) defect, what it spares, where to report",
    );
    expectLacks(
      FILTERING,
      page(FILTERING),
      ["so results are always correct"],
      "results always correct",
    );
    expectHas(
      FILTERING,
      page(FILTERING),
      ["never adds back a record"],
      "the final check only removes",
    );
  });

  it("the storage design page no longer implies the final check repairs everything", () => {
    expectLacks(
      STORAGE,
      page(STORAGE),
      ["`not` is the window minus the inner result", "which also takes care of non-indexed fields"],
      "planner description",
    );
    expectHas(
      STORAGE,
      page(STORAGE),
      ["cannot bring back a record", ISSUES],
      "compound not defect",
    );
  });

  it("the streams guide, the query commands and query_stream warn about it", () => {
    expectHas(
      STREAMS,
      page(STREAMS),
      [`/docs/guides/filtering${LIMITS_ANCHOR}`],
      "link to limitation",
    );
    for (const name of ["history", "tail"]) {
      expectHas(
        `${CLIENT} stream ${name}`,
        cliText(cliCommand(CLIENT, "stream", name)),
        ['`path != "/healthz" and path != "/readyz"`'],
        "not (...) limitation",
      );
    }
    expectHas(
      `${V.openapi} query_stream`,
      operationDescription("query_stream"),
      ['`path != "/healthz" and path != "/readyz"`'],
      "not (...) limitation",
    );
  });

  it("every page that writes a not (...) around and/or points to the limitation", () => {
    const compound = /not \([^()]*\b(?:and|or)\b[^()]*\)/;
    for (const file of CONTENT_PAGES) {
      if (!compound.test(read(file))) continue;
      expect(
        page(file).includes(LIMITS_ANCHOR),
        `${file} writes a not (...) around and/or without linking ${LIMITS_ANCHOR}`,
      ).toBe(true);
    }
  });
});

describe("2-4. pipelines that cannot be built, crash the server or loop", () => {
  it("the filtering guide no longer says a bad condition fails at that node only", () => {
    expectLacks(
      FILTERING,
      page(FILTERING),
      ["makes every record fail at that node"],
      "fails at that node",
    );
    expectHas(
      FILTERING,
      page(FILTERING),
      ["A condition that does not parse stops the whole pipeline"],
      "item 2",
    );
  });

  it("the pipelines guide gives each mistake its real effect", () => {
    const text = page(PIPELINES);
    expectLacks(
      PIPELINES,
      text,
      ["or a condition that does not parse, only fails when a record reaches it"],
      "unparsable condition fails only at its node",
    );
    expectHas(
      PIPELINES,
      text,
      [
        "| A Condition node holds a filter that does not parse | **Every** record of the pipeline fails, on every branch |",
        "**The `flowg-server` process crashes** on the first record",
        "the ingestion request never answers",
      ],
      "items 2, 3 and 4",
    );
    const limits = section(PIPELINES, "## Known limitations of v0.45.8");
    expectHas(PIPELINES, limits, ["crashes the server", ISSUES], "known limitations section");
  });

  it("save_pipeline and pipeline import say the same", () => {
    expectHas(
      `${V.openapi} save_pipeline`,
      operationDescription("save_pipeline"),
      ["makes **every** record of the pipeline fail", "crashes the whole server process"],
      "items 2 and 3",
    );
    expectHas(
      `${CLIENT} pipeline import`,
      cliText(cliCommand(CLIENT, "pipeline", "import")),
      ["makes **every** record of the pipeline fail", "crashes the whole server"],
      "items 2 and 3",
    );
  });
});

describe("5-6. OTLP ingestion", () => {
  it("the pipelines guide, the Traefik guide and the OpenAPI description agree", () => {
    expectLacks(
      PIPELINES,
      page(PIPELINES),
      ["are not rendered reliably in this version"],
      "vague OTLP caveat",
    );
    expectHas(
      PIPELINES,
      page(PIPELINES),
      [
        "no** record of the batch is processed",
        "`application/json; charset=utf-8` is refused",
        "**base64**",
      ],
      "items 5 and 6",
    );
    const traefik = docFile(V, "usecases/receive-logs/traefik.mdx");
    expectHas(
      traefik,
      page(traefik),
      ["**whole request** fail with HTTP 500", "charset=utf-8", "base64"],
      "items 5-6",
    );
    const otlp = operationDescription("ingest_logs_otlp");
    expectHas(
      `${V.openapi} ingest_logs_otlp`,
      otlp,
      ["charset=utf-8", "answer `500`"],
      "items 5-6",
    );
    const schema = flat(openapi.components.schemas.OtlpExportLogsServiceRequest!.description ?? "");
    expectLacks(
      `${V.openapi} OtlpExportLogsServiceRequest`,
      schema,
      ["can crash on non-empty"],
      "item 5",
    );
    expectHas(`${V.openapi} OtlpExportLogsServiceRequest`, schema, ["as base64"], "item 6");
    expect(
      read(V.openapi),
      `${V.openapi}: an OTLP/JSON example still has a hex traceId`,
    ).not.toMatch(/traceId: [0-9a-f]{32}\b/);
  });
});

describe("7-8. Helm chart", () => {
  it("management TLS needs HTTPS probes, on every page that configures it", () => {
    for (const file of [INSTALL, NATIVE]) {
      expectHas(file, page(file), ["scheme: HTTPS"], "item 7 workaround");
    }
    expectHas(
      NATIVE,
      page(NATIVE),
      ["/livenessProbe/httpGet/scheme", "/readinessProbe/httpGet/scheme"],
      "item 7 patch",
    );
    const setup = docFile(V, "advanced/clustering/setup.mdx");
    expectHas(setup, page(setup), ["add `scheme: HTTPS` under both `httpGet` probes"], "item 7");
  });

  it("ARM nodes need the -linux-arm tag", () => {
    expectHas(INSTALL, page(INSTALL), ["`flowg.image.tag: v0.45.8-linux-arm`"], "item 8");
  });
});

describe("9. forwarder import and pipeline import", () => {
  const clientImport = /flowg-client (forwarder|pipeline) import --name/;

  it("every page that shows the client command shows the API call first and hedges the command", () => {
    const found: string[] = [];
    for (const file of CONTENT_PAGES) {
      const source = read(file);
      const match = clientImport.exec(source);
      if (!match) continue;
      found.push(file);
      const kind = match[1]!;
      const apiCall = source.search(new RegExp(`-X PUT "\\$FLOWG_API/api/v1/${kind}s/`));
      expect(
        apiCall,
        `${file}: shows "${match[0]}" but no PUT /api/v1/${kind}s/... call`,
      ).toBeGreaterThanOrEqual(0);
      expect(apiCall < match.index, `${file}: the API call must come before "${match[0]}"`).toBe(
        true,
      );
      expectHas(file, page(file), ["most likely", "400"], "item 9 caveat");
    }
    // The five forwarder guides and the Docker, Uptime Kuma and Elasticsearch pages.
    expect(found.length, "pages showing the client import commands").toBeGreaterThanOrEqual(8);
  });

  it("the pipelines guide and the interoperability overview save through the API", () => {
    expectLacks(
      PIPELINES,
      page(PIPELINES),
      ["flowg-client pipeline import --name app"],
      "client first",
    );
    expectHas(
      PIPELINES,
      page(PIPELINES),
      [
        "jq '{forwarder: .}' oncall-webhook.json",
        "jq '{flow: .}' app-pipeline.json",
        "most likely reject them with HTTP 400",
      ],
      "item 9",
    );
    const interop = docFile(V, "usecases/interoperability/index.mdx");
    expectHas(
      interop,
      page(interop),
      ["jq '{forwarder: .}'", "most likely gets HTTP 400"],
      "item 9",
    );
  });

  it("the two commands' reference pages lead with the API", () => {
    for (const kind of ["forwarder", "pipeline"]) {
      const command = cliCommand(CLIENT, kind, "import");
      const warning = command.notes?.find(
        (n) => n.title === "Probably rejected in v0.45.8: use the API",
      );
      expect(warning, `${CLIENT}: ${kind} import has no "Probably rejected" warning`).toBeDefined();
      expect(flat(warning!.body)).toContain(`-X PUT "$FLOWG_API/api/v1/${kind}s/`);
    }
  });
});

describe("10. root flags of flowg-client", () => {
  it("the streams guide says they work neither before nor after a sub-command", () => {
    expectLacks(STREAMS, page(STREAMS), ["are not accepted after a sub-command"], "only after");
    expectHas(
      STREAMS,
      page(STREAMS),
      ["whether you write them before it", "or after it"],
      "item 10",
    );
  });
});

describe("11. restore merges by version", () => {
  it("the OpenAPI restore operations no longer say keys are written over the live data", () => {
    for (const op of ["restore_auth", "restore_config", "restore_logs"]) {
      const text = operationDescription(op);
      expectLacks(`${V.openapi} ${op}`, text, ["written over the live data"], "overwrite claim");
      expectHas(`${V.openapi} ${op}`, text, ["most likely", "empty"], "hedged version merge");
    }
  });

  it("the backup guide and admin restore explain why a restore does not roll back", () => {
    const backup = docFile(V, "guides/backup.mdx");
    expectHas(
      backup,
      page(backup),
      ["keeps winning over the restored copy", "does not roll back"],
      "item 11",
    );
    expectHas(
      `${CLIENT} admin restore`,
      cliText(cliCommand(CLIENT, "admin", "restore")),
      ["by version", "most likely keeps its newer value"],
      "item 11",
    );
  });
});

describe("12. syslog fields", () => {
  it("the syslog page gives the real timestamp form, tls_peer and the hostname fallback", () => {
    expectHas(
      SYSLOG,
      page(SYSLOG),
      [
        "`2025-11-03 10:12:44 +0000 UTC`",
        "It is **not** ISO 8601",
        "always present, and empty when the listener does not use TLS",
        "Common Name of the sender's client certificate",
        "host name of the machine FlowG runs on",
        "a message whose header cannot be read",
        "gets the sender's IPv4 address",
        "keeps what the sender wrote there, `-` included",
      ],
      "item 12",
    );
  });

  it("the Elasticsearch forwarder page no longer says the syslog timestamp is detected as a date", () => {
    const file = docFile(V, "usecases/forward-logs/elk-api.mdx");
    expectLacks(
      file,
      page(file),
      ["(such as the syslog `fields.timestamp`) becomes a `date` field"],
      "item 12",
    );
    expectHas(file, page(file), ["mapped as text"], "item 12");
  });
});

describe("13. replication", () => {
  it("the boundary version is sent again and the three syncs run in parallel", () => {
    const file = docFile(V, "design/clustering/replication.mdx");
    expectHas(file, page(file), ["**at or above**", "**in parallel**", "par auth"], "item 13");
    expectLacks(file, page(file), ["whose version is above a given number"], "strictly above");
  });
});

describe("14. field indexes are FlowG's layout", () => {
  it("the storage page says Badger has no secondary indexes", () => {
    expectHas(STORAGE, page(STORAGE), ["Badger itself has no secondary indexes"], "item 14");
  });
});

describe("15. users without a password", () => {
  it("the auth design page no longer calls the password mandatory", () => {
    const file = docFile(V, "design/auth.mdx");
    expectLacks(file, page(file), ["a password (mandatory)"], "mandatory password");
    expectHas(file, page(file), ["roles and **no password**"], "item 15");
  });
});

describe("16. Elasticsearch node URL", () => {
  it("the blog post and the interoperability page both write it without a trailing slash", () => {
    const files = [
      "content/blog/2025-08-25-elasticsearch-compatibility.mdx",
      docFile(V, "usecases/interoperability/elasticsearch.mdx"),
    ];
    for (const file of files) {
      expect(read(file), `${file}: node URL with a trailing slash`).not.toMatch(
        /middlewares\/elastic\/["'`]/,
      );
      expect(page(file), `${file}: says why there is no trailing slash`).toMatch(
        /without\**\s+a trailing slash/,
      );
    }
  });
});

describe("gaps an operator hits", () => {
  it("a query on a stream that does not exist answers 500", () => {
    expectHas(
      STREAMS,
      section(STREAMS, "## Troubleshooting"),
      ["HTTP 500", "stream ls"],
      "unknown stream",
    );
    expectHas(
      STORAGE,
      page(STORAGE),
      ["answers HTTP 500 instead of an empty result"],
      "unknown stream",
    );
    expectHas(
      `${CLIENT} stream tail`,
      cliText(cliCommand(CLIENT, "stream", "tail")),
      ["HTTP 500"],
      "unknown stream",
    );
  });

  it("watch and stream metrics only see the node's own records in a cluster", () => {
    const clustering = docFile(V, "advanced/clustering/index.mdx");
    expectHas(
      clustering,
      page(clustering),
      ["ingested **on the node you are connected to**"],
      "per-node watch",
    );
    expectHas(STREAMS, page(STREAMS), ["ingested on that node"], "per-node watch");
    expectHas(
      `${CLIENT} stream watch`,
      cliText(cliCommand(CLIENT, "stream", "watch")),
      ["only shows the records ingested on that node"],
      "per-node watch",
    );
  });

  it("a forwarder failure answers 500 after another branch stored the record", () => {
    expectHas(PIPELINES, page(PIPELINES), ["Do not blindly retry a 500"], "duplicates on retry");
    expectHas(
      `${V.openapi} ingest_logs_struct`,
      operationDescription("ingest_logs_struct"),
      ["stores duplicates"],
      "duplicates on retry",
    );
    const interop = docFile(V, "usecases/interoperability/index.mdx");
    expectHas(interop, page(interop), ["stores it twice"], "duplicates on retry");
  });

  it("FLOWG_SYSLOG_ALLOW_ORIGINS is written without spaces", () => {
    expectHas(
      INSTALL,
      page(INSTALL),
      ['`"10.20.0.15, 192.168.10.0/24"` stops the server'],
      "no trimming",
    );
    expectHas(
      SYSLOG,
      page(SYSLOG),
      ['`"10.0.0.0/8, 192.168.1.20"` stops the server at start'],
      "no trimming",
    );
  });

  it("size retention counts entries only", () => {
    expectHas(
      STORAGE,
      page(STORAGE),
      ["The `size` cap does not count index keys"],
      "size retention",
    );
    expectHas(STREAMS, page(STREAMS), ["`size` counts records, not indexes"], "size retention");
  });

  it("indexing a field later indexes records without it under the empty value", () => {
    expectHas(
      STORAGE,
      page(STORAGE),
      ["Entries without the field are indexed under the empty value"],
      "IndexField",
    );
    expectHas(STREAMS, page(STREAMS), ["indexed under the empty value"], "IndexField");
  });

  it("flowg-health names the [::] bind address and the :9113 alternative", () => {
    const health = cliFile(V, "flowg-health");
    expectHas(
      health,
      cliText(cliCommand(health)),
      ["`http://:::9113/health`", "`:9113`"],
      "IPv6 wildcard",
    );
    expectHas(NATIVE, page(NATIVE), ["`--mgmt-bind [::]:9113`"], "IPv6 wildcard");
  });

  it("the landing quick start keeps 9113 on loopback and waits for /health before logging in", () => {
    const QUICK_START = quickStartFromFiles().script;
    expect(QUICK_START, "landing quick start: 9113 published on every interface").not.toMatch(
      /-p 9113:/,
    );
    expect(QUICK_START, "landing quick start: 9113 not on loopback").toContain(
      "-p 127.0.0.1:9113:9113",
    );
    const health = QUICK_START.indexOf("http://127.0.0.1:9113/health");
    const login = QUICK_START.indexOf("/api/v1/auth/login");
    expect(health, "landing quick start: no health wait").toBeGreaterThan(0);
    expect(health < login, "landing quick start: logs in before the health check").toBe(true);
  });

  it("no page publishes the management port on every interface", () => {
    const files = [
      ...CONTENT_PAGES,
      ...["flowg-client", "flowg-health", "flowg-server"].map((n) => cliFile(V, n)),
    ];
    for (const file of files) {
      expect(read(file), `${file}: publishes 9113 on every interface`).not.toMatch(
        /(?:-p |")9113:9113/,
      );
    }
  });
});

/**
 * Issue 28: three more statements that FlowG v0.45.8's code contradicts. flowg-health
 * (cmd/flowg-health/cmd/main.go) builds `http://:::9113/health` from `[::]:9113`, which Go parses
 * and dials on the local host; only TLS fails, on the certificate name `::`. Index keys
 * (internal/storage/log/transactions/index.go) put older records without the field under "", so
 * `!=` / `not in` on "" lose them. The quick start pipes the sign-in answer through jq.
 */
describe("issue 28: statements checked against v0.45.8", () => {
  const HEALTH = cliFile(V, "flowg-health");

  it("flowg-health: [::]:9113 works over plain HTTP and fails over TLS on the name ::", () => {
    const health = cliText(cliCommand(HEALTH));
    expectLacks(
      HEALTH,
      health,
      ["which is not a valid URL", "so the probe always fails"],
      "the URL called invalid",
    );
    expectHas(
      HEALTH,
      health,
      ["Go's URL parser accepts that address", "a plain HTTP probe gets its answer and succeeds"],
      "plain HTTP succeeds",
    );
    expectHas(HEALTH, health, ["the certificate check fails", "the name `::`"], "TLS fails on ::");
    expectLacks(NATIVE, page(NATIVE), ["which is not valid, and always fails"], "URL invalid");
    expectHas(
      NATIVE,
      page(NATIVE),
      ["Go accepts that URL", "checks the certificate against the name `::`"],
      "TLS fails on the certificate name",
    );
  });

  it("filtering and storage: != / not in on the empty value can lose older records", () => {
    expectLacks(
      FILTERING,
      page(FILTERING),
      ["the candidates always include every true match and the result is complete"],
      "complete without exception",
    );
    expectHas(
      FILTERING,
      page(FILTERING),
      [
        '`!=` or `not in` on the empty value `""` of a field that was indexed after records were already stored',
      ],
      "the exception in the summary",
    );
    expectHas(
      FILTERING,
      page(FILTERING),
      [
        ":::warning[`!=` and `not in` on the empty value can miss older records]",
        '`status != ""` or `status not in ["", "ok"]` removes everything indexed under `""`',
      ],
      "the limitation block",
    );
    expectLacks(
      STORAGE,
      page(STORAGE),
      ["Every step except the compound `not` only ever keeps too many candidates"],
      "only the compound not loses records",
    );
    expectHas(
      STORAGE,
      page(STORAGE),
      ["Two steps can drop true matches", '`status != ""` subtracts them'],
      "both lossy steps",
    );
  });

  it("the landing quick start names everything it needs: Docker, curl and jq", () => {
    const source = read("content/landing/quick-start.yaml");
    expect(source, "quick start: Docker alone").not.toMatch(/With Docker installed, these steps/);
    expect(flat(source)).toContain("You need Docker, `curl` and `jq`");
    expect(flat(source)).toContain(
      "without `jq` the token is empty and step 4 is refused with 401",
    );
    const { script } = quickStartFromFiles();
    expect(script, "the script no longer uses jq: update the intro").toContain(
      "| jq -r '.token // empty'",
    );
  });
});

describe("admonitions", () => {
  it("every closing ::: stands on its own line, so no text is swallowed into it", () => {
    for (const file of CONTENT_PAGES) {
      read(file)
        .split("\n")
        .forEach((line, i) => {
          expect(
            /^:::\s*[^\s\w[]/.test(line) || /^::: +\S/.test(line),
            `${file}:${i + 1}: "${line}"`,
          ).toBe(false);
        });
    }
  });
});

describe("known limitations link FlowG's issue tracker", () => {
  it("every page with a Known limitations section or admonition links the tracker", () => {
    const withLimits = CONTENT_PAGES.filter((file) =>
      /Known limitations of v0\.45\.8/.test(read(file)),
    );
    expect(withLimits.length, "pages with a Known limitations section").toBeGreaterThanOrEqual(3);
    for (const file of withLimits) {
      expect(
        page(file),
        `${file}: a Known limitations block without a link to ${ISSUES}`,
      ).toContain(ISSUES);
    }
  });
});
