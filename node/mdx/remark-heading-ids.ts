import GithubSlugger from "github-slugger";
import { toText, walk, type MdNode } from "./mdast";

/**
 * Gives every heading a stable id with github-slugger. The table of contents, search sections and
 * the Markdown copies read these ids from the same tree (node/mdx/headings.ts), so TOC links,
 * search results and heading anchors always agree.
 */
export function remarkHeadingIds() {
  return (tree: MdNode) => {
    const slugger = new GithubSlugger();
    walk(tree, (node) => {
      if (node.type !== "heading") return;
      const id = slugger.slug(toText(node));
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    });
  };
}
