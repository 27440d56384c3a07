import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import config from "../support/site-config";
import { sitemapPaths } from "../support/sitemap";
import { markdownLinks, markdownParts } from "../../node/link-check/markdown";

/**
 * The Markdown copy of every doc page, blog post, CLI command page and API operation page, and
 * llms.txt / llms-full.txt (node/markdown-export/), read back from the build with a Markdown
 * parser. Which pages must have a copy is worked out from the sitemap and the content folders,
 * not from the code that writes the copies.
 */
const PUBLIC = path.resolve("public");
const BASE = config.basePath;
const parser = unified().use(remarkParse).use(remarkGfm);

interface Node {
  type: string;
  depth?: number;
  value?: string;
  url?: string;
  children?: Node[];
}

function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* nodes(child);
}

const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join("");

/** Site paths (with the base path) of the pages that must have a copy, from the sitemap. */
function pagesWithCopies(): string[] {
  const blogListings = /^\/blog\/(archive|authors|tags|page)(\/|$)/;
  return sitemapPaths().filter((p) => {
    const route = p.slice(BASE.length);
    if (route.startsWith("/docs")) return true;
    return /^\/blog\/[^/]+$/.test(route) && !blogListings.test(route);
  });
}

/** The MDX files under `dir` that a build publishes: drafts (`draft: true`) are develop's only. */
function mdxCount(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mdx"))
    .filter((f) => matter(fs.readFileSync(path.join(dir, f), "utf8")).data.draft !== true).length;
}

