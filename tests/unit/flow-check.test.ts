import fs from "node:fs";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { mdxFiles } from "../../node/diagrams/source";
import { walk, type MdNode } from "../../node/mdx/mdast";
import { checkFlow, type FlowProblem, type FlowRules } from "../../src/shared/flow/check";
import { isFlowShaped } from "../../src/shared/flow/graph";
import { flowSchemaBundle, validate } from "../../src/shared/flow/json-schema";
import { readDocSource } from "../support/docs-check";

/**
 * The pipeline viewer's check (src/shared/flow/check.ts) with each documented version's rules,
 * its schema validator and bundles (json-schema.ts), and the flows the doc pages show. Messages
 * are what a reader sees, so they are compared whole.
 */
const openapi = (file: string) => YAML.parse(fs.readFileSync(file, "utf8")) as unknown;
const V063: FlowRules = {
  version: "0.63.0",
  schema: flowSchemaBundle(openapi("openapi/flowg.yaml")),
  conditions: "expr",
};
const V045: FlowRules = {
  version: "0.45.8",
  schema: flowSchemaBundle(openapi("versions/0.45.8/openapi.yaml")),
  conditions: "filterdsl",
};

interface FlowBlock {
  file: string;
  line: number;
  meta: string;
  code: string;
}

/** The ```json blocks of a docs tree whose value is a flow (an object with nodes and edges arrays). */
function flowBlocks(dir: string): FlowBlock[] {
  const processor = unified().use(remarkParse).use(remarkMdx);
  return mdxFiles(dir).flatMap((file) => {
    const blocks: FlowBlock[] = [];
    walk(processor.parse(readDocSource(file, dir).body) as MdNode, (node) => {
      if (node.type !== "code" || node.lang !== "json") return;
      const code = node.value ?? "";
      let value: unknown;
      try {
        value = JSON.parse(code);
      } catch {
        return;
      }
      if (isFlowShaped(value))
        blocks.push({ file, line: node.position?.start.line ?? 0, meta: node.meta ?? "", code });
    });
    return blocks;
  });
}

const block = (blocks: FlowBlock[], file: string, title: string) => {
  const found = blocks.find((b) => b.file === file && b.meta.includes(`title="${title}"`));
  if (!found) throw new Error(`no block titled ${title} in ${file}`);
  return found.code;
};

/** The problems as "kind: message", plus the position when there is one. */
const problems = (text: string, rules: FlowRules) =>
  checkFlow(text, rules).problems.map(
    (p) => `${p.kind}: ${p.message}${p.line ? ` @${p.line}:${p.column}` : ""}`,
  );

type Node = { id?: unknown; type?: unknown; data?: unknown; position?: unknown };
const at = (x: number) => ({ x, y: 0 });
const source = (id: string, type = "direct"): Node => ({
  id,
  type: "source",
  position: at(0),
  data: { type },
});
const router = (id: string, stream = "app"): Node => ({
  id,
  type: "router",
  position: at(1),
  data: { stream },
});
const edge = (id: string, from: string, to: string, extra: object = {}) => ({
  id,
  source: from,
  sourceHandle: "",
  target: to,
  ...extra,
});
const flow = (nodes: unknown[], edges: unknown[]) => JSON.stringify({ nodes, edges }, null, 2);

const CONTENT = flowBlocks("content/docs");
const ARCHIVED = flowBlocks("versions/0.45.8/docs");

