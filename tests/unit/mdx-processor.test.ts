import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../src/config/load";
import { createResolvers } from "../../node/create-resolvers";
import { mdxToMarkdownTree } from "../../node/markdown-export/mdx";
import { mdxHeadings } from "../../node/mdx/headings";
import { walk, type MdNode } from "../../node/mdx/mdast";
import { markdownToHtml } from "../../node/markdown";
import { parseBlocks } from "../../node/markdown-export/build";
import { buildCache } from "../../node/cache";
import { mdxBody, parsedDataMarkdown, parsedMdx } from "../../node/mdx/parse";
import { vrlExamplesOf } from "../../node/mdx/vrl-examples";
import { buildSearchRecords } from "../../node/search/records";
import { mdxSources, mdxText, type NodeStore } from "../../node/store";
import { siteRemarkPlugins } from "../../node/mdx/processor";
import { mdxSections } from "../../node/search/mdx-text";
import { flattenToc, tocFromHeadings } from "../../src/shared/toc";

const BODY = [
  "Intro with a `code` word.",
  "",
  "## Set up",
  "",
  ":::warning[Careful]",
  "Text in an admonition.",
  ":::",
  "",
  "## Set up",
  "",
  "### The `--max-size` flag",
  "",
  '```sh title="Run it"',
  "flowg-server --max-size 10",
  "```",
  "",
].join("\n");
const SOURCE = `---\ntitle: A page\n---\n${BODY}`;
const site = { origin: "https://example.org", basePath: "/flowg" };

/** Heading ids and admonition titles of a tree, in document order. */
function marks(tree: MdNode): string[] {
  const found: string[] = [];
  walk(tree, (node) => {
    const id = node.data?.hProperties?.id;
    if (node.type === "heading") found.push(`#${String(id)}`);
    if (node.type === "mdxJsxFlowElement" && node.name === "Admonition") found.push("Admonition");
  });
  return found;
}

describe("the one MDX processor configuration", () => {
  it("parses a body once: the same tree for the same file and text, a new one after an edit", () => {
    const first = parsedMdx(BODY, "content/docs/once.mdx");
    expect(parsedMdx(BODY, "content/docs/once.mdx")).toBe(first);
    const edited = parsedMdx(`${BODY}\nMore.\n`, "content/docs/once.mdx");
    expect(edited).not.toBe(first);
    expect(parsedMdx(BODY, "content/docs/other.mdx")).not.toBe(first);
  });

  it("does not remember a text that fails to parse: it fails at each lookup", () => {
    const file = "content/docs/broken-then-fixed.mdx";
    const good = parsedMdx(BODY, file);
    const broken = `${BODY}\n<div>\n`;
    expect(() => parsedMdx(broken, file)).toThrow(/closing tag/);
    expect(() => parsedMdx(broken, file)).toThrow(/closing tag/);
    expect(parsedMdx(BODY, file)).toEqual(good);
  });

  it("keeps the trees of a build in the build cache for the next one", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "parsed-mdx-")), "cache.json");
    const kept = "content/docs/kept-between-builds.mdx";
    const text = "Keeps **at most** `N` entries; see [streams](/docs/guides/streams).";
    buildCache({ file, key: "code-1" });
    const tree = parsedMdx(`${BODY}\nKept.\n`, kept);
    const data = parsedDataMarkdown(text);
    buildCache().save();
    // The next build reads them back: marked here, to see that they come from the file.
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as {
      tables: Record<string, Record<string, { value: { marked?: boolean } }>>;
    };
    stored.tables.mdx![kept]!.value.marked = true;
    stored.tables.markdown![text]!.value.marked = true;
    fs.writeFileSync(file, JSON.stringify({ ...stored, key: "code-1" }));
    buildCache({ file, key: "code-1" });
    expect(parsedMdx(`${BODY}\nKept.\n`, kept)).toEqual({ ...tree, marked: true });
    expect(parsedDataMarkdown(text)).toEqual({ ...data, marked: true });
    // An edited page is parsed again.
    expect(parsedMdx(`${BODY}\nEdited.\n`, kept)).not.toHaveProperty("marked");
    // Trees of other code (another key) are not read.
    buildCache({ file, key: "code-2" });
    expect(parsedMdx(`${BODY}\nKept.\n`, kept)).toEqual(tree);
    buildCache({ file, key: null });
  });

  it("gives a data text's page and Markdown copy the same links", () => {
    const text = "Keeps **at most** `N` entries; see [streams](/docs/guides/streams).";
    const site = { origin: "https://example.org", basePath: "/flowg" };
    const html = markdownToHtml(text, { basePath: "/flowg", where: "test" });
    expect(html).toContain('<a href="/flowg/docs/guides/streams">streams</a>');
    const blocks = parseBlocks(text, site, "/docs/reference/cli/x");
    expect(JSON.stringify(blocks)).toContain("https://example.org/flowg/docs/guides/streams");
    // The copy's links were made absolute on a copy: the shared tree keeps the text's link.
    expect(JSON.stringify(parseBlocks(text, site, "/docs/x"))).toBe(JSON.stringify(blocks));
  });

  it("leaves the front matter as blank lines, so positions are the file's lines", () => {
    expect(mdxBody(SOURCE)).toBe(`\n\n\n${BODY}`);
    expect(mdxBody(`\n\n\n${BODY}`)).toBe(`\n\n\n${BODY}`);
    expect(
      parsedMdx(mdxBody(SOURCE), "content/docs/lines.mdx").children?.[1]?.position?.start.line,
    ).toBe(6);
  });

  it("gives the VRL examples, search and the Markdown copy one text of a page, fed as a build feeds them", () => {
    const file = "content/docs/shared-parse.mdx";
    // What Gatsby holds: gatsby-plugin-mdx's body (after the front matter) on the Mdx node, and
    // the front matter's line count on the DocPage node.
    const page = { mdxId: "mdx-1", frontMatterLines: 3, sourcePath: file };
    const store = { mdx: () => [{ id: "mdx-1", body: BODY }] } as unknown as NodeStore;
    // createPages: the Run notes and the playground's presets.
    vrlExamplesOf(mdxSources(store)(page), file);
    // Search, from the same text (the site model hands it over).
    const doc = { route: "/docs/x", title: "A page", description: null, keywords: [] };
    const records = buildSearchRecords({
      docs: [{ ...doc, sourcePath: file, body: mdxSources(store)(page) }],
      blog: [],
      api: [],
      cli: [],
    });
    // onPostBuild: the Markdown copy.
    mdxToMarkdownTree(mdxSources(store)(page), { site, route: "/docs/x", file });
    expect(records.map((r) => r.section)).toContain("The --max-size flag");
    expect(mdxSources(store)(page)).toBe(mdxText(3, BODY));
  });

  it("gives the pages, search and the Markdown copies the same headings and admonitions", () => {
    const file = "content/docs/shared.mdx";
    const expected = ["#set-up", "Admonition", "#set-up-1", "#the---max-size-flag"];

    // The pages: gatsby-plugin-mdx's parser (remark-mdx) with the site's remark plugins.
    const page = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(siteRemarkPlugins(siteConfig().config));
    const pageTree = page.runSync(page.parse({ value: BODY, path: file }), {
      value: BODY,
      path: file,
    }) as MdNode;
    expect(marks(pageTree)).toEqual(expected);

    // Search: its sections carry the page's ids.
    expect(mdxSections(BODY, file).map((s) => s.id)).toEqual([
      null,
      ...expected.filter((m) => m.startsWith("#")).map((m) => m.slice(1)),
    ]);

    // The Markdown copy: the same tree (ids included), with its own forms for MDX elements.
    const copy = mdxToMarkdownTree(SOURCE, { site, route: "/docs/shared", file });
    expect(marks({ type: "root", children: copy })).toEqual(
      expected.filter((m) => m !== "Admonition"),
    );
  });

  it("leaves the shared tree as it was when the Markdown copy transforms it", () => {
    const file = "content/docs/untouched.mdx";
    const before = JSON.stringify(parsedMdx("[a link](/docs/x)\n", file));
    mdxToMarkdownTree("[a link](/docs/x)\n", { site, route: "/docs/untouched", file });
    expect(JSON.stringify(parsedMdx("[a link](/docs/x)\n", file))).toBe(before);
  });
});

