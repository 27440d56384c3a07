import { Graph, layout } from "@dagrejs/dagre";
import { NODE_KINDS, type FlowGraph, type FlowNode, type FlowNodeType } from "./graph";

/**
 * Draws a pipeline flow as SVG, the one way the site draws a pipeline: the diagrams above the
 * flow JSON of the docs (node/diagrams/flow.ts, at build time), the landing page's picture and
 * the pipeline viewer (in the reader's browser).
 *
 * Nodes stand where the flow's positions put them, as in FlowG's editor (a position is the
 * node's top-left corner there). When a node has no position, or two boxes drawn at their
 * positions would overlap, every node is placed by dagre, the layout library FlowG's editor
 * uses, left to right. Edges leave a node by its output on the right and enter by its input on
 * the left, the only handles FlowG's nodes have.
 *
 * Colours and fonts are the site's tokens (var(--c-illustration-*)), in a <style> scoped to the
 * drawing's id, so one drawing works inline in any page and in both colour modes.
 */

/** Box width; the text inside wraps to it. */
const BOX_WIDTH = 164;
const PADDING_X = 13;
/** The kind's line (sans-serif) and each line of the value (monospace). */
const KIND_LINE = 18;
const VALUE_LINE = 17;
const PADDING_Y = 10;
/** Monospace glyphs are 0.6 em wide; the value is set at 13.5 px. */
const VALUE_FONT = 13;
const CHARS_PER_LINE = Math.floor((BOX_WIDTH - 2 * PADDING_X) / (VALUE_FONT * 0.6));
const MAX_VALUE_LINES = 4;
const MARGIN = 12;
/** The least room between two boxes drawn at the flow's positions, across and down. */
const GAP_X = 36;
const GAP_Y = 20;

export interface DrawOptions {
  /** The drawing's id in the page: its style and its arrow are scoped by it. */
  id: string;
  /** The accessible name ("Pipeline flow: to-datadog.json"). */
  title: string;
  /** Nodes drawn as having a problem (the pipeline viewer's findings), by id. */
  marked?: ReadonlySet<string>;
}

export interface FlowDrawing {
  svg: string;
  width: number;
  height: number;
  /** The text description (also the drawing's <desc>). */
  description: string;
}

interface Box {
  node: FlowNode;
  kind: FlowNodeType | null;
  /** What the editor shows in the node: the transformer's name, the condition... */
  value: string;
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const knownKind = (type: string): FlowNodeType | null =>
  Object.prototype.hasOwnProperty.call(NODE_KINDS, type) ? (type as FlowNodeType) : null;

/** What an operator reads a node by: FlowG's editor shows a source's entry point in capitals. */
export function nodeValue(node: FlowNode): string {
  const kind = knownKind(node.type);
  if (!kind) return node.id;
  const value = node.data[NODE_KINDS[kind].dataKey];
  if (kind === "source")
    return (typeof value === "string" && value ? value : "direct").toUpperCase();
  return typeof value === "string" && value ? value : "(not set)";
}

/** The kind's name as the editor shows it; an unknown type is named as written. */
export function kindLabel(type: string): string {
  const kind = knownKind(type);
  return kind ? NODE_KINDS[kind].label : `Unknown type "${type}"`;
}

/** Breaks a value into lines of at most CHARS_PER_LINE characters, at spaces where it can. */
export function wrapValue(value: string): string[] {
  const lines: string[] = [];
  let rest = value.replace(/\s+/g, " ").trim();
  while (rest.length > CHARS_PER_LINE) {
    const space = rest.lastIndexOf(" ", CHARS_PER_LINE);
    const cut = space > 0 ? space : CHARS_PER_LINE;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest || !lines.length) lines.push(rest);
  if (lines.length <= MAX_VALUE_LINES) return lines;
  const kept = lines.slice(0, MAX_VALUE_LINES);
  kept[MAX_VALUE_LINES - 1] = `${kept[MAX_VALUE_LINES - 1]!.slice(0, CHARS_PER_LINE - 1)}…`;
  return kept;
}

function boxes(graph: FlowGraph): Box[] {
  return graph.nodes.map((node) => {
    const value = nodeValue(node);
    const lines = wrapValue(value);
    return {
      node,
      kind: knownKind(node.type),
      value,
      lines,
      x: node.position?.x ?? 0,
      y: node.position?.y ?? 0,
      width: BOX_WIDTH,
      height: 2 * PADDING_Y + KIND_LINE + lines.length * VALUE_LINE,
    };
  });
}

/**
 * The scale at which the flow's positions are drawn: the smallest, at most 1, that keeps every
 * two boxes GAP_X apart across or GAP_Y apart down. The editor's coordinates are made for its
 * larger nodes; scaling them all alike keeps the editor's arrangement and makes the drawing
 * small enough to read in a page's column. Null when a node has no position, or when two boxes
 * would still meet at the positions as they are (the flow is then laid out automatically).
 */
function positionScale(placed: readonly Box[]): number | null {
  if (placed.some((box) => !box.node.position)) return null;
  let scale = 0;
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      const dx = Math.abs(a.x - b.x);
      const upper = a.y <= b.y ? a : b;
      const dy = Math.abs(a.y - b.y);
      const needed = Math.min(
        dx > 0 ? (BOX_WIDTH + GAP_X) / dx : Infinity,
        dy > 0 ? (upper.height + GAP_Y) / dy : Infinity,
      );
      scale = Math.max(scale, needed);
    }
  }
  if (scale > 1) return null;
  return scale || 1;
}

