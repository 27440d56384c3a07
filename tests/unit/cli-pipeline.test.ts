import { describe, expect, it } from "vitest";
import { flattenCommands } from "../../node/cli/flatten";
import { cliCommandNodeFields } from "../../node/cli/nodes";
import { parseCliFile } from "../../node/cli/schema";
import { cliSidebarItems } from "../../node/cli/sidebar";
import { inlineMarkdownToHtml, markdownToHtml } from "../../node/markdown";
import { cliToc } from "../../src/shared/cli-sections";
import { nestCommands } from "../../src/theme/CliPage/tree";
import { editUrlOf } from "../../src/theme/DocPage";
import { cliModelsFromData } from "../support/cli-models";

const FILE = "content/cli/flowg-demo.yaml";
const OPTIONS = { basePath: "/flowg", where: `${FILE}: description` };

const leaf = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  usage: `flowg-demo ${name} [flags]`,
  purpose: `Do ${name}.`,
  description: `Runs ${name}.`,
  examples: [{ title: `Run ${name}`, code: `flowg-demo ${name}` }],
  ...extra,
});

const demo = parseCliFile(
  {
    name: "flowg-demo",
    usage: "flowg-demo [command]",
    purpose: "Demonstrate the pipeline.",
    description: "See [`stream tail`](/docs/cli/flowg-demo/flowg-demo_stream_tail#flag-period).",
    sections: [{ title: "Synopsis", body: "A section whose title clashes with a fixed one." }],
    commands: [
      leaf("login"),
      {
        name: "stream",
        usage: "flowg-demo stream [command]",
        purpose: "Work with streams.",
        description: "Streams.",
        commands: [leaf("ls"), leaf("tail", { api: ["query_stream"] })],
      },
    ],
  },
  FILE,
);

describe("Markdown of data files", () => {
  it("renders GFM to HTML and prefixes internal links with the base path", () => {
    expect(
      markdownToHtml(
        "A `code` and **bold** [link](/docs/guides/streams#x).\n\n- one\n- two",
        OPTIONS,
      ),
    ).toMatchInlineSnapshot(`
      "<p>A <code>code</code> and <strong>bold</strong> <a href="/flowg/docs/guides/streams#x">link</a>.</p>
      <ul>
      <li>one</li>
      <li>two</li>
      </ul>"
    `);
  });

  it("marks external links, escapes text and drops raw HTML", () => {
    expect(
      inlineMarkdownToHtml('See [docs](https://example.com) & <b>"x"</b> <script>', OPTIONS),
    ).toMatchInlineSnapshot(
      `"See <a href="https://example.com" target="_blank" rel="noopener noreferrer">docs<span class="visually-hidden"> (opens in a new tab)</span></a> &#x26; "x" "`,
    );
  });

  it("keeps block HTML when the text is more than one paragraph", () => {
    expect(inlineMarkdownToHtml("One.\n\nTwo.", OPTIONS)).toBe("<p>One.</p>\n<p>Two.</p>");
  });

  it("makes code blocks focusable and refuses headings", () => {
    expect(markdownToHtml("```\nls\n```", OPTIONS)).toBe(
      '<pre tabindex="0"><code>ls\n</code></pre>',
    );
    expect(() => markdownToHtml("## Title", OPTIONS)).toThrowErrorMatchingInlineSnapshot(
      `[Error: content/cli/flowg-demo.yaml: description: headings are not allowed in this Markdown; use a list or bold text]`,
    );
  });

  it("renders a text per link options, whatever file it names in errors", () => {
    const text = `See [the guide](/docs/guides/streams) (${Math.random()}).`;
    const html = markdownToHtml(text, OPTIONS);
    expect(markdownToHtml(text, { ...OPTIONS, where: "openapi/flowg.yaml" })).toBe(html);
    // Another docs version's links point into it.
    expect(markdownToHtml(text, { ...OPTIONS, docsBase: "/docs/0.45.8" })).toContain(
      'href="/flowg/docs/0.45.8/guides/streams"',
    );
    expect(markdownToHtml(text, OPTIONS)).toBe(html);
    // A text that fails is not kept: the next reader's error names its own file.
    expect(() => markdownToHtml("## Again", { ...OPTIONS, where: "a.yaml" })).toThrow(/^a\.yaml:/);
    expect(() => markdownToHtml("## Again", { ...OPTIONS, where: "b.yaml" })).toThrow(/^b\.yaml:/);
  });
});

