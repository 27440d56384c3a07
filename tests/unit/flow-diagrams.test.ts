import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { svgProblems } from "../../node/diagrams/render-svg";
import {
  contentFlowDrawings,
  flowDrawing,
  jsonBlocks,
  LANDING_FLOW_FILE,
  landingFlowDrawing,
} from "../../node/diagrams/flow";
import { DIAGRAM_SOURCE_DIRS, mdxFiles } from "../../node/diagrams/source";
import { ContentError } from "../../src/config/errors";
import { describeFlow, drawFlow, keepsPositions, wrapValue } from "@shared/flow/draw";
import { flowIn, type FlowGraph } from "@shared/flow/graph";

/** What a drawing shows, read back from its SVG: each node's box and each edge's two ends. */
interface DrawnNode {
  id: string;
  kind: string;
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

function readDrawing(svg: string): { nodes: DrawnNode[]; edges: Array<[string, string]> } {
  const nodes = [
    ...svg.matchAll(
      /<g class="n (\w+)" data-node="([^"]*)" transform="translate\(([-\d.]+) ([-\d.]+)\)"><rect class="box" width="(\d+)" height="(\d+)"[\s\S]*?<\/g>/g,
    ),
  ].map((m) => ({
    kind: m[1]!,
    id: m[2]!,
    x: Number(m[3]),
    y: Number(m[4]),
    width: Number(m[5]),
    height: Number(m[6]),
    text: m[0]
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      .trim(),
  }));
  // An edge starts at the middle of its source's right side and ends at its target's left side.
  const at = (x: number, y: number, side: "right" | "left") =>
    nodes.find(
      (node) =>
        Math.abs((side === "right" ? node.x + node.width : node.x) - x) < 0.11 &&
        Math.abs(node.y + node.height / 2 - y) < 0.11,
    )?.id ?? `nothing at ${x},${y}`;
  const edges = [
    ...svg.matchAll(/<path class="e" d="M([-\d.]+) ([-\d.]+)C[^"]* ([-\d.]+) ([-\d.]+)"/g),
  ].map((m): [string, string] => [
    at(Number(m[1]), Number(m[2]), "right"),
    at(Number(m[3]), Number(m[4]), "left"),
  ]);
  return { nodes, edges };
}

const KIND_CLASS: Record<string, string> = {
  source: "source",
  transform: "transform",
  switch: "switch",
  metric: "metric",
  pipeline: "pipeline",
  forwarder: "forwarder",
  router: "router",
};

/** Every flow of the site's MDX, with where it is. */
function siteFlows() {
  return DIAGRAM_SOURCE_DIRS.flatMap(mdxFiles).flatMap((file) =>
    jsonBlocks(fs.readFileSync(file, "utf8")).flatMap((block) => {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        return [];
      }
      const graph = flowIn(value);
      return graph ? [{ ...block, file, graph }] : [];
    }),
  );
}

const sortPairs = (pairs: Array<[string, string]>) => pairs.map(([a, b]) => `${a} -> ${b}`).sort();