/** Whether the flow's own positions are used: every node has one and no two boxes meet. */
export function keepsPositions(graph: FlowGraph): boolean {
  return positionScale(boxes(graph)) !== null;
}

function autoLayout(placed: Box[], graph: FlowGraph): void {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: "LR", nodesep: 28, ranksep: 56, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  placed.forEach((box, i) => g.setNode(String(i), { width: box.width, height: box.height }));
  const index = new Map(graph.nodes.map((node, i) => [node.id, String(i)]));
  graph.edges.forEach((edge, i) => {
    const from = index.get(edge.source);
    const to = index.get(edge.target);
    if (from !== undefined && to !== undefined && from !== to) g.setEdge(from, to, {}, String(i));
  });
  layout(g);
  placed.forEach((box, i) => {
    const { x, y } = g.node(String(i));
    // dagre gives centres; boxes are placed by their top-left corner.
    box.x = x - box.width / 2;
    box.y = y - box.height / 2;
  });
}

/** One decimal place is finer than a screen pixel at any zoom the site offers. */
const n = (value: number) => String(Math.round(value * 10) / 10);

function edgePath(from: Box, to: Box): string {
  const x1 = from.x + from.width;
  const y1 = from.y + from.height / 2;
  const x2 = to.x;
  const y2 = to.y + to.height / 2;
  const bend = Math.max(32, Math.abs(x2 - x1) / 2);
  return `M${n(x1)} ${n(y1)}C${n(x1 + bend)} ${n(y1)} ${n(x2 - bend)} ${n(y2)} ${n(x2)} ${n(y2)}`;
}

