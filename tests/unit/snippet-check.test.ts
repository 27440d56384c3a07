import { describe, expect, it } from "vitest";
import { versionSources } from "../support/flowg-version";
import { checkPage } from "../support/snippets/check";
import { loadReference } from "../support/snippets/reference";
import { shellCommands } from "../support/snippets/shell";

/**
 * The snippet checks of tests/unit/snippets.test.ts, on small pages written here, against the
 * real reference data of v0.63.0 and v0.45.8: what they accept, what they refuse, and the line
 * each refusal names.
 */
const current = loadReference(versionSources("0.63.0"));
const archived = loadReference(versionSources("0.45.8"));
const FILE = "content/docs/demo.mdx";
const page = (body: string) => `---\ntitle: Demo\n---\n\n${body}`;
const check = (body: string, opts: { archived?: boolean } = {}) =>
  checkPage(page(body), {
    file: FILE,
    reference: opts.archived ? archived : current,
    older: opts.archived ? [] : [archived],
    archived: opts.archived ?? false,
  });
const fence = (lang: string, text: string, meta = "") =>
  `\`\`\`${lang}${meta ? ` ${meta}` : ""}\n${text}\n\`\`\`\n`;

describe("the shell reader", () => {
  it("joins continued lines and quotes that span lines, and cuts at pipes and &&", () => {
    const commands = shellCommands(
      [
        'curl -s -X POST "$FLOWG_API/api/v1/x" \\',
        "  -d '{",
        '    "a": 1',
        "  }' | jq . && echo done # a comment",
        "cat <<EOF",
        "flowg-client not a command",
        "EOF",
      ].join("\n"),
    );
    expect(commands.map((c) => [c.line, c.words.map((w) => w.text)])).toEqual([
      [1, ["curl", "-s", "-X", "POST", "$FLOWG_API/api/v1/x", "-d", '{\n    "a": 1\n  }']],
      [1, ["jq", "."]],
      [1, ["echo", "done"]],
      [5, ["cat"]],
    ]);
    expect(commands[0]!.words[4]!.dynamic).toBe(true);
    expect(commands[0]!.words[6]!.dynamic).toBe(false);
  });
});

