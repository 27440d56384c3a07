/**
 * A FlowG pipeline flow as the site reads it: the JSON that `flowg-client pipeline export` writes
 * and `PUT /api/v1/pipelines/{pipeline}` takes (the OpenAPI documents' `FlowGraph`). The build
 * draws every flow on a page from it (./draw.ts) and the pipeline viewer checks a reader's flow
 * (./check.ts); both start from `readFlow`.
 */

/** Every node type some documented FlowG version knows, in the order the editor lists them. */
export const FLOW_NODE_TYPES = [
  "source",
  "transform",
  "switch",
  "metric",
  "pipeline",
  "forwarder",
  "router",
] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/**
 * What the editor shows of each node type: its name there, the `data` key an operator reads it
 * by, and its handles. FlowG's editor (web/app, one component per type) gives every node but a
 * source one input on its left, and a source, transformer or condition one output on its right;
 * the handles have no id, so an edge's `sourceHandle` is empty or absent.
 */
export const NODE_KINDS: Record<
  FlowNodeType,
  { label: string; dataKey: string; input: boolean; output: boolean }
> = {
  source: { label: "Source", dataKey: "type", input: false, output: true },
  transform: { label: "Transformer", dataKey: "transformer", input: true, output: true },
  switch: { label: "Condition", dataKey: "condition", input: true, output: true },
  metric: { label: "Metric", dataKey: "name", input: true, output: false },
  pipeline: { label: "Pipeline", dataKey: "pipeline", input: true, output: false },
  forwarder: { label: "Forwarder", dataKey: "forwarder", input: true, output: false },
  router: { label: "Stream", dataKey: "stream", input: true, output: false },
};

export interface FlowPosition {
  x: number;
  y: number;
}

export interface FlowNode {
  id: string;
  /** As written: may be a type no version knows (the viewer reports it, the build refuses it). */
  type: string;
  /** Absent or not two finite numbers: the node is laid out automatically. */
  position: FlowPosition | null;
  data: Record<string, unknown>;
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  /** The handle the edge leaves by; "" when absent (FlowG's handles have no id). */
  sourceHandle: string;
}

export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function position(value: unknown): FlowPosition | null {
  if (!isRecord(value)) return null;
  const { x, y } = value;
  return typeof x === "number" && typeof y === "number" && Number.isFinite(x) && Number.isFinite(y)
    ? { x, y }
    : null;
}

/** Whether a parsed JSON value has a flow's shape: an object with `nodes` and `edges` arrays. */
export function isFlowShaped(value: unknown): value is { nodes: unknown[]; edges: unknown[] } {
  return isRecord(value) && Array.isArray(value.nodes) && Array.isArray(value.edges);
}

/**
 * The graph of a parsed flow, leniently: ids, types and ends are read as strings when they are
 * strings ("" otherwise), so a flow with mistakes can still be drawn and its mistakes named.
 * Null when the value has no flow's shape.
 */
export function readFlow(value: unknown): FlowGraph | null {
  if (!isFlowShaped(value)) return null;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    nodes: value.nodes.filter(isRecord).map((node) => ({
      id: text(node.id),
      type: text(node.type),
      position: position(node.position),
      data: isRecord(node.data) ? node.data : {},
    })),
    edges: value.edges.filter(isRecord).map((edge) => ({
      id: text(edge.id),
      source: text(edge.source),
      target: text(edge.target),
      sourceHandle: text(edge.sourceHandle),
    })),
  };
}

/**
 * The flow a parsed JSON value is, or carries under `flow` as the bodies of
 * `PUT /api/v1/pipelines/{pipeline}` and `POST /api/v1/test/pipeline/{pipeline}` do; null when
 * it has neither.
 */
export function flowIn(value: unknown): FlowGraph | null {
  return readFlow(value) ?? (isRecord(value) ? readFlow(value.flow) : null);
}
