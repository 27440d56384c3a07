import type { TocHeading } from "@shared/toc";
import type { MdNode } from "./mdast";

/** A heading of the page with the node it was read from, for readers that walk the tree. */
export interface PageHeading {
  node: MdNode;
  heading: TocHeading;
}

/**
 * The headings of a page, from its shared parsed tree (node/mdx/processor.ts): the one list
 * the page's table of contents, its search sections and its Markdown copy agree on. Only the
 * headings at the top of the page count; those inside tabs or admonitions are not sections. The
 * id is the one remarkHeadingIds gave the node, which the page renders.
 */
export function pageHeadings(tree: Readonly<MdNode>): PageHeading[] {
  return (tree.children ?? []).flatMap((node) => {
    if (node.type !== "heading") return [];
    const id = node.data?.hProperties?.id;
    return [
      {
        node,
        heading: {
          depth: node.depth ?? 2,
          title: tocTitle(node),
          id: typeof id === "string" ? id : "",
        },
      },
    ];
  });
}

export function mdxHeadings(tree: Readonly<MdNode>): TocHeading[] {
  return pageHeadings(tree).map(({ heading }) => heading);
}

/** The heading's words and inline code, without markup, images, expressions or JSX attributes. */
function tocTitle(node: MdNode): string {
  if (node.type === "text" || node.type === "inlineCode") return node.value ?? "";
  return (node.children ?? []).map(tocTitle).join("");
}