describe("CLI command tree", () => {
  const records = flattenCommands(demo);

  it("flattens depth first with routes, kinds and data paths", () => {
    expect(records.map((r) => [r.title, r.kind, r.route, r.dataPath])).toEqual([
      ["flowg-demo", "root", "/docs/cli/flowg-demo", ""],
      ["flowg-demo login", "command", "/docs/cli/flowg-demo/flowg-demo_login", "commands[0]"],
      ["flowg-demo stream", "group", "/docs/cli/flowg-demo/flowg-demo_stream", "commands[1]"],
      [
        "flowg-demo stream ls",
        "command",
        "/docs/cli/flowg-demo/flowg-demo_stream_ls",
        "commands[1].commands[0]",
      ],
      [
        "flowg-demo stream tail",
        "command",
        "/docs/cli/flowg-demo/flowg-demo_stream_tail",
        "commands[1].commands[1]",
      ],
    ]);
  });

  it("links each command to its parent, siblings and descendants", () => {
    const tail = records[4]!;
    expect(tail.parent?.title).toBe("flowg-demo stream");
    expect(tail.siblings.map((s) => s.title)).toEqual(["flowg-demo stream ls"]);
    expect(records[0]!.descendants.map((d) => d.title)).toEqual(
      records.slice(1).map((r) => r.title),
    );
    expect(records[0]!.parent).toBeNull();
  });

  it("nests the descendants back into a tree", () => {
    const tree = nestCommands(records[0]!.descendants, ["flowg-demo"]);
    expect(tree.map((n) => [n.command.title, n.children.map((c) => c.command.title)])).toEqual([
      ["flowg-demo login", []],
      ["flowg-demo stream", ["flowg-demo stream ls", "flowg-demo stream tail"]],
    ]);
  });

  it("feeds the sidebar: binary category with the tree below", () => {
    const [root] = cliSidebarItems(records);
    expect(root).toMatchObject({
      type: "category",
      label: "flowg-demo",
      href: "/docs/cli/flowg-demo",
      items: [
        { type: "doc", label: "login" },
        {
          type: "category",
          label: "stream",
          items: [{ label: "stream ls" }, { label: "stream tail" }],
        },
      ],
    });
  });
});

describe("CLI node fields and page sections", () => {
  const fields = flattenCommands(demo).map((record) => {
    const node = cliCommandNodeFields(record, {
      basePath: "/flowg",
      sourcePath: FILE,
      additionalLanguages: [],
    });
    return node;
  });
  /** The page models (tail calls query_stream). */
  const models = cliModelsFromData(
    [{ root: demo, sourcePath: FILE }],
    [
      {
        operationId: "query_stream",
        slug: "query-stream",
        method: "GET",
        path: "/api/v1/streams/{stream}/logs",
        summary: "Query a stream",
      },
    ],
  );

  it("renders Markdown, highlights code and keeps anchors clear of the fixed sections", () => {
    const [root, , , , tail] = fields;
    expect(root!.descriptionHtml).toContain(
      'href="/flowg/docs/cli/flowg-demo/flowg-demo_stream_tail#flag-period"',
    );
    expect(root!.sections.map((s) => s.id)).toEqual(["synopsis-1"]);
    expect(tail!.examples.map((e) => e.id)).toEqual(["example-run-tail"]);
    expect(JSON.parse(tail!.usageTokens)).toEqual([
      [
        ["", "flowg-demo "],
        ["function", "tail"],
        ["", " "],
        ["punctuation", "["],
        ["", "flags"],
        ["punctuation", "]"],
      ],
    ]);
  });

  it("lists the sections a page has, in order, and the table of contents from them", () => {
    const titles = (i: number) => models[i]!.sections.map((s) => s.title);
    expect(titles(0)).toEqual(["Synopsis", "Description", "Synopsis", "Commands"]);
    expect(titles(2)).toEqual(["Synopsis", "Description", "Subcommands", "See also"]);
    expect(titles(4)).toEqual([
      "Synopsis",
      "Description",
      "Flags",
      "Examples",
      "API calls",
      "See also",
    ]);
    expect(cliToc(models[4]!.sections).find((item) => item.id === "examples")).toEqual({
      id: "examples",
      title: "Examples",
      level: 2,
      children: [{ id: "example-run-tail", title: "Run tail", level: 3, children: [] }],
    });
  });
});

describe("edit links", () => {
  it("reaches files outside content/docs from the project root", () => {
    const base = "https://github.com/org/site/edit/main/content/docs";
    expect(editUrlOf(base, "content/docs/setup/installation.mdx")).toBe(
      `${base}/setup/installation.mdx`,
    );
    expect(editUrlOf(`${base}/`, "content/cli/flowg-client.yaml")).toBe(
      "https://github.com/org/site/edit/main/content/cli/flowg-client.yaml",
    );
  });
});