describe("one headings list per page", () => {
  const body = [
    "## Install",
    "",
    '<Tabs groupId="os">',
    '<TabItem value="linux" label="Linux">',
    "",
    "### Install",
    "",
    "</TabItem>",
    "</Tabs>",
    "",
    "### The `flowg-server` binary",
    "",
    "## Install",
    "",
  ].join("\n");
  const file = "content/docs/headings.mdx";

  it("lists the page's own headings with the ids the page renders", () => {
    expect(mdxHeadings(parsedMdx(body, file))).toEqual([
      { depth: 2, title: "Install", id: "install" },
      // The heading inside the tab is no section of the page, but its id (install-1) is taken.
      { depth: 3, title: "The flowg-server binary", id: "the-flowg-server-binary" },
      { depth: 2, title: "Install", id: "install-2" },
    ]);
  });

  it("makes the table of contents and the search sections from the same headings", () => {
    const toc = flattenToc(tocFromHeadings(mdxHeadings(parsedMdx(body, file)), 2, 3));
    const sections = mdxSections(body, file).filter((section) => section.id !== null);
    expect(sections.map((s) => [s.id, s.heading])).toEqual(toc.map((t) => [t.id, t.title]));
  });

  it("reaches the templates as Mdx.tocHeadings, from the parse the build's other readers made", async () => {
    type Resolve = (source: unknown, args: unknown, context: unknown) => unknown;
    let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
    createResolvers!(
      { createResolvers: (r: typeof resolvers) => (resolvers = r) } as never,
      {} as never,
      () => undefined,
    );
    const mdxNode = {
      body,
      children: ["doc-1"],
      internal: { contentFilePath: `${process.cwd()}/${file}` },
    };
    const nodeModel = { getNodeById: ({ id }: { id: string }) => ({ id, frontMatterLines: 4 }) };
    const tree = parsedMdx(mdxText(4, body), file);
    expect(await resolvers.Mdx!.tocHeadings!.resolve(mdxNode, {}, { nodeModel })).toEqual(
      mdxHeadings(tree),
    );
  });
});