describe("the drawings of the site's flows", () => {
  const flows = siteFlows();

  it("finds the flows of both docs versions, the save and test requests' included", () => {
    const files = new Set(flows.map((flow) => flow.file));
    expect(files).toContain("content/docs/guides/pipeline-testing.mdx");
    expect(files).toContain("content/docs/reference/pipeline-nodes.mdx");
    expect(files).toContain("versions/0.45.8/docs/guides/pipelines.mdx");
    expect([...files].filter((file) => file.startsWith("content/")).length).toBeGreaterThanOrEqual(
      11,
    );
  });

  it("draws each flow's nodes and edges, and nothing else", () => {
    for (const flow of flows) {
      const drawing = flowDrawing(
        flow.code,
        flow.meta.replace("noDiagram", ""),
        flow.file,
        flow.line,
      )!;
      const drawn = readDrawing(drawing.svg);
      const where = `${flow.file}:${flow.line}`;
      expect(
        drawn.nodes.map((node) => [node.id, node.kind]),
        where,
      ).toEqual(flow.graph.nodes.map((node) => [node.id, KIND_CLASS[node.type]]));
      expect(sortPairs(drawn.edges), where).toEqual(
        sortPairs(flow.graph.edges.map((edge) => [edge.source, edge.target])),
      );
      for (const node of flow.graph.nodes) {
        const value = Object.values(node.data)[0] as string;
        const text = drawn.nodes.find((d) => d.id === node.id)!.text.replace(/ /g, "");
        expect(text, `${where} node ${node.id}`).toContain(
          (node.type === "source" ? value.toUpperCase() : value).replace(/\s/g, ""),
        );
      }
    }
  });

  it("names each drawing, and gives it ids of its own and no unsafe markup", () => {
    for (const [key, svg] of contentFlowDrawings()) {
      expect(svgProblems(svg), key).toEqual([]);
      expect(svg).toMatch(
        new RegExp(
          `^<svg [^>]*id="${key}"[^>]*aria-labelledby="${key}-title" aria-describedby="${key}-desc"`,
        ),
      );
      expect(svg).toContain(`<title id="${key}-title">Pipeline flow`);
      for (const id of svg.matchAll(/\sid="([^"]+)"/g)) expect(id[1]!.startsWith(key)).toBe(true);
    }
  });

  it("draws the top of the pipelines guide from the graph the guide saves", () => {
    for (const file of [
      "content/docs/guides/pipelines.mdx",
      "versions/0.45.8/docs/guides/pipelines.mdx",
    ]) {
      const onPage = flows.filter((flow) => flow.file === file);
      const pictured = onPage.filter((flow) => /\bdiagramOnly\b/.test(flow.meta));
      expect(pictured.length, file).toBe(1);
      const same = (a: FlowGraph, b: FlowGraph) =>
        JSON.stringify(a.nodes) === JSON.stringify(b.nodes) &&
        JSON.stringify(a.edges.map((e) => [e.source, e.target])) ===
          JSON.stringify(b.edges.map((e) => [e.source, e.target]));
      const saved = onPage.find((flow) => flow.meta.includes('title="app-pipeline.json"'))!;
      expect(same(pictured[0]!.graph, saved.graph), file).toBe(true);
    }
  });

  it("draws the landing page's picture from content/landing/pipeline.json", () => {
    const drawing = landingFlowDrawing(fs.readFileSync(LANDING_FLOW_FILE, "utf8"));
    expect(readDrawing(drawing.svg).nodes.map((node) => node.kind)).toEqual([
      "source",
      "source",
      "transform",
      "router",
      "switch",
      "forwarder",
    ]);
    expect(contentFlowDrawings().get(drawing.key)).toBe(drawing.svg);
  });
});

const FIXTURE = JSON.stringify({
  nodes: [
    { id: "in", type: "source", position: { x: 0, y: 0 }, data: { type: "syslog" } },
    { id: "parse", type: "transform", position: { x: 250, y: 0 }, data: { transformer: "parse" } },
    { id: "keep", type: "router", position: { x: 500, y: -80 }, data: { stream: "app" } },
    {
      id: "bad",
      type: "switch",
      position: { x: 500, y: 80 },
      data: { condition: 'level == "error"' },
    },
    { id: "page", type: "forwarder", position: { x: 750, y: 80 }, data: { forwarder: "oncall" } },
  ],
  edges: [
    { id: "e1", source: "in", target: "parse" },
    { id: "e2", source: "parse", target: "keep" },
    { id: "e3", source: "parse", target: "bad" },
    { id: "e4", source: "bad", target: "page" },
  ],
});

