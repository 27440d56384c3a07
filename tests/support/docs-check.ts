import fs from "node:fs";
import path from "node:path";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import YAML, { LineCounter, parseDocument } from "yaml";
import { siteConfig } from "../../src/config/load";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { flattenCommands } from "../../node/cli/flatten";
import { cliCommandNodeFields } from "../../node/cli/nodes";
import { parseCliFile } from "../../node/cli/schema";
import { DIAGRAMS_DIR, diagramFile, diagramKey, mermaidBlocks } from "../../node/diagrams/source";
import { parseDocFrontMatter } from "../../node/docs/front-matter";
import { docIdFromPath, docRoute } from "../../node/docs/routes";
import { walk, type MdNode } from "../../node/mdx/mdast";
import { parsedMdx } from "../../node/mdx/parse";
import { siteRemarkPlugins } from "../../node/mdx/processor";
import { normalizeSidebars, type SidebarItem } from "../../node/sidebar/normalize";
import { validateSidebars } from "../../node/sidebar/validate";
import { CLI_SECTION_IDS } from "../../src/shared/cli";

/**
 * Checks of a tree of doc pages that the build does not read (drafts/<version>/content/docs):
 * what the build would refuse (front matter, MDX syntax, sidebar ids) and what it would publish
 * as a broken link (a /docs/ link to no page of the same version, or to no heading of it).
 * Every problem is one line that names the file and the line.
 */

/** One MDX page: its doc id, its front matter (raw) and its body with the front matter blanked. */
export interface DocSource {
  file: string;
  docId: string;
  frontMatter: unknown;
  frontMatterError: string | null;
  /** The whole text with the front matter's lines left empty, so tree lines are file lines. */
  body: string;
}

export function readDocSource(file: string, docsDir: string, text = fs.readFileSync(file, "utf8")) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  let frontMatter: unknown = undefined;
  let frontMatterError: string | null = match ? null : `${file}:1: no front matter (--- block)`;
  if (match) {
    try {
      frontMatter = YAML.parse(match[1] ?? "");
    } catch (error) {
      frontMatterError = `${file}:2: front matter is not YAML: ${(error as Error).message}`;
    }
  }
  const body = match ? text.replace(match[0], match[0].replace(/[^\n]/g, "")) : text;
  return {
    file,
    docId: docIdFromPath(path.relative(docsDir, file)),
    frontMatter,
    frontMatterError,
    body,
  } satisfies DocSource;
}

