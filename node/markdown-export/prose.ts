import type { ProseNode } from "@shared/prose";
import type { MdNode } from "../mdx/mdast";
import { inlineCode, link, list, paragraph, strong, text } from "./build";
import { absoluteLink, type SiteUrls } from "./links";

/**
 * A prose tree (@shared/prose: the wording a page and its copy share) as Markdown. A `span`
 * only groups words on the page and is dropped here; neighbouring words are joined into one
 * text node, as a hand-written Markdown tree would hold them. Links become absolute.
 */
export function proseToMarkdown(
  nodes: readonly ProseNode[],
  site: SiteUrls,
  route: string,
): MdNode[] {
  const inline = (children: readonly ProseNode[]): MdNode[] => {
    const out: MdNode[] = [];
    for (const node of flattenSpans(children)) {
      const last = out[out.length - 1];
      if (typeof node === "string") {
        if (last?.type === "text") last.value = `${last.value ?? ""}${node}`;
        else out.push(text(node));
      } else {
        out.push(...convert(node));
      }
    }
    return out;
  };
  const convert = (node: ProseNode): MdNode[] => {
    if (typeof node === "string") return [text(node)];
    switch (node.tag) {
      case "p":
        return [paragraph(...inline(node.children))];
      case "ul":
      case "ol":
        return [
          {
            ...list(node.children.map((item) => convert(item))),
            ordered: node.tag === "ol",
          } as MdNode,
        ];
      case "li":
        return [paragraph(...inline(node.children))];
      case "code":
        return [inlineCode(textOf(node.children))];
      case "strong":
        return [strong(...inline(node.children))];
      case "em":
        return [{ type: "emphasis", children: inline(node.children) } as MdNode];
      case "span":
        return inline(node.children);
      case "a":
        return [link(absoluteLink(site, route, node.href), ...inline(node.children))];
    }
  };
  return nodes.flatMap(convert);
}

/** The children with every `span` replaced by its own children. */
function flattenSpans(nodes: readonly ProseNode[]): ProseNode[] {
  return nodes.flatMap((node) =>
    typeof node !== "string" && node.tag === "span" ? flattenSpans(node.children) : [node],
  );
}

function textOf(nodes: readonly ProseNode[]): string {
  return nodes.map((node) => (typeof node === "string" ? node : textOf(node.children))).join("");
}
