import { Link, withPrefix } from "gatsby";
import { createElement, type ReactNode } from "react";
import { isFilePath, type ProseNode } from "@shared/prose";

/** Renders a node of prose from content/ (see @shared/prose): site pages are linked with <Link>. */
function render(node: ProseNode, key: number): ReactNode {
  if (typeof node === "string") return node;
  const children = node.children.map(render);
  if (node.tag !== "a") return createElement(node.tag, { key }, ...children);
  if (node.href.startsWith("#")) return createElement("a", { key, href: node.href }, ...children);
  if (isFilePath(node.href)) {
    return createElement("a", { key, href: withPrefix(node.href) }, ...children);
  }
  return createElement(Link, { key, to: node.href }, ...children);
}

/**
 * Prose written in content/ and prepared at build time: its paragraphs and lists, with no element
 * around them. `className` goes on each top-level paragraph or list.
 */
export function Prose({ nodes, className }: { nodes: readonly ProseNode[]; className?: string }) {
  return (
    <>
      {nodes.map((node, i) =>
        typeof node !== "string" && className
          ? createElement(node.tag, { key: i, className }, ...node.children.map(render))
          : render(node, i),
      )}
    </>
  );
}
