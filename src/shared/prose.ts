/**
 * Prose written in content/ (Markdown) as the build hands it to a page: a small tree of the few
 * elements such prose uses, rendered by React in the browser (src/theme/Prose). Unlike HTML
 * inserted as is, its links navigate like Gatsby's <Link> and its text is escaped by React, so a
 * paragraph moved from a component into content renders as it did.
 */

/** Block elements: a paragraph or a list. */
export type ProseBlockTag = "p" | "ul" | "ol";

/**
 * Inline elements, and list items. `span` only groups the words of one item of a list written
 * in a sentence (the page's wording of src/shared/api-wording.ts); content prose has none.
 */
export type ProseInlineTag = "li" | "code" | "strong" | "em" | "span";

export type ProseNode =
  | string
  | { tag: ProseBlockTag | ProseInlineTag; children: ProseNode[] }
  | {
      tag: "a";
      /**
       * A site path without the base path (/docs/api/login, rendered as a <Link>), a file
       * published with the site (/openapi/flowg.yaml, a plain link with the base path) or an
       * anchor of the same page (#console).
       */
      href: string;
      children: ProseNode[];
    };

/** One or more blocks of prose. */
export type Prose = ProseNode[];

/** A site path that names a file (it has an extension), not a page: linked without <Link>. */
export function isFilePath(href: string): boolean {
  return /^\/[^#?]*\.[a-z0-9]+$/i.test(href);
}