describe("flowSchemaBundle", () => {
  it("holds FlowGraph and every schema it refers to, and nothing else", () => {
    const nodes = ["Source", "Transform", "Switch", "Pipeline", "Forwarder", "Router"];
    const common = ["FlowGraph", "FlowNode", "FlowEdge", "FlowNodeBase", "FilterExpression"];
    const names = (extra: string[]) =>
      [...common, "FlowNodePosition", ...nodes.map((n) => `${n}Node`), ...extra].sort();
    expect(V063.schema.root).toBe("FlowGraph");
    expect(Object.keys(V063.schema.schemas).sort()).toEqual(names(["MetricNode"]));
    expect(Object.keys(V045.schema.schemas).sort()).toEqual(names([]));
  });

  it("is plain JSON, without descriptions and examples", () => {
    for (const { schema } of [V063, V045]) {
      expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
      expect(JSON.stringify(schema)).not.toMatch(/"(description|example|examples)":/);
      expect(JSON.stringify(schema).length).toBeLessThan(4000);
    }
  });

  it("names a schema that a $ref points to and the document lacks", () => {
    const document = {
      components: {
        schemas: {
          FlowGraph: {
            type: "object",
            properties: { nodes: { $ref: "#/components/schemas/Gone" } },
          },
        },
      },
    };
    expect(() => flowSchemaBundle(document)).toThrow(/"Gone"/);
    expect(() => flowSchemaBundle({ components: { schemas: {} } })).toThrow(/"FlowGraph"/);
    expect(() => flowSchemaBundle({})).toThrow(/components\.schemas/);
  });

  it("refuses a keyword the validator does not know, so the build fails instead of the check", () => {
    const document = {
      components: { schemas: { FlowGraph: { type: "string", pattern: "^a" } } },
    };
    expect(() => flowSchemaBundle(document)).toThrow(/"pattern"/);
  });
});

describe("validate", () => {
  const bundle = {
    root: "Thing",
    schemas: {
      Thing: {
        oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
      },
      Base: {
        type: "object",
        required: ["kind", "name"],
        properties: { kind: { type: "string" }, name: { type: "string", minLength: 1 } },
      },
      Cat: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          { properties: { kind: { const: "cat" }, lives: { type: "integer" } } },
        ],
      },
      Dog: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          {
            required: ["breed"],
            properties: { kind: { const: "dog" }, breed: { enum: ["pug", "lab"] } },
          },
        ],
      },
    },
  };

  it("reports the branch whose constant the value carries", () => {
    expect(validate({ kind: "dog", name: "" }, bundle)).toEqual([
      { path: "/name", message: "must not be empty" },
      { path: "/breed", message: "is required" },
    ]);
    expect(validate({ kind: "cat", name: "a", lives: 1.5 }, bundle)).toEqual([
      { path: "/lives", message: "must be a whole number" },
    ]);
    expect(validate({ kind: "dog", name: "a", breed: "cat" }, bundle)).toEqual([
      { path: "/breed", message: "must be one of pug, lab" },
    ]);
  });

  it("reports only what every branch says, and nothing about the discriminator, for another kind", () => {
    expect(validate({ kind: "cow", name: 3 }, bundle)).toEqual([
      { path: "/name", message: "must be a string" },
    ]);
    expect(validate({ name: "a" }, bundle)).toEqual([]);
    expect(validate("cow", bundle)).toEqual([{ path: "", message: "must be an object" }]);
  });

  it("reports the branch with the fewest errors when no property tells the branches apart", () => {
    const shapes = {
      root: "S",
      schemas: {
        S: {
          oneOf: [
            { type: "object", required: ["x", "y"] },
            { type: "object", required: ["a", "b"] },
            { type: "string" },
          ],
        },
      },
    };
    expect(validate({ a: 1 }, shapes)).toEqual([{ path: "/b", message: "is required" }]);
    expect(validate("x", shapes)).toEqual([]);
    expect(validate({ a: 1, b: 2, x: 3, y: 4 }, shapes)).toEqual([
      { path: "", message: "matches more than one of the allowed shapes" },
    ]);
  });

  it("escapes JSON pointers and refuses extra properties when told to", () => {
    const strict = {
      root: "S",
      schemas: { S: { type: "object", additionalProperties: false, properties: {} } },
    };
    expect(validate({ "a/b~c": 1 }, strict)).toEqual([
      { path: "/a~1b~0c", message: "is not allowed" },
    ]);
  });
});