describe("Markdown copies of the pages", () => {
  const expected = pagesWithCopies();
  const files = expected.map((p) => ({
    page: p,
    file: path.join(PUBLIC, `${p.slice(BASE.length)}.md`),
  }));

  it("exist for every doc page, blog post, CLI page and API page (the overview too), and only those", () => {
    const docs = expected.filter((p) => p.startsWith(`${BASE}/docs/`) || p === `${BASE}/docs`);
    const cli = docs.filter((p) => p.startsWith(`${BASE}/docs/cli/`));
    const api = docs.filter((p) => p === `${BASE}/docs/api` || p.startsWith(`${BASE}/docs/api/`));
    expect(docs.length - cli.length - api.length).toBe(mdxCount("content/docs"));
    expect(expected.length - docs.length).toBe(mdxCount("content/blog"));
    expect(cli.length).toBeGreaterThan(20);
    expect(api.length).toBeGreaterThan(30);
    expect(files.filter((f) => !fs.existsSync(f.file)).map((f) => f.page)).toEqual([]);
    const all = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".md"))
      .map((f) => `${BASE}/${f.split(path.sep).join("/").replace(/\.md$/, "")}`)
      .sort();
    // An archived docs version stays out of the sitemap: its copies are checked on their own.
    const archived = config.docs.versions.filter((v) => v.path !== "/docs");
    const inArchive = (p: string) =>
      archived.some((v) => p === `${BASE}${v.path}` || p.startsWith(`${BASE}${v.path}/`));
    expect(all.filter((p) => !inArchive(p))).toEqual([...expected].sort());
    for (const version of archived) {
      const root = `${BASE}${version.path}`;
      const copies = all.filter((p) => p === root || p.startsWith(`${root}/`));
      const docCopies = copies.filter(
        (p) =>
          !p.startsWith(`${root}/cli/`) && p !== `${root}/api` && !p.startsWith(`${root}/api/`),
      );
      expect(docCopies.length, `doc copies of ${version.name}`).toBe(
        mdxCount(`versions/${version.name}/docs`),
      );
      expect(
        copies.filter((p) => !fs.existsSync(path.join(PUBLIC, `${p.slice(BASE.length)}.html`))),
        `copies of ${version.name} without their page`,
      ).toEqual([]);
    }
  });

  it("are linked from their page's head as text/markdown alternates", () => {
    const missing = expected.filter((p) => {
      const html = fs.readFileSync(path.join(PUBLIC, `${p.slice(BASE.length)}.html`), "utf8");
      const links = html.match(/<link[^>]*type="text\/markdown"[^>]*>/g) ?? [];
      return (
        links.length !== 1 ||
        !/rel="alternate"/.test(links[0]!) ||
        !links[0]!.includes(` href="${p}.md"`)
      );
    });
    expect(missing).toEqual([]);
    const landing = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
    expect(landing).not.toContain('type="text/markdown"');
  });

  it("parse back to front matter, the page title and Markdown without MDX or HTML", () => {
    const problems: string[] = [];
    for (const { page, file } of files) {
      const text = fs.readFileSync(file, "utf8");
      const match = /^---\n([\s\S]*?)\n---\n\n/.exec(text);
      if (!match) {
        problems.push(`${page}.md: no front matter`);
        continue;
      }
      const front = parseYaml(match[1]!) as Record<string, unknown>;
      for (const key of ["title", "description", "canonical"]) {
        if (typeof front[key] !== "string" || !(front[key] as string).trim()) {
          problems.push(`${page}.md: front matter ${key} is missing`);
        }
      }
      if (front.canonical !== `${config.url}${page}`) {
        problems.push(`${page}.md: canonical ${String(front.canonical)}`);
      }
      const tree = parser.parse(text.slice(match[0].length)) as Node;
      const first = tree.children?.[0];
      if (first?.type !== "heading" || first.depth !== 1 || textOf(first) !== front.title) {
        problems.push(`${page}.md: does not start with "# ${String(front.title)}"`);
      }
      for (const node of nodes(tree)) {
        if (node.type === "html") problems.push(`${page}.md: raw HTML ${node.value}`);
        if (
          node.type === "text" &&
          /<\/?[A-Z][A-Za-z]*[\s/>]|^:::|\{\/\*/m.test(node.value ?? "")
        ) {
          problems.push(`${page}.md: MDX left in the text: ${node.value}`);
        }
        if (node.type === "paragraph" && /^(import|export)\s/.test(textOf(node))) {
          problems.push(`${page}.md: an import or export: ${textOf(node).slice(0, 60)}`);
        }
        if ((node.type === "link" || node.type === "image") && !/^[a-z]+:/.test(node.url ?? "")) {
          problems.push(`${page}.md: relative link ${node.url}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("llms.txt", () => {
  const text = fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8");
  const tree = parser.parse(text) as Node;
  const blocks = tree.children ?? [];

  it("follows the llmstxt.org format: title, summary, then sections of link lists", () => {
    expect(blocks[0]).toMatchObject({ type: "heading", depth: 1 });
    expect(textOf(blocks[0]!)).toBe(config.title);
    expect(blocks[1]?.type).toBe("blockquote");
    const firstSection = blocks.findIndex((b) => b.type === "heading" && b.depth === 2);
    expect(firstSection).toBeGreaterThan(1);
    expect(blocks.slice(2, firstSection).every((b) => b.type === "paragraph")).toBe(true);
    const sections = blocks.slice(firstSection);
    expect(sections.length % 2).toBe(0);
    for (let i = 0; i < sections.length; i += 2) {
      const [head, list] = [sections[i]!, sections[i + 1]];
      expect(head, textOf(head)).toMatchObject({ type: "heading", depth: 2 });
      expect(list?.type, textOf(head)).toBe("list");
      for (const item of list?.children ?? []) {
        expect(item.children, textOf(item)).toHaveLength(1);
        const [link] = item.children![0]!.children ?? [];
        expect(link?.type, textOf(item)).toBe("link");
      }
    }
    for (const line of text.split("\n").filter((l) => l.startsWith("- "))) {
      expect(line).toMatch(/^- \[[^\n]+\]\(https:\/\/\S+\)(: \S.*)?$/);
    }
  });

  it("links every page's Markdown copy exactly once", () => {
    const links = [...nodes(tree)]
      .filter((n) => n.type === "link" && n.url?.endsWith(".md"))
      .map((n) => n.url!.slice(config.url.length, -".md".length));
    const counts = new Map<string, number>();
    for (const l of links) counts.set(l, (counts.get(l) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
    expect([...counts.keys()].sort()).toEqual([...pagesWithCopies()].sort());
    const sections = blocks.filter((b) => b.type === "heading" && b.depth === 2).map(textOf);
    expect(sections).toEqual(expect.arrayContaining(["Guides", "Command Line Interface", "Blog"]));
  });
});

describe("llms-full.txt", () => {
  const text = fs.readFileSync(path.join(PUBLIC, "llms-full.txt"), "utf8");

  it("stays under 1 MiB, holds every doc page and post in full and every page once, in llms.txt order", () => {
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    expect(text.startsWith(`# ${config.title}\n\n> `)).toBe(true);
    const llms = fs.readFileSync(path.join(PUBLIC, "llms.txt"), "utf8");
    const order = [...llms.matchAll(/\]\((https:\/\/\S+)\.md\)/g)].map((m) => m[1]!);
    const sources = [...text.matchAll(/^Source: (https:\/\/\S+)$/gm)].map((m) => m[1]!);
    const linked = [...text.matchAll(/\]\((https:\/\/\S+)\.md\)/g)].map((m) => m[1]!);
    // Inlined pages keep llms.txt's order; the others are links; no page is both or neither.
    expect(sources).toEqual(order.filter((url) => sources.includes(url)));
    expect([...sources, ...linked].sort()).toEqual([...order].sort());
    const reference = (url: string) => /\/docs\/(cli|api)\//.test(url);
    expect(sources.filter((url) => !reference(url))).toHaveLength(
      mdxCount("content/docs") + mdxCount("content/blog"),
    );
  });

  it("gives the link gate, which reads it in parts, the links of the whole text", () => {
    // Every version's llms-full.txt: the gate remembers the links of each part between builds.
    const files = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "llms-full.txt");
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const full = fs.readFileSync(path.join(PUBLIC, file), "utf8");
      const parts = markdownParts(full);
      expect(parts.length, file).toBeGreaterThan(10);
      expect(parts.join(""), file).toBe(full);
      expect(parts.flatMap(markdownLinks), file).toEqual(markdownLinks(full));
    }
  }, 60_000);
});

describe("the sitemap", () => {
  it("lists HTML pages only", () => {
    expect(sitemapPaths().filter((p) => /\.(md|txt)$/.test(p))).toEqual([]);
  });
});
