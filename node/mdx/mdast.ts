/**
 * The few Markdown AST shapes our remark plugins touch. Declared here rather than pulled from
 * @types/mdast so the plugins stay dependency-free and readable.
 */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  lang?: string | null;
  meta?: string | null;
  depth?: number;
  name?: string;
  attributes?: Record<string, string | null | undefined> | MdxAttribute[];
  data?: Record<string, unknown> & { hProperties?: Record<string, unknown> };
  position?: { start: { line: number; column: number } };
}

export interface MdxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value: string | null;
}

/** Calls `visit` on every node, parents before children; `visit` may replace children in place. */
export function walk(
  node: MdNode,
  visit: (node: MdNode, parent: MdNode | null, index: number) => void,
  parent: MdNode | null = null,
  index = 0,
): void {
  visit(node, parent, index);
  const children = node.children;
  if (!children) return;
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child) walk(child, visit, node, i);
  }
}

export function toText(node: MdNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(toText).join("");
}

/** A JSX element node as remark-mdx produces it, so MDX compiles it like hand-written JSX. */
export function jsxElement(
  name: string,
  attributes: Record<string, string | undefined>,
  children: MdNode[] = [],
): MdNode {
  return {
    type: "mdxJsxFlowElement",
    name,
    attributes: Object.entries(attributes)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([attrName, value]): MdxAttribute => ({
        type: "mdxJsxAttribute",
        name: attrName,
        value,
      })),
    children,
  };
}
