import { jsxElement, toText, walk, type MdNode } from "./mdast";

/** Container directives that become admonitions (`:::note[Optional title]` ... `:::`). */
export const ADMONITION_KINDS = ["note", "tip", "info", "warning", "danger"] as const;
const kinds = new Set<string>(ADMONITION_KINDS);

/**
 * Turns `:::kind[title]` container directives into `<Admonition type title>` elements.
 *
 * remark-directive also parses `:word` inside prose (text directives) and `::word` lines (leaf
 * directives). Prose such as "port:5080" or "image linksociety/flowg:latest" must stay text, so
 * every directive we do not own is turned back into the characters the author wrote.
 */
export function remarkAdmonitions() {
  return (tree: MdNode, file: { path?: string; fail?: (msg: string) => never }) => {
    walk(tree, (node, parent, index) => {
      if (!parent?.children) return;
      if (node.type === "containerDirective") {
        if (!node.name || !kinds.has(node.name)) {
          const where = node.position
            ? `${file.path ?? "?"}:${node.position.start.line}`
            : file.path;
          throw new Error(
            `${where}: unknown admonition ":::${node.name}"; expected one of ${ADMONITION_KINDS.map((k) => `:::${k}`).join(", ")}`,
          );
        }
        const children = node.children ?? [];
        // The [label] of a container directive arrives as a first paragraph flagged directiveLabel.
        const first = children[0];
        const hasLabel = first?.type === "paragraph" && first.data?.directiveLabel === true;
        const title = hasLabel && first ? toText(first) : undefined;
        parent.children[index] = jsxElement(
          "Admonition",
          { type: node.name, title },
          hasLabel ? children.slice(1) : children,
        );
      } else if (node.type === "textDirective") {
        parent.children[index] = { type: "text", value: `:${node.name ?? ""}${labelText(node)}` };
      } else if (node.type === "leafDirective") {
        parent.children[index] = {
          type: "paragraph",
          children: [{ type: "text", value: `::${node.name ?? ""}${labelText(node)}` }],
        };
      }
    });
  };
}

function labelText(node: MdNode): string {
  const label = toText(node);
  return label ? `[${label}]` : "";
}
