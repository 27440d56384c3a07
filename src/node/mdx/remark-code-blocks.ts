import { extractMagicComments, parseCodeMeta } from "./code-meta";
import { diagramKey, loadDiagramSizes } from "./diagram-sizes";
import { loadLanguages, resolveLanguage, tokenize } from "./highlight";
import { jsxElement, walk, type MdNode } from "./mdast";

/**
 * Replaces fenced code blocks with `<CodeBlock>` elements carrying pre-computed tokens, and
 * ```mermaid blocks with `<Mermaid>` elements (rendered lazily in the browser).
 */
export function remarkCodeBlocks(options: { additionalLanguages: readonly string[] }) {
  loadLanguages(options.additionalLanguages);
  const sizes = loadDiagramSizes();
  return (tree: MdNode) => {
    walk(tree, (node, parent, index) => {
      if (node.type !== "code" || !parent?.children) return;
      const raw = node.value ?? "";
      if (node.lang === "mermaid") {
        const size = sizes[diagramKey(raw)];
        parent.children[index] = jsxElement("Mermaid", {
          code: raw,
          width: size ? String(size.width) : undefined,
          height: size ? String(size.height) : undefined,
        });
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
