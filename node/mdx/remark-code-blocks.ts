import path from "node:path";
import { diagramElement } from "../diagrams/element";
import { extractMagicComments, parseCodeMeta } from "./code-meta";
import { loadLanguages, resolveLanguage, tokenize } from "./highlight";
import { jsxElement, walk, type MdNode } from "./mdast";

/**
 * Replaces fenced code blocks with `<CodeBlock>` elements carrying pre-computed tokens, and
 * ```mermaid blocks with `<Diagram>` elements carrying their drawing, made ahead of time
 * (node/diagrams/).
 */
export function remarkCodeBlocks(options: { additionalLanguages: readonly string[] }) {
  loadLanguages(options.additionalLanguages);
  return (tree: MdNode, file: { path?: string }) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== "code" || !parent?.children) return;
      const raw = node.value ?? "";
      if (node.lang === "mermaid") {
        const source = file.path ? path.relative(process.cwd(), file.path) : "(mdx)";
        parent.children[index] = diagramElement(raw, node.meta, source, node.position?.start.line);
        return;
      }
      const meta = parseCodeMeta(node.meta);
      const { code, lines: magicLines } = extractMagicComments(raw);
      const language = resolveLanguage(node.lang);
      const highlight = [...new Set([...meta.highlightLines, ...magicLines])].sort((a, b) => a - b);
      // The copyable text is rebuilt from the tokens in the browser, so the code ships once.
      parent.children[index] = jsxElement("CodeBlock", {
        language,
        title: meta.title,
        highlight: highlight.length ? highlight.join(",") : undefined,
        showLineNumbers: meta.showLineNumbers ? "true" : undefined,
        tokens: JSON.stringify(tokenize(code, language)),
      });
    });
  };
}