describe("checkFlow: flows that are right", () => {
  it.each([
    ["v0.63.0", V063, CONTENT, "content/docs/guides/pipelines.mdx"],
    ["v0.45.8", V045, ARCHIVED, "versions/0.45.8/docs/guides/pipelines.mdx"],
  ] as const)(
    "gives no problem for %s's app-pipeline.json, and lists its names",
    (_, rules, blocks, file) => {
      const check = checkFlow(block(blocks, file, "app-pipeline.json"), rules);
      expect(check.problems).toEqual([]);
      expect(check.graph?.nodes.map((n) => n.id)).toEqual([
        "direct",
        "normalize",
        "store-app",
        "is-error",
        "page-oncall",
        "syslog",
        "store-syslog",
      ]);
      expect(check.names).toEqual({
        transformers: ["normalize"],
        forwarders: ["oncall-webhook"],
        pipelines: [],
        streams: ["app", "syslog"],
        metrics: [],
      });
    },
  );

  it("lists each name once, sorted, metric names included", () => {
    const text = flow(
      [
        source("s"),
        router("r1", "zeta"),
        router("r2", "alpha"),
        router("r3", "zeta"),
        { id: "m", type: "metric", position: at(2), data: { name: "hits" } },
        { id: "p", type: "pipeline", position: at(2), data: { pipeline: "audit" } },
      ],
      ["r1", "r2", "r3", "m", "p"].map((to, i) => edge(`e${i}`, "s", to)),
    );
    const check = checkFlow(text, V063);
    expect(check.problems).toEqual([]);
    expect(check.names).toEqual({
      transformers: [],
      forwarders: [],
      pipelines: ["audit"],
      streams: ["alpha", "zeta"],
      metrics: ["hits"],
    });
  });
});

describe("checkFlow: JSON that does not parse", () => {
  it.each([
    ["", "The text is empty: paste the JSON of a flow (line 1, column 1).", 1, 1],
    [
      '{\n  "nodes": [],\n  "edges": [],\n}',
      'A comma cannot come last before "}" in JSON: remove it (line 3, column 14).',
      3,
      14,
    ],
    [
      '{\n  "nodes": [\n    {"id": "a"}\n    {"id": "b"}\n  ]\n}',
      'Expected "," or "]" after an array item, found "{" (line 4, column 5).',
      4,
      5,
    ],
    [
      "{'nodes': []}",
      `Expected a property name in double quotes, found "'"; JSON strings take double quotes (line 1, column 2).`,
      1,
      2,
    ],
    ['{"nodes" []}', 'Expected ":" after the property name, found "[" (line 1, column 10).', 1, 10],
    [
      '{"a": True}',
      'Expected a value (an object, array, string, number, true, false or null), found "True"; JSON writes true, false and null in lower case (line 1, column 7).',
      1,
      7,
    ],
    [
      '// my flow\n{"nodes": []}',
      'Expected a value (an object, array, string, number, true, false or null), found "/"; JSON has no comments (line 1, column 1).',
      1,
      1,
    ],
    [
      '{"id": "é\n"}',
      "This string has no closing double quote before the end of its line (line 1, column 8).",
      1,
      8,
    ],
    ['{"id": "abc', "This string has no closing double quote (line 1, column 8).", 1, 8],
    [
      '{"a": "\\x"}',
      'Unknown escape "\\x" in a string: JSON knows \\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t and \\u with four hexadecimal digits (line 1, column 8).',
      1,
      8,
    ],
    [
      '{"x": 012}',
      "A JSON number cannot start with 0 followed by more digits (line 1, column 7).",
      1,
      7,
    ],
    [
      '{"nodes": []} {"edges": []}',
      'Found "{" after the end of the JSON value: a flow is a single JSON object (line 1, column 15).',
      1,
      15,
    ],
    [
      '\uFEFF{"nodes": []}',
      "The text starts with a byte order mark (U+FEFF), which JSON does not allow (line 1, column 1).",
      1,
      1,
    ],
  ])("%j", (text, message, line, column) => {
    for (const rules of [V063, V045])
      expect(checkFlow(text, rules)).toEqual({
        graph: null,
        problems: [{ kind: "json", message, line, column }],
        names: { transformers: [], forwarders: [], pipelines: [], streams: [], metrics: [] },
      });
  });

  it("counts columns in characters, not UTF-16 units", () => {
    const [problem] = checkFlow('{"id": "😀😀", x}', V063).problems;
    expect([problem?.line, problem?.column]).toEqual([1, 14]);
  });

  it("reads a key named __proto__ as a plain key, like JSON.parse", () => {
    const text = '{"nodes": [], "edges": [], "__proto__": {"nodes": 1}}';
    expect(checkFlow(text, V063).problems).toEqual([
      { kind: "unreachable", message: "The flow has no source node, so no record enters it." },
    ]);
  });
});