describe("command lines", () => {
  it("names the page, the line, the command and the version of a flag that does not exist", () => {
    const result = check(fence("bash", "flowg-client stream tail --index host"), {
      archived: true,
    });
    expect(result.problems).toEqual([
      `${FILE}:6: flag --index does not exist for flowg-client stream tail in v0.45.8`,
    ]);
  });

  it("knows inherited flags, values after a space or =, and programs run by sudo or docker exec", () => {
    const result = check(
      fence(
        "bash",
        [
          "flowg-client --api http://localhost:5080 stream ls",
          "sudo -u flowg flowg-client stream tail --api=http://x --name app",
          "docker exec -it flowg flowg-client pipeline ls",
          "cp bin/flowg-server /usr/local/bin/",
        ].join("\n"),
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.counts.commandLines).toBe(3);
  });

  it("refuses an unknown subcommand, a missing value and a flag that v0.63.0 removed", () => {
    const result = check(
      fence(
        "bash",
        [
          "flowg-client stream follow app",
          "flowg-client --api",
          "flowg-server --http-bind :5080",
        ].join("\n"),
      ),
    );
    expect(result.problems).toEqual([
      `${FILE}:6: flowg-client stream has no command follow in v0.63.0 (it has history, index, ls, purge, set, tail, watch)`,
      `${FILE}:7: flag --api of flowg-client takes a value (string) in v0.63.0`,
      `${FILE}:8: flag --http-bind does not exist for flowg-server in v0.63.0`,
    ]);
  });

  it("checks a block of another version against that version's data", () => {
    const block = fence(
      "bash",
      "flowg-server --http-bind :5080",
      'title="Before" version="0.45.8"',
    );
    expect(check(block).problems).toEqual([]);
    expect(
      check(fence("bash", "flowg-server --config x.hcl", 'version="0.45.8"')).problems,
    ).toEqual([`${FILE}:6: flag --config does not exist for flowg-server in v0.45.8`]);
  });

  it("checks command lines written inline, where a last flag may stand without its value", () => {
    expect(
      check("Use `flowg-client stream tail --filter` or `flowg-client login --username <name>`.\n")
        .problems,
    ).toEqual([]);
    expect(
      check("Run `flowg-client stream tail --index x`.\n", { archived: true }).problems,
    ).toEqual([`${FILE}:5: flag --index does not exist for flowg-client stream tail in v0.45.8`]);
  });

  it("reads the words after FlowG's image in docker run as flowg-server's", () => {
    const run = fence("bash", "docker run -d -v flowg:/data linksociety/flowg:v0.63.0 --http-tls");
    expect(check(run).problems).toEqual([
      `${FILE}:6: flag --http-tls does not exist for flowg-server in v0.63.0`,
    ]);
    expect(check(fence("bash", "docker run --rm linksociety/flowg:v0.63.0")).problems).toEqual([]);
    const id = "docker run --rm --entrypoint id linksociety/flowg:v0.63.0 -u flowg";
    expect(check(fence("bash", id)).problems).toEqual([]);
  });

  it("reads the command lines of a systemd unit", () => {
    const unit = fence(
      "ini",
      "[Service]\nExecStart=/usr/local/bin/flowg-server \\\n  --cfg /etc/flowg.hcl",
    );
    expect(check(unit).problems).toEqual([
      `${FILE}:7: flag --cfg does not exist for flowg-server in v0.63.0`,
    ]);
  });
});

describe("HTTP requests", () => {
  it("finds the operation by method and path, and validates a JSON body against its schema", () => {
    const ok = fence(
      "bash",
      `curl -X POST "$FLOWG_API/api/v1/pipelines/default/logs/struct" -d '{"records": [{"a": "1"}]}'`,
    );
    expect(check(ok).problems).toEqual([]);
    expect(check(ok).counts).toMatchObject({ requests: 1, requestBodies: 1 });
    const bad = fence(
      "bash",
      `curl -X POST "$FLOWG_API/api/v1/pipelines/default/logs/struct" -d '{"record": {"a": "1"}}'`,
    );
    expect(check(bad).problems).toEqual([
      `${FILE}:6: the body sent to ingest_logs_struct does not match its request schema in v0.63.0: (root) must have required property 'records'`,
    ]);
  });

  it("refuses a method the path does not take, an unknown path and an unknown query parameter", () => {
    const result = check(
      fence(
        "bash",
        [
          'curl -X PATCH "http://localhost:5080/api/v1/streams/app"',
          'curl "http://localhost:5080/api/v1/stream/app"',
          'curl "http://localhost:5080/api/v1/streams/app/logs?from=1&until=2"',
        ].join("\n"),
      ),
    );
    expect(result.problems.map((p) => p.replace(/ \(it has .*\)$/, ""))).toEqual([
      `${FILE}:6: PATCH /api/v1/streams/{stream} does not exist in FlowG v0.63.0's API (the path takes GET, PUT, DELETE)`,
      `${FILE}:7: no operation of FlowG v0.63.0's API has the path /api/v1/stream/app`,
      `${FILE}:8: GET /api/v1/streams/{stream}/logs (query_stream) has no query parameter until in v0.63.0`,
    ]);
  });

  it("reads a request to FlowG's API in an http block, and leaves other hosts' requests alone", () => {
    const flowg = fence(
      "http",
      'PUT /api/v1/streams/app HTTP/1.1\nContent-Type: application/json\n\n{"config": {"ttl": 1}}',
    );
    expect(check(flowg).problems).toEqual([
      `${FILE}:6: the body sent to configure_stream does not match its request schema in v0.63.0: /config must have required property 'size'`,
    ]);
    const other = fence(
      "http",
      "POST /api/v2/logs HTTP/1.1\nHost: http-intake.logs.datadoghq.eu\n\n{}",
    );
    expect(check(other).counts.requests).toBe(0);
  });

  it("validates a JSON answer shown right after its request, unless jq reshaped it", () => {
    const request = fence("bash", 'curl "$FLOWG_API/api/v1/streams"');
    const answer = fence("json", '{"streams": {}}', 'title="Its answer"');
    expect(check(`${request}\nThe answer:\n\n${answer}`).problems).toEqual([
      `${FILE}:12: the response shown for list_streams does not match its response schema in v0.63.0: (root) must have required property 'success'`,
    ]);
    const piped = fence("bash", 'curl "$FLOWG_API/api/v1/streams" | jq .streams');
    expect(check(`${piped}\n${answer}`).problems).toEqual([]);
  });
});

describe("variables and configuration keys", () => {
  it("refuses a variable FlowG does not read, unless the block declares it as the example's own", () => {
    const text = 'curl -H "Authorization: Bearer $FLOWG_PAT" "$FLOWG_API/api/v1/streams"';
    expect(check(fence("bash", text)).problems).toEqual([
      `${FILE}:6: FLOWG_PAT is not an environment variable of FlowG v0.63.0 (declare an example's own variable with vars="FLOWG_PAT" on its block)`,
    ]);
    expect(check(fence("bash", text, 'vars="FLOWG_PAT"')).problems).toEqual([]);
  });

  it("accepts an older version's variable only where the text says it is gone", () => {
    expect(check("Set `FLOWG_AUTH_DIR` to the folder.\n").problems).toEqual([
      `${FILE}:5: FLOWG_AUTH_DIR is not read by FlowG v0.63.0 (it was in v0.45.8); say it is gone where you name it`,
    ]);
    expect(check("v0.60.0 renamed `FLOWG_AUTH_DIR`.\n").problems).toEqual([]);
    // In a block, only its title speaks for it: a comment in the script does not.
    expect(
      check(fence("bash", "# the old way\nexport FLOWG_AUTH_DIR=/data")).problems,
    ).toHaveLength(1);
    expect(
      check(fence("bash", "export FLOWG_AUTH_DIR=/data", 'title="Removed in v0.60.0"')).problems,
    ).toEqual([]);
    expect(check("FlowG ignores `FLOWG_CLUSTER_JOIN`: use the other name.\n").problems).toEqual([]);
  });

  it("checks the keys of an HCL block and the dotted keys named in prose", () => {
    const hcl = fence("hcl", 'services {\n  http {\n    bind = ":5080"\n    port = 5080\n  }\n}');
    expect(check(hcl).problems).toEqual([
      `${FILE}:9: services.http.port is not a configuration-file key of flowg-server v0.63.0`,
    ]);
    expect(check("Set `services.syslog.bind` and `logging.googleapis.com`.\n").problems).toEqual(
      [],
    );
    expect(check("Set `services.syslog.port`.\n").problems).toEqual([
      `${FILE}:5: services.syslog.port is not a configuration-file key of flowg-server v0.63.0`,
    ]);
  });
});

describe("flows", () => {
  const flow = (nodes: unknown[], edges: unknown[] = []) =>
    fence("json", JSON.stringify({ version: 2, nodes, edges }, null, 2));
  const node = (id: string, type: string, data: Record<string, string>) => ({
    id,
    type,
    position: { x: 0, y: 0 },
    data,
  });

  it("refuses a node type of another version and an edge to no node", () => {
    const result = check(
      flow(
        [node("src", "source", { type: "direct" }), node("m", "metric", { metric: "hits" })],
        [{ id: "e1", source: "src", target: "gone" }],
      ),
      { archived: true },
    );
    expect(result.problems[0]).toBe(
      `${FILE}:6: node m has type metric, not a node type of FlowG v0.45.8 (source, transform, switch, pipeline, forwarder, router)`,
    );
    expect(result.problems[1]).toBe(
      `${FILE}:6: edge e1 has target gone, which is no node of the flow`,
    );
  });
});

describe("archived pages", () => {
  it("refuse a floating image tag, a latest-release link, an unpinned clone and another version's download", () => {
    const result = check(
      [
        fence(
          "bash",
          [
            "docker run linksociety/flowg:latest",
            "git clone https://github.com/link-society/flowg.git",
            "curl -LO https://github.com/link-society/flowg/releases/download/v0.63.0/flowg.tgz",
          ].join("\n"),
        ),
        "See the [releases](https://github.com/link-society/flowg/releases/latest).\n",
      ].join("\n"),
      { archived: true },
    );
    expect(result.problems).toEqual([
      `${FILE}:6: linksociety/flowg:latest is whatever FlowG is newest, not v0.45.8`,
      `${FILE}:7: git clone without --branch v0.45.8 fetches the default branch, not v0.45.8`,
      `${FILE}:8: a download of v0.63.0 on a v0.45.8 page`,
      `${FILE}:11: a link to the latest release fetches the newest FlowG, not v0.45.8`,
    ]);
  });

  it("lists a block marked wrong on purpose instead of checking it", () => {
    const result = check(fence("bash", "flowg-client stream follow", 'wrong="the old name"'));
    expect(result.problems).toEqual([]);
    expect(result.markedWrong).toEqual([`${FILE}:5: the old name`]);
  });
});
