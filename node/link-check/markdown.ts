import fs from "node:fs";
import path from "node:path";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { buildCache } from "../cache";
import type { MdNode } from "../mdx/mdast";
import { sitePathOf, type SiteUrls } from "../markdown-export/links";
import type { BuiltPage } from ".";

/**
 * The Markdown files of the build (each page's `.md` copy, llms.txt, llms-full.txt) as link
 * sources for the gate: their links are absolute URLs of the site, which the gate turns back into
 * paths under the base path and judges like any link of an HTML page. A source is named by its
 * own URL (/flowg/docs/guides/streams.md), so a failure names the file and the link.
 */
const parser = unified().use(remarkParse).use(remarkGfm);

/** Links of a Markdown text (links, images, definitions, autolinked URLs), as written. */
export function markdownLinks(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: MdNode) => {
    if (node.type === "link" || node.type === "image" || node.type === "definition") {
      found.push((node as MdNode & { url: string }).url);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(parser.parse(markdown) as MdNode);
  return found;
}

/**
 * The text cut before each ATX heading (`# `...`###### ` at the start of a line) that is not
 * inside fenced code or an HTML block that only an end marker closes (`<!--`, `<pre`, `<script`,
 * `<style`, `<textarea`, `<?`, `<!X`, `<![CDATA[`). A heading always starts a block, so the
 * parts, parsed one by one, give the links of the whole text (a reference link's target is its
 * definition, which is collected wherever it is). The gate remembers the links of each part: an
 * edited page changes one part of llms-full.txt, not the rest of the file around it.
 */
export function markdownParts(markdown: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let offset = 0;
  let fence: { char: string; length: number } | null = null;
  let htmlEnd: RegExp | null = null;
  for (const line of markdown.split("\n")) {
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = null;
    } else if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = null;
    } else {
      const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
      if (open && !(open[1]![0] === "`" && open[2]!.includes("`"))) {
        fence = { char: open[1]![0]!, length: open[1]!.length };
      } else if (/^#{1,6}(\s|$)/.test(line)) {
        if (offset > start) parts.push(markdown.slice(start, offset));
        start = offset;
      } else {
        const end = htmlBlockEnd(line);
        if (end && !end.test(line.replace(/^ {0,3}<[^>]?/, ""))) htmlEnd = end;
      }
    }
    offset += line.length + 1;
  }
  parts.push(markdown.slice(start));
  return parts;
}

/** The end marker of an HTML block that blank lines do not close (CommonMark types 1 to 5). */
function htmlBlockEnd(line: string): RegExp | null {
  if (/^ {0,3}<(pre|script|style|textarea)(\s|>|$)/i.test(line))
    return /<\/(pre|script|style|textarea)>/i;
  if (/^ {0,3}<!--/.test(line)) return /-->/;
  if (/^ {0,3}<\?/.test(line)) return /\?>/;
  if (/^ {0,3}<![A-Za-z]/.test(line)) return />/;
  if (/^ {0,3}<!\[CDATA\[/.test(line)) return /\]\]>/;
  return null;
}

/**
 * A Markdown file as a source of the gate: links of this site become site paths; links to other
 * sites are left out (the gate checks this site only). Relative links are kept as written, so the
 * gate reports them (the copies are meant to hold absolute links only).
 */
export function markdownSource(
  url: string,
  markdown: string,
  site: SiteUrls,
  linksOf: (markdown: string) => string[] = markdownLinks,
): BuiltPage {
  const references = linksOf(markdown).flatMap((href) => {
    const sitePath = sitePathOf(site, href);
    if (sitePath !== null) return [sitePath];
    return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//") ? [] : [href];
  });
  return { url, references, anchors: new Set() };
}

/**
 * Every .md file of the build, plus every llms.txt and llms-full.txt, as sources. The links of
 * each part of a text (markdownParts) are kept in the build cache: most parts are the same bytes
 * in the next build, and parsing every Markdown file again is the slowest part of the link gate.
 */
export function markdownSources(publicDir: string, site: SiteUrls): BuiltPage[] {
  const links = buildCache().table<string[]>("links");
  const linksOf = (text: string) =>
    markdownParts(text).flatMap((part) => links.get(part, part, () => markdownLinks(part)));
  const sources: BuiltPage[] = [];
  const visit = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(publicDir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      // llms.txt and llms-full.txt at the root and under each archived version's docs path.
      else if (entry.name.endsWith(".md") || /^llms(-full)?\.txt$/.test(entry.name)) {
        const text = fs.readFileSync(path.join(publicDir, child), "utf8");
        sources.push(markdownSource(`${site.basePath}/${child}`, text, site, linksOf));
      }
    }
  };
  visit("");
  return sources;
}
