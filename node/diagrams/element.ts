import fs from "node:fs";
import { ContentError } from "../../src/config/errors";
import { withLabel, type DiagramElementProps } from "@shared/diagrams";
import { jsxElement, type MdNode } from "../mdx/mdast";
import { svgProblems } from "./render-svg";
import { diagramFile, diagramKey, diagramTitle, parseDiagramMeta } from "./source";

const RENDER_HINT = "run npx vite-node scripts/render-diagrams.ts";

/** `content/docs/x.mdx:30: the ```mermaid diagram starting "flowchart LR"` */
function where(file: string, line: number | undefined, code: string): string {
  const first = code.trim().split("\n")[0]!.trim();
  return `${file}${line ? `:${line}` : ""}: the \`\`\`mermaid diagram starting "${first}"`;
}

export interface DiagramProps {
  /** The SVG as the page shows it. */
  svg: string;
  /** The drawn width in CSS pixels. */
  width: string;
  caption?: string;
  /** The accessible name when the diagram has no accTitle: its caption. */
  label?: string;
}

/**
 * What the page shows for a ```mermaid block: its stored drawing (content/diagrams/), checked
 * and named. Fails, naming the file and the diagram, when the drawing is missing or unsafe or
 * when the diagram has neither an `accTitle:` nor a caption to be announced by.
 */
export function diagramProps(
  code: string,
  meta: string | null | undefined,
  file: string,
  line?: number,
  dir?: string,
): DiagramProps {
  const options = parseDiagramMeta(meta ?? "");
  if ("error" in options)
    throw new ContentError(`${where(file, line, code)}: ${options.error}; expected caption="..."`);
  const title = diagramTitle(code);
  if (!title && !options.caption)
    throw new ContentError(
      `${where(file, line, code)} has no name for screen readers: add an "accTitle: ..." line to it or caption="..." to its fence`,
    );
  const svgFile = diagramFile(diagramKey(code), dir);
  if (!fs.existsSync(svgFile))
    throw new ContentError(
      `${where(file, line, code)} has no drawing for its current source (${svgFile}): ${RENDER_HINT}`,
    );
  const stored = fs.readFileSync(svgFile, "utf8").trim();
  const problems = svgProblems(stored);
  if (problems.length)
    throw new ContentError(
      `${svgFile}: unsafe diagram drawing: ${problems.join("; ")}; ${RENDER_HINT}`,
    );
  // Without an accTitle, the caption names the drawing.
  const label = title ? undefined : options.caption;
  const width = /^<svg[^>]*\swidth="(\d+)"/.exec(stored)?.[1] ?? "0";
  return { svg: withLabel(stored, label), width, caption: options.caption, label };
}

/**
 * The page's <Diagram> element: the drawing's key, not the drawing, so that the page's script
 * does not carry it (the server render reads it, see src/theme/Diagram).
 */
export function diagramElement(
  code: string,
  meta: string | null | undefined,
  file: string,
  line?: number,
): MdNode {
  const { width, caption, label } = diagramProps(code, meta, file, line);
  const props: DiagramElementProps = { drawing: diagramKey(code), width, caption, label };
  return jsxElement("Diagram", { ...props });
}