describe("checkFlow: each kind of mistake", () => {
  it("schema: names the node or edge and the field, with the version's schema", () => {
    const text = flow(
      [
        source("s", "http"),
        { id: "t", type: "transform", position: at(1), data: {} },
        { id: "r", type: "router", position: "here", data: { stream: 5 } },
        { id: "", type: "router", position: at(1), data: { stream: "x" } },
        "node",
      ],
      [edge("e1", "s", "t"), { id: "e2", source: "t", target: "r" }],
    );
    const schema = (rules: FlowRules) =>
      checkFlow(text, rules).problems.filter((p) => p.kind === "schema");
    expect(schema(V063)).toEqual([
      {
        kind: "schema",
        message: 'Node "s" (source): data.type must be one of direct, syslog.',
        nodeId: "s",
      },
      {
        kind: "schema",
        message: 'Node "t" (transform): data.transformer is required.',
        nodeId: "t",
      },
      { kind: "schema", message: 'Node "r" (router): position must be an object.', nodeId: "r" },
      { kind: "schema", message: 'Node "r" (router): data.stream must be a string.', nodeId: "r" },
      { kind: "schema", message: "Node #4 (router): id must not be empty." },
      { kind: "schema", message: "Node #5 must be an object." },
    ]);
    // v0.45.8 allows an empty id but requires sourceHandle.
    expect(schema(V045).map((p) => p.message)).toEqual([
      'Node "s" (source): data.type must be one of direct, syslog.',
      'Node "t" (transform): data.transformer is required.',
      'Node "r" (router): position must be an object.',
      'Node "r" (router): data.stream must be a string.',
      "Node #5 must be an object.",
      'Edge "e2": sourceHandle is required.',
    ]);
  });

  it("schema: a value with no flow's shape", () => {
    expect(problems("[]", V063)).toEqual(["schema: The flow must be an object."]);
    expect(problems('{"nodes": {}}', V045)).toEqual([
      "schema: The flow: edges is required.",
      "schema: The flow: nodes must be an array.",
    ]);
    expect(checkFlow('{"nodes": []}', V063).graph).toBeNull();
  });

  it("node-type: a type the version does not know, and a metric node before v0.63.0", () => {
    const text = flow(
      [
        source("s"),
        { id: "f", type: "filter", position: at(1), data: {} },
        { id: "m", type: "metric", position: at(1), data: { name: "hits" } },
        { id: "x", position: at(1), data: {} },
      ],
      [edge("e1", "s", "f"), edge("e2", "s", "m"), edge("e3", "s", "x")],
    );
    expect(problems(text, V063)).toEqual([
      'node-type: Node "f" has the unknown type "filter"; FlowG v0.63.0 knows source, transform, switch, metric, pipeline, forwarder and router.',
      'node-type: Node "x" has no type; FlowG v0.63.0 knows source, transform, switch, metric, pipeline, forwarder and router.',
    ]);
    expect(problems(text, V045)).toEqual([
      'node-type: Node "f" has the unknown type "filter"; FlowG v0.45.8 knows source, transform, switch, pipeline, forwarder and router.',
      'node-type: Node "m" is a metric node, which FlowG v0.45.8 does not have: metric nodes are documented from v0.63.0 on.',
      'node-type: Node "x" has no type; FlowG v0.45.8 knows source, transform, switch, pipeline, forwarder and router.',
    ]);
  });

  it("duplicate: node ids and edge ids", () => {
    const text = flow(
      [source("s"), router("r"), router("r", "other")],
      [edge("e1", "s", "r"), edge("e1", "s", "r")],
    );
    for (const rules of [V063, V045])
      expect(checkFlow(text, rules).problems).toEqual([
        {
          kind: "duplicate",
          message:
            'Node id "r" is used by 2 nodes (#2 and #3); FlowG keeps only the last of them, and the edges reach that one.',
          nodeId: "r",
        },
        {
          kind: "duplicate",
          message:
            'Edge id "e1" is used by 2 edges (#1 and #2); edge ids must be unique in a flow.',
          edgeId: "e1",
        },
      ]);
  });

  it("edge: unknown ends, no output, no input, a named handle", () => {
    const text = flow(
      [
        source("s"),
        { id: "t", type: "transform", position: at(1), data: { transformer: "x" } },
        router("r"),
      ],
      [
        edge("e1", "s", "t"),
        edge("e2", "t", "r"),
        edge("e3", "ghost", "r"),
        edge("e4", "t", "nowhere"),
        edge("e5", "r", "t"),
        edge("e6", "t", "s"),
        edge("e7", "s", "r", { sourceHandle: "out" }),
      ],
    );
    const expected = [
      'Edge "e3" starts at "ghost", but no node has that id, so FlowG cannot build the pipeline.',
      'Edge "e4" ends at "nowhere", but no node has that id, so FlowG cannot build the pipeline.',
      'Edge "e5" leaves node "r" (router), which has no output: router nodes end a branch, so FlowG cannot build the pipeline.',
      'Edge "e6" ends at source node "s", which has no input, so the editor could not have drawn it.',
      `Edge "e7" leaves by the handle "out", but FlowG's nodes have one output without a name, so the editor could not have drawn it (the engine ignores sourceHandle).`,
    ];
    for (const rules of [V063, V045]) {
      const found = checkFlow(text, rules).problems;
      expect(found.map((p) => p.message)).toEqual(expected);
      expect(found.map((p) => [p.kind, p.edgeId])).toEqual(
        ["e3", "e4", "e5", "e6", "e7"].map((id) => ["edge", id]),
      );
    }
  });

  it("edge: every node type without an output", () => {
    const ends = ["metric", "pipeline", "forwarder", "router"].map((type) => ({
      id: type,
      type,
      position: at(1),
      data: { name: "n", pipeline: "p", forwarder: "f", stream: "s" },
    }));
    const text = flow(
      [source("s"), ...ends, router("last")],
      [
        ...ends.map((n) => edge(`in-${n.id}`, "s", n.id)),
        ...ends.map((n) => edge(`out-${n.id}`, n.id, "last")),
      ],
    );
    expect(problems(text, V063)).toEqual([
      ...["metric", "pipeline", "forwarder", "router"].map(
        (type) =>
          `edge: Edge "out-${type}" leaves node "${type}" (${type}), which has no output: ${type} nodes end a branch, so FlowG cannot build the pipeline.`,
      ),
      'unreachable: Node "last" (router) cannot be reached from a source node, so no record gets to it.',
    ]);
  });

  it("condition: expr for v0.63.0 and the filter language for v0.45.8, positioned in the condition", () => {
    const withCondition = (condition: string) =>
      flow(
        [
          source("s"),
          { id: "c", type: "switch", position: at(1), data: { condition } },
          router("r"),
        ],
        [edge("e1", "s", "c"), edge("e2", "c", "r")],
      );
    const old = withCondition('level = "error"');
    const current = withCondition('level == "error"');
    expect(problems(current, V063)).toEqual([]);
    expect(problems(old, V045)).toEqual([]);
    expect(checkFlow(old, V063).problems).toEqual([
      {
        kind: "condition",
        message: 'The condition of node "c" does not parse: unexpected token Operator("=") (1:7).',
        nodeId: "c",
        line: 1,
        column: 7,
      },
    ]);
    expect(checkFlow(current, V045).problems).toEqual([
      {
        kind: "condition",
        message:
          'The condition of node "c" does not parse: unexpected token: =, expected [Token::String(s)].',
        nodeId: "c",
        line: 1,
        column: 8,
      },
    ]);
    expect(problems(withCondition('a = "x" and\nb ='), V045)).toEqual([
      'condition: The condition of node "c" does not parse: unexpected token: , expected [Token::String(s)]. @2:4',
    ]);
  });

  it("unreachable: nodes no source leads to, and a flow without a source", () => {
    const text = flow(
      [source("s"), router("kept"), router("island"), router("after-island")],
      [edge("e1", "s", "kept"), edge("e2", "island", "after-island")],
    );
    for (const rules of [V063, V045])
      expect(problems(text, rules)).toEqual([
        'edge: Edge "e2" leaves node "island" (router), which has no output: router nodes end a branch, so FlowG cannot build the pipeline.',
        'unreachable: Node "island" (router) cannot be reached from a source node, so no record gets to it.',
        'unreachable: Node "after-island" (router) cannot be reached from a source node, so no record gets to it.',
      ]);
    expect(checkFlow(flow([router("r"), router("q")], []), V045).problems).toEqual([
      { kind: "unreachable", message: "The flow has no source node, so no record enters it." },
    ]);
  });

  it("unreachable: a source node another source node of its type hides", () => {
    const text = flow(
      [
        source("first"),
        router("a"),
        { id: "second", type: "source", position: at(0), data: {} },
        router("b"),
      ],
      [edge("e1", "first", "a"), edge("e2", "second", "b")],
    );
    expect(problems(text, V063)).toEqual([
      'unreachable: Source node "first" gets no records: FlowG feeds only the last source node of type direct, node "second".',
      'unreachable: Node "a" (router) cannot be reached from a source node, so no record gets to it.',
    ]);
  });

  it("puts problems in the order json, schema, node-type, duplicate, edge, condition, unreachable", () => {
    const text = flow(
      [
        source("s"),
        { id: "c", type: "switch", position: at(1), data: { condition: "a ==" } },
        { id: "q", type: "queue", position: at(1), data: {} },
        router("r"),
        router("r"),
        { id: "t", type: "transform", position: at(1), data: {} },
      ],
      [edge("e1", "s", "c"), edge("e2", "r", "s")],
    );
    const kinds = checkFlow(text, V063).problems.map((p: FlowProblem) => p.kind);
    expect(kinds).toEqual([
      "schema",
      "node-type",
      "duplicate",
      "edge",
      "edge",
      "condition",
      "unreachable",
      "unreachable",
      "unreachable",
      "unreachable",
    ]);
  });
});