describe("drawing a flow", () => {
  const draw = (json: string, meta = 'title="fixture.json"') =>
    flowDrawing(json, meta, "fixture.mdx", 3);

  it("changes when an edge is removed, and the edge leaves the drawing", () => {
    const flow = JSON.parse(FIXTURE) as { edges: unknown[] };
    const whole = draw(FIXTURE)!;
    flow.edges.splice(1, 1);
    const less = draw(JSON.stringify(flow))!;
    expect(less.key).not.toBe(whole.key);
    expect(sortPairs(readDrawing(whole.svg).edges)).toContain("parse -> keep");
    expect(sortPairs(readDrawing(less.svg).edges)).toEqual([
      "bad -> page",
      "in -> parse",
      "parse -> bad",
    ]);
  });

  it("keeps the flow's arrangement, as FlowG's editor does, at one scale for the column", () => {
    const nodes = readDrawing(draw(FIXTURE)!.svg).nodes;
    const x = Object.fromEntries(nodes.map((node) => [node.id, node.x]));
    const y = Object.fromEntries(nodes.map((node) => [node.id, node.y]));
    const step = x.parse! - x.in!;
    // 250 units of the editor apart, drawn closer, and every distance by the same factor.
    expect(step).toBeGreaterThanOrEqual(164 + 36 - 0.1);
    expect(step).toBeLessThan(250);
    expect(x.page! - x.bad!).toBeCloseTo(step, 0);
    expect((y.bad! - y.keep!) / step).toBeCloseTo(160 / 250, 2);
  });

  it("lays the nodes out left to right, without overlaps, when positions are missing or overlap", () => {
    const flow = JSON.parse(FIXTURE) as { nodes: Array<{ position?: unknown }> };
    for (const variant of ["missing", "overlapping"]) {
      const copy = structuredClone(flow);
      copy.nodes.forEach((node) =>
        variant === "missing" ? delete node.position : (node.position = { x: 10, y: 10 }),
      );
      expect(keepsPositions(flowIn(copy)!)).toBe(false);
      const nodes = readDrawing(draw(JSON.stringify(copy))!.svg).nodes;
      const byId = Object.fromEntries(nodes.map((node) => [node.id, node]));
      for (const [from, to] of [
        ["in", "parse"],
        ["parse", "keep"],
        ["bad", "page"],
      ])
        expect(byId[to!]!.x, `${variant}: ${from} before ${to}`).toBeGreaterThan(
          byId[from!]!.x + 196,
        );
      for (const [i, a] of nodes.entries())
        for (const b of nodes.slice(i + 1))
          expect(
            a.x + a.width <= b.x ||
              b.x + b.width <= a.x ||
              a.y + a.height <= b.y ||
              b.y + b.height <= a.y,
            `${variant}: ${a.id} and ${b.id} overlap`,
          ).toBe(true);
    }
  });

  it("says in words what the drawing shows", () => {
    expect(describeFlow(flowIn(JSON.parse(FIXTURE))!)).toBe(
      "A pipeline flow of 5 nodes, 4 edges. The SYSLOG source sends records to the transformer parse. " +
        'The transformer parse sends records to the stream app and the condition level == "error". ' +
        'The condition level == "error" sends records to the forwarder oncall.',
    );
    const alone = { nodes: [{ id: "m", type: "metric", data: { name: "hits" } }], edges: [] };
    expect(describeFlow(flowIn(alone)!)).toBe(
      "A pipeline flow of 1 node, 0 edges. The metric hits is not connected.",
    );
  });

  it("wraps a long condition in its box, and cuts what passes four lines", () => {
    expect(wrapValue('level == "error" and service in ["checkout", "billing"]')).toEqual([
      'level == "error"',
      "and service in",
      '["checkout",',
      '"billing"]',
    ]);
    const long = wrapValue("x".repeat(200));
    expect(long).toHaveLength(4);
    expect(long[3]!.endsWith("…")).toBe(true);
  });

  it("escapes what the flow says, so a name cannot become markup", () => {
    const flow = {
      nodes: [{ id: '"><script>', type: "router", data: { stream: "<b>&" } }],
      edges: [],
    };
    const { svg } = drawFlow(flowIn(flow)!, { id: "t", title: "<x>" });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;b&gt;&amp;");
    expect(svg).toContain('<title id="t-title">&lt;x&gt;</title>');
  });

  it("keeps JSON of other shapes, and flows whose fence says noDiagram, as code only", () => {
    expect(draw('{"nodes": []}')).toBeNull();
    expect(draw("{ not json")).toBeNull();
    expect(draw(FIXTURE, 'title="x.json" noDiagram')).toBeNull();
    expect(draw(JSON.stringify({ flow: JSON.parse(FIXTURE), records: [] }))).not.toBeNull();
  });

  it("refuses, naming the file, the line and the mistake, a flow it cannot draw truthfully", () => {
    const flow = JSON.parse(FIXTURE) as {
      nodes: Array<{ type: string }>;
      edges: Array<{ id: string; source: string; target: string }>;
    };
    flow.nodes[2]!.type = "stream";
    flow.edges.push({ id: "e9", source: "page", target: "ghost" });
    expect(() => draw(JSON.stringify(flow))).toThrow(ContentError);
    expect(() => draw(JSON.stringify(flow))).toThrow(
      'fixture.mdx:3: the flow "fixture.json" cannot be drawn: node "keep" has the unknown type "stream"; ' +
        'edge "e9" has the target "ghost", which is no node\'s id; ' +
        'edge "e9" leaves node "page", a forwarder node, which has no output; ' +
        "fix the flow, or add noDiagram to the fence to show the JSON alone",
    );
  });
});