/** Problems of the front matter, in the build's own words (parseDocFrontMatter). */
export function frontMatterProblems(doc: DocSource): string[] {
  if (doc.frontMatterError) return [doc.frontMatterError];
  try {
    parseDocFrontMatter(doc.frontMatter, `${doc.file}:2`);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** The page's tree through the site's MDX processor, or the parse error with its line. */
export function parseDoc(doc: DocSource): { tree: MdNode | null; problems: string[] } {
  try {
    return { tree: parsedMdx(doc.body, doc.file) as MdNode, problems: [] };
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    return {
      tree: null,
      problems: [`${doc.file}:${e.line ?? "?"}: MDX does not parse: ${e.reason ?? e.message}`],
    };
  }
}

/**
 * The page's own stage on top of the parse (gatsby-plugin-mdx's remark plugins: VRL Run buttons,
 * highlighted code blocks, diagram drawings), run as the build would; its error, with the line.
 */
export function pagePluginProblems(doc: DocSource): string[] {
  const page = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(siteRemarkPlugins(siteConfig().config));
  const file = { value: doc.body, path: doc.file };
  try {
    page.runSync(page.parse(file), file);
    return [];
  } catch (error) {
    const e = error as { line?: number; reason?: string; message: string };
    const where = e.line ? `${doc.file}:${e.line}` : doc.file;
    return [`${where}: the page's remark plugins fail: ${e.reason ?? e.message}`];
  }
}

/** Ids of the headings of a tree (the anchors the page renders for them). */
export function headingIds(tree: MdNode): Set<string> {
  const ids = new Set<string>();
  walk(tree, (node) => {
    const id = node.data?.hProperties?.id;
    if (node.type === "heading" && typeof id === "string") ids.add(id);
  });
  return ids;
}

/** Every link target of a tree with its line: Markdown links, definitions, JSX href/to. */
export function linksOf(tree: MdNode): Array<{ url: string; line: number }> {
  const links: Array<{ url: string; line: number }> = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    // MdNode declares only the shapes the site's plugins touch; links carry a `url` as well.
    const { url } = node as MdNode & { url?: unknown };
    if ((node.type === "link" || node.type === "definition") && typeof url === "string")
      links.push({ url, line });
    if (
      (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") &&
      Array.isArray(node.attributes)
    ) {
      for (const attribute of node.attributes)
        if (
          (attribute.name === "href" || attribute.name === "to") &&
          typeof attribute.value === "string"
        )
          links.push({ url: attribute.value, line });
    }
  });
  return links;
}

/** The routes of one version: its docs (with their heading ids), CLI commands and API slugs. */
export interface VersionRoutes {
  /** Doc route -> its heading ids; null for a doc that is announced but not written yet. */
  docs: Map<string, Set<string> | null>;
  /** CLI route -> anchors its page renders (fixed sections and one per flag). */
  cli: Map<string, Set<string>>;
  apiSlugs: Set<string>;
}

const API_OPERATION_ANCHOR =
  /^(authorization|parameters|request-body|responses|response-\d{3}|example|command-line|guides)$/;
const API_OVERVIEW_ANCHOR =
  /^(base-url|authentication|permissions|errors|conventions|operations|tag-[a-z0-9-]+|console|other-interfaces)$/;

export function cliRoutesOf(files: readonly string[]): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>();
  for (const file of files) {
    const root = parseCliFile(YAML.parse(fs.readFileSync(file, "utf8")), file);
    for (const record of flattenCommands(root)) {
      // The anchors the command's page renders: fixed sections, flag rows, extra sections, examples.
      const fields = cliCommandNodeFields(record, {
        basePath: "/flowg",
        sourcePath: file,
        additionalLanguages: siteConfig().config.prism.additionalLanguages,
      });
      routes.set(
        record.route,
        new Set([
          ...Object.values(CLI_SECTION_IDS),
          ...fields.flags.map((flag) => flag.anchor),
          ...fields.sections.map((section) => section.id),
          ...fields.examples.map((example) => example.id),
        ]),
      );
    }
  }
  return routes;
}

export function apiSlugsOf(file: string): Set<string> {
  const source = fs.readFileSync(file, "utf8");
  const { operations } = describeOperations(YAML.parse(source) as Record<string, unknown>, {
    file,
    source,
  });
  return new Set(operations.map((op) => op.slug));
}

/** Why a /docs/ link does not resolve within the version, or null when it does. */
export function unresolvedLink(url: string, routes: VersionRoutes): string | null {
  const [pathAndQuery = "", anchor] = url.split("#", 2) as [string, string | undefined];
  const route = pathAndQuery.split("?")[0]!.replace(/\/$/, "") || "/";
  const missingAnchor = (known: Set<string>) =>
    anchor !== undefined && !known.has(anchor) ? `no anchor "#${anchor}" on ${route}` : null;
  if (routes.docs.has(route)) {
    const doc = routes.docs.get(route);
    return doc ? missingAnchor(doc) : null;
  }
  const cli = routes.cli.get(route);
  if (cli) return missingAnchor(cli);
  if (route === "/docs/api")
    return anchor !== undefined && !API_OVERVIEW_ANCHOR.test(anchor)
      ? `no anchor "#${anchor}" on the API overview`
      : null;
  const api = /^\/docs\/api\/([^/]+)$/.exec(route);
  if (api) {
    if (!routes.apiSlugs.has(api[1]!)) return `no API operation with slug "${api[1]}"`;
    return anchor !== undefined && !API_OPERATION_ANCHOR.test(anchor)
      ? `no anchor "#${anchor}" on an operation page`
      : null;
  }
  if (route.startsWith("/docs/cli/")) return `no CLI command page at ${route}`;
  return `no doc page at ${route}`;
}

