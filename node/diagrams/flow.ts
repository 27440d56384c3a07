import { createHash } from "node:crypto";
import fs from "node:fs";
import { ContentError } from "../../src/config/errors";
import type { DiagramElementProps } from "@shared/diagrams";
import { drawFlow } from "@shared/flow/draw";
import { flowIn, NODE_KINDS, type FlowGraph } from "@shared/flow/graph";
import { jsxElement, type MdNode } from "../mdx/mdast";
import { parseCodeMeta } from "../mdx/code-meta";
import { DIAGRAM_SOURCE_DIRS, mdxFiles } from "./source";

/**
 * The drawings of pipeline flows: every ```json block of the docs whose value is a flow (an
 * object with `nodes` and `edges` arrays) is drawn above its JSON at build time, from that JSON
 * (src/shared/flow/draw.ts). The fence option `noDiagram` keeps the JSON alone; `diagramOnly`
 * shows the drawing alone, where the page gives the same flow's JSON further on.
 *
 * A drawing is published like a mermaid diagram's (./publish.ts): the server render writes it
 * into the page's HTML, the page's script carries only its key, and a client-side navigation
 * fetches it from /diagrams/<key>.svg. The key is a hash of the drawing itself, so a change to
 * the flow, its title or the drawing code gives a new address.
 */

/** Fence options: the JSON alone, or the drawing alone (the JSON is shown elsewhere on the page). */
export const NO_DIAGRAM_OPTION = "noDiagram";
export const DIAGRAM_ONLY_OPTION = "diagramOnly";

/** The landing page's pipeline picture (node/create-pages/landing.ts). */
export const LANDING_FLOW_FILE = "content/landing/pipeline.json";

const hasOption = (meta: string | null | undefined, option: string) =>
  new RegExp(`(^|\\s)${option}(\\s|$)`).test(meta ?? "");

export interface FlowBlock {
  /** The JSON, as remark reads it (fence lines excluded). */
  code: string;
  meta: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export interface FlowDrawingFile {
  key: string;
  svg: string;
  width: number;
  /** The drawing's accessible name. */
  title: string;
  /** The drawing in words (its <desc>). */
  description: string;
}

/** The ```json blocks of an MDX file (flows or not: `flowDrawing` decides). */
export function jsonBlocks(mdx: string): FlowBlock[] {
  return [...mdx.matchAll(/^[ \t]*```json([^\n]*)\n([\s\S]*?)\n[ \t]*```[ \t]*$/gm)].map((m) => ({
    code: m[2]!,
    meta: m[1]!.trim(),
    line: mdx.slice(0, m.index).split("\n").length,
  }));
}

/**
 * The mistakes that would make the drawing wrong, each naming the node or edge: a node type no
 * FlowG version has, an edge from or to a node that is not in the flow, an edge leaving a node
 * that has no output. The pipeline viewer's checks (src/shared/flow/check.ts) go further; a unit
 * test runs them on every flow of the docs.
 */
export function drawingProblems(graph: FlowGraph): string[] {
  const problems: string[] = [];
  const types = new Map(graph.nodes.map((node) => [node.id, node.type]));
  for (const node of graph.nodes)
    if (!Object.prototype.hasOwnProperty.call(NODE_KINDS, node.type))
      problems.push(`node "${node.id}" has the unknown type "${node.type}"`);
  for (const edge of graph.edges) {
    for (const end of ["source", "target"] as const)
      if (!types.has(edge[end]))
        problems.push(`edge "${edge.id}" has the ${end} "${edge[end]}", which is no node's id`);
    const from = types.get(edge.source) as keyof typeof NODE_KINDS | undefined;
    if (from && NODE_KINDS[from] && !NODE_KINDS[from].output)
      problems.push(
        `edge "${edge.id}" leaves node "${edge.source}", a ${from} node, which has no output`,
      );
  }
  return problems;
}

/**
 * The drawing of a ```json block, or null when the block is no flow (not JSON, or JSON of another
 * shape) or asks for none. Throws a ContentError naming the file, line and mistake when the flow
 * cannot be drawn truthfully.
 */
export function flowDrawing(
  code: string,
  meta: string | null | undefined,
  file: string,
  line?: number,
): FlowDrawingFile | null {
  if (hasOption(meta, NO_DIAGRAM_OPTION)) return null;
  let value: unknown;
  try {
    value = JSON.parse(code);
  } catch {
    return null;
  }
  const graph = flowIn(value);
  if (!graph) return null;
  const { title: fenceTitle } = parseCodeMeta(meta);
  const where = `${file}${line ? `:${line}` : ""}: the flow ${fenceTitle ? `"${fenceTitle}"` : "in a ```json block"}`;
  const problems = drawingProblems(graph);
  if (problems.length)
    throw new ContentError(
      `${where} cannot be drawn: ${problems.join("; ")}; fix the flow, or add ${NO_DIAGRAM_OPTION} to the fence to show the JSON alone`,
    );
  const title = fenceTitle ? `Pipeline flow: ${fenceTitle}` : "Pipeline flow";
  // Drawn once with a stand-in id, which the hash of the drawing then replaces.
  const draft = drawFlow(graph, { id: "FLOWKEY", title });
  const key = `flow-${createHash("sha256").update(draft.svg).digest("hex").slice(0, 16)}`;
  return {
    key,
    svg: draft.svg.replace(/FLOWKEY/g, key),
    width: draft.width,
    title,
    description: draft.description,
  };
}

/** The page's <Diagram> element for a flow: the drawing's key, as for mermaid diagrams. */
export function flowDiagramElement(drawing: FlowDrawingFile): MdNode {
  const props: DiagramElementProps = { drawing: drawing.key, width: String(drawing.width) };
  return jsxElement("Diagram", { ...props });
}

/** Whether a ```json block's fence asks for the drawing without the JSON. */
export const diagramOnly = (meta: string | null | undefined) =>
  hasOption(meta, DIAGRAM_ONLY_OPTION);

/** The landing page's pipeline picture, drawn from its flow file's text. */
export function landingFlowDrawing(text: string, file = LANDING_FLOW_FILE): FlowDrawingFile {
  const drawing = flowDrawing(text, 'title="an example"', file);
  if (!drawing)
    throw new ContentError(
      `${file}: expected a pipeline flow (JSON with "nodes" and "edges" arrays), as flowg-client pipeline export writes it`,
    );
  return drawing;
}

/**
 * Every flow drawing of the site: the MDX of the current content and of the archived versions,
 * and the landing page's picture, by key: what the server render and /diagrams/ serve
 * (./publish.ts).
 */
export function contentFlowDrawings(
  dirs: readonly string[] = DIAGRAM_SOURCE_DIRS,
  landing = LANDING_FLOW_FILE,
): Map<string, string> {
  const drawings = new Map<string, string>();
  if (fs.existsSync(landing)) {
    const drawing = landingFlowDrawing(fs.readFileSync(landing, "utf8"), landing);
    drawings.set(drawing.key, drawing.svg);
  }
  for (const file of dirs.filter((dir) => fs.existsSync(dir)).flatMap(mdxFiles)) {
    for (const block of jsonBlocks(fs.readFileSync(file, "utf8"))) {
      const drawing = flowDrawing(block.code, block.meta, file, block.line);
      if (drawing) drawings.set(drawing.key, drawing.svg);
    }
  }
  return drawings;
}