describe("flows on the doc pages", () => {
  const titled = (b: FlowBlock) => {
    const title = /(?:^|\s)title="([^"]*)"/.exec(b.meta)?.[1];
    return title === undefined ? `${b.file}:${b.line}` : `${b.file} ${JSON.stringify(title)}`;
  };

  it.each([
    ["content/docs", "v0.63.0", V063, CONTENT],
    ["versions/0.45.8/docs", "v0.45.8", V045, ARCHIVED],
  ] as const)("every flow of %s checks clean against %s's rules", (_, __, rules, blocks) => {
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const found = Object.fromEntries(
      blocks.flatMap((b) => {
        const list = problems(b.code, rules);
        return list.length ? [[titled(b), list]] : [];
      }),
    );
    expect(found).toEqual({});
  });

  it("finds the flows of the pages that show one, in both trees", () => {
    const files = (blocks: FlowBlock[]) => new Set(blocks.map((b) => b.file));
    expect(files(CONTENT)).toContain("content/docs/reference/pipeline-nodes.mdx");
    expect(files(CONTENT)).toContain("content/docs/usecases/receive-logs/docker.mdx");
    expect(files(ARCHIVED)).toContain("versions/0.45.8/docs/usecases/receive-logs/uptime-kuma.mdx");
  });
});