function nodeSvg(box: Box, marked: boolean): string {
  const kind = `${box.kind ?? "unknown"}${marked ? " marked" : ""}`;
  const valueLines = box.lines
    .map(
      (line, i) =>
        `<tspan x="${PADDING_X}" y="${n(PADDING_Y + KIND_LINE + (i + 1) * VALUE_LINE - 4)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return (
    `<g class="n ${kind}" data-node="${escapeXml(box.node.id)}" transform="translate(${n(box.x)} ${n(box.y)})">` +
    `<rect class="box" width="${box.width}" height="${box.height}" rx="8"/>` +
    `<rect class="bar" width="6" height="${box.height}" rx="3"/>` +
    `<text class="kind" x="${PADDING_X}" y="${PADDING_Y + KIND_LINE - 5}">${escapeXml(kindLabel(box.node.type))}</text>` +
    `<text class="value">${valueLines}</text>` +
    `</g>`
  );
}

const KIND_COLOURS: Record<FlowNodeType | "unknown", string> = {
  source: "source",
  transform: "transformer",
  switch: "switch",
  metric: "metric",
  pipeline: "pipeline",
  forwarder: "forwarder",
  router: "stream",
  unknown: "edge",
};

function style(id: string): string {
  const scope = `#${id}`;
  const colours = Object.entries(KIND_COLOURS)
    .map(([kind, token]) => `${scope} .${kind}{--k:var(--c-illustration-${token})}`)
    .join("");
  return (
    `<style>${scope}{font-family:var(--font-sans)}` +
    `${scope} .box{fill:var(--c-illustration-node-bg);stroke:var(--k);stroke-width:2}` +
    `${scope} .bar{fill:var(--k)}` +
    `${scope} .kind{font-size:12.5px;fill:var(--c-illustration-text-muted)}` +
    `${scope} .value{font-family:var(--font-mono);font-size:${VALUE_FONT}px;fill:var(--c-illustration-text)}` +
    `${scope} .e{fill:none;stroke:var(--c-illustration-edge);stroke-width:2}` +
    `${scope} .arrow{fill:var(--c-illustration-edge)}` +
    `${scope} .marked .box{stroke-dasharray:6 4;stroke-width:3}` +
    `${colours}</style>`
  );
}

/** The node as a sentence names it: "transformer parse-nginx", "condition `level == "error"`". */
function named(box: Box): string {
  const label = kindLabel(box.node.type);
  const kind = box.kind ? label.toLowerCase() : label;
  if (box.kind === "switch") return `${kind} ${box.value}`;
  if (box.kind === "source") return `${box.value} source`;
  return `${kind} ${box.value}`;
}

const list = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * The drawing in words, from the graph: which node sends records to which, in the flow's order;
 * nodes with no edge are said to be unconnected.
 */
export function describeFlow(graph: FlowGraph): string {
  const placed = boxes(graph);
  const byId = new Map(placed.map((box) => [box.node.id, box]));
  const sentences: string[] = [];
  const connected = new Set<string>();
  for (const box of placed) {
    const targets = graph.edges
      .filter((edge) => edge.source === box.node.id && byId.has(edge.target))
      .map((edge) => byId.get(edge.target)!);
    if (!targets.length) continue;
    connected.add(box.node.id);
    targets.forEach((target) => connected.add(target.node.id));
    sentences.push(
      `The ${named(box)} sends records to ${list(targets.map((target) => `the ${named(target)}`))}.`,
    );
  }
  const alone = placed.filter((box) => !connected.has(box.node.id));
  if (alone.length)
    sentences.push(
      alone.length === 1
        ? `The ${named(alone[0]!)} is not connected.`
        : `Not connected: ${list(alone.map((box) => `the ${named(box)}`))}.`,
    );
  const counts = `${graph.nodes.length} node${graph.nodes.length === 1 ? "" : "s"}, ${graph.edges.length} edge${graph.edges.length === 1 ? "" : "s"}`;
  return [`A pipeline flow of ${counts}.`, ...sentences].join(" ");
}

/** The flow as an SVG drawing, with its size and its text description. */
export function drawFlow(graph: FlowGraph, options: DrawOptions): FlowDrawing {
  const placed = boxes(graph);
  const scale = positionScale(placed);
  if (scale === null) autoLayout(placed, graph);
  else
    for (const box of placed) {
      box.x *= scale;
      box.y *= scale;
    }
  // The drawing starts at its top-left box, wherever the flow's coordinates put it.
  const left = placed.length ? Math.min(...placed.map((box) => box.x)) : 0;
  const top = placed.length ? Math.min(...placed.map((box) => box.y)) : 0;
  for (const box of placed) {
    box.x += MARGIN - left;
    box.y += MARGIN - top;
  }
  const width = Math.ceil(Math.max(0, ...placed.map((box) => box.x + box.width)) + MARGIN);
  const height = Math.ceil(Math.max(0, ...placed.map((box) => box.y + box.height)) + MARGIN);

  const byId = new Map(placed.map((box) => [box.node.id, box]));
  const arrow = `${options.id}-arrow`;
  const edges = graph.edges
    .filter((edge) => byId.has(edge.source) && byId.has(edge.target))
    .map(
      (edge) =>
        `<path class="e" d="${edgePath(byId.get(edge.source)!, byId.get(edge.target)!)}" marker-end="url(#${arrow})"/>`,
    )
    .join("");
  const description = describeFlow(graph);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" id="${options.id}" class="flow" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${options.id}-title" aria-describedby="${options.id}-desc">` +
    `<title id="${options.id}-title">${escapeXml(options.title)}</title>` +
    `<desc id="${options.id}-desc">${escapeXml(description)}</desc>` +
    style(options.id) +
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path class="arrow" d="M0 0 10 5 0 10z"/></marker></defs>` +
    `<g>${edges}</g>` +
    `<g>${placed.map((box) => nodeSvg(box, options.marked?.has(box.node.id) ?? false)).join("")}</g>` +
    `</svg>`;
  return { svg, width, height, description };
}
