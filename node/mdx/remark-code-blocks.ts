import path from "node:path";
import { diagramElement } from "../diagrams/element";
import { diagramOnly, flowDiagramElement, flowDrawing } from "../diagrams/flow";
import { extractMagicComments, parseCodeMeta } from "./code-meta";
import { loadLanguages, resolveLanguage, tokenize } from "./highlight";
import { jsxElement, walk, type MdNode } from "./mdast";

/**
 * Replaces fenced code blocks with `<CodeBlock>` elements carrying pre-computed tokens, and
 * ```mermaid blocks with `<Diagram>` elements carrying their drawing, made ahead of time
 * (node/diagrams/). A ```json block holding a pipeline flow gets the flow's drawing above it
 * (node/diagrams/flow.ts).
 */
export function remarkCodeBlocks(options: { additionalLanguages: readonly string[] }) {
  loadLanguages(options.additionalLanguages);
  return (tree: MdNode, file: { path?: string }) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== "code" || !parent?.children) return;
      const raw = node.value ?? "";
      const source = file.path ? path.relative(process.cwd(), file.path) : "(mdx)";
      const line = node.position?.start.line;
      if (node.lang === "mermaid") {
        parent.children[index] = diagramElement(raw, node.meta, source, line);
        return;
      }
      const flow = node.lang === "json" ? flowDrawing(raw, node.meta, source, line) : null;
      if (flow && diagramOnly(node.meta)) {
        parent.children[index] = flowDiagramElement(flow);
        return;
      }
      const meta = parseCodeMeta(node.meta);
      const { code, lines: magicLines } = extractMagicComments(raw);
      const language = resolveLanguage(node.lang);
      const highlight = [...new Set([...meta.highlightLines, ...magicLines])].sort((a, b) => a - b);
      // The copyable text is rebuilt from the tokens in the browser, so the code ships once.
      const block = jsxElement("CodeBlock", {
        language,
        title: meta.title,
        highlight: highlight.length ? highlight.join(",") : undefined,
        showLineNumbers: meta.showLineNumbers ? "true" : undefined,
        tokens: JSON.stringify(tokenize(code, language)),
      });
      parent.children.splice(index, 1, ...(flow ? [flowDiagramElement(flow), block] : [block]));
    });
  };
}