/** Problems of the internal links of one page: each names the file, line and target. */
export function linkProblems(
  file: string,
  tree: MdNode,
  routes: VersionRoutes,
  ownRoute: string,
): string[] {
  return linksOf(tree).flatMap(({ url, line }) => {
    if (/^\/flowg\//.test(url))
      return [`${file}:${line}: link "${url}" carries the /flowg prefix; write /docs/...`];
    const target = url.startsWith("#") ? `${ownRoute}${url}` : url;
    if (!target.startsWith("/docs")) return [];
    const why = unresolvedLink(target, routes);
    return why ? [`${file}:${line}: link "${url}": ${why}`] : [];
  });
}

/** ```mermaid blocks whose drawing is not in content/diagrams (the build would fail on them). */
export function undrawnDiagrams(file: string, text: string, dir = DIAGRAMS_DIR): string[] {
  return mermaidBlocks(text).flatMap((block) =>
    fs.existsSync(diagramFile(diagramKey(block.code), dir))
      ? []
      : [
          `${file}:${block.line}: mermaid diagram without a drawing in ${dir} (run scripts/render-diagrams.ts)`,
        ],
  );
}

/** ```vrl fences that are not verified examples (every vrl block must be one). */
export function looseVrlBlocks(file: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      /^\s*```vrl\b/.test(line) && !/\bexample=/.test(line)
        ? [`${file}:${i + 1}: \`\`\`vrl block without example="..."`]
        : [],
    );
}

/** The route of a doc of the version, as the site would create it (front matter slug wins). */
export function routeOfDoc(doc: DocSource): string {
  const slug = (doc.frontMatter as { slug?: unknown } | undefined)?.slug;
  return docRoute(doc.docId, typeof slug === "string" ? slug : undefined);
}

/**
 * The line of an item of the sidebar file from its path in the build's messages
 * (`docs[2].items[0]`, `docs[4].link`), or null when the path is not in the file.
 */
export function sidebarLine(text: string, itemPath: string): number | null {
  const segments = itemPath
    .split(/\.|(?=\[)/)
    .map((segment) => (/^\[\d+\]$/.test(segment) ? Number(segment.slice(1, -1)) : segment));
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter });
  const node = document.getIn(segments, true) as { range?: [number, number, number] } | undefined;
  return node?.range ? counter.linePos(node.range[0]).line : null;
}

/**
 * The sidebar file checked as the build does (shape, unknown or repeated ids), plus: every doc
 * is listed, and the generated CLI and API sections are there. Each problem the build reports
 * for an item gets the item's line.
 */
export function sidebarProblems(file: string, docIds: readonly string[], text?: string): string[] {
  const source = text ?? fs.readFileSync(file, "utf8");
  let sidebars;
  try {
    sidebars = normalizeSidebars(YAML.parse(source), file);
    const { unlisted } = validateSidebars(sidebars, docIds, file);
    const sources = new Set<string>();
    const visit = (items: SidebarItem[]) =>
      items.forEach((item) => {
        if (item.type === "generated") sources.add(item.source);
        if (item.type === "category") visit(item.items);
      });
    Object.values(sidebars).forEach(visit);
    return [
      ...unlisted.map((id) => `${file}: doc "${id}" is in no sidebar; add it where it belongs`),
      ...["cli", "api"]
        .filter((generated) => !sources.has(generated))
        .map((generated) => `${file}: no "type: generated, source: ${generated}" entry`),
    ];
  } catch (error) {
    return (error as Error).message.split("\n").flatMap((line) => {
      const item = /^ {2}- ([A-Za-z0-9_]+(?:\[\d+\]|\.[A-Za-z0-9_]+)*):/.exec(line);
      if (!item) return line.startsWith(`${file}:`) ? [] : [line];
      const at = sidebarLine(source, item[1]!);
      return [`${file}${at ? `:${at}` : ""}: ${line.slice(4)}`];
    });
  }
}
