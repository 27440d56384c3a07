import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeOf } from "../../node/markdown-export/api";
import {
  markdownDocument,
  paragraph,
  parseInline,
  toMarkdown,
} from "../../node/markdown-export/build";
import { cliCommandMarkdown } from "../../node/markdown-export/cli";
import { absoluteLink, sitePathOf } from "../../node/markdown-export/links";
import { llmsSections, llmsTxt, type ExportedPage } from "../../node/markdown-export/llms";
import { chooseLlmsFull } from "../../node/markdown-export/write";
import { keptMeta, mdxToMarkdownTree } from "../../node/markdown-export/mdx";
import { cliModelsFromData } from "../support/cli-models";
import { parseCliFile } from "../../node/cli/schema";
import { tokenize } from "../../node/mdx/highlight";
import { writeHtmlAliases } from "../../node/html-aliases";
import { checkBuild, formatBrokenLinks } from "../../node/link-check";
import { markdownLinks, markdownParts, markdownSources } from "../../node/link-check/markdown";
import { markdownCopyFile, markdownCopyHref } from "../../src/shared/markdown-copy";

const site = { origin: "https://link-society.github.io", basePath: "/flowg" };
const SITE = "https://link-society.github.io/flowg";

function mdx(source: string, route = "/docs/guides/streams"): string {
  return toMarkdown(mdxToMarkdownTree(source, { site, route, file: "content/docs/test.mdx" }));
}

describe("MDX pages as Markdown", () => {
  it("turns admonitions into blockquotes that name their kind and title", () => {
    expect(mdx(":::warning[Sizes are in megabytes]\nSet `--max-size 5120`.\n:::\n")).toBe(
      "> **Warning: Sizes are in megabytes**\n>\n> Set `--max-size 5120`.\n",
    );
    expect(mdx(":::tip\nUse a dedicated user.\n:::\n")).toBe(
      "> **Tip**\n>\n> Use a dedicated user.\n",
    );
  });

  it("keeps text directives as the characters written (port:5080)", () => {
    expect(mdx("Listen on port:5080 by default.\n")).toBe("Listen on port:5080 by default.\n");
  });

  it("turns tabs into headings one level below the section they are in", () => {
    const source = [
      "## Install",
      "",
      '<Tabs groupId="os">',
      '<TabItem value="deb" label="Debian">',
      "",
      "Use apt.",
      "",
      "</TabItem>",
      '<TabItem value="rpm">',
      "",
      "Use dnf.",
      "",
      "</TabItem>",
      "</Tabs>",
      "",
      "## Next",
    ].join("\n");
    expect(mdx(source)).toBe(
      "## Install\n\n### Debian\n\nUse apt.\n\n### rpm\n\nUse dnf.\n\n## Next\n",
    );
  });

  it("keeps a code block's language, title and example attributes, without highlight marks", () => {
    const source = [
      '```bash title="Start the server" {2} showLineNumbers',
      "# highlight-next-line",
      "flowg-server --http-bind :5080",
      "```",
      "",
      '```vrl title="from-logfmt" example="from-logfmt"',
      ". = parse_key_value!(.content)",
      "```",
    ].join("\n");
    expect(mdx(source)).toBe(
      [
        '```bash title="Start the server"',
        "flowg-server --http-bind :5080",
        "```",
        "",
        '```vrl title="from-logfmt" example="from-logfmt"',
        ". = parse_key_value!(.content)",
        "```",
        "",
      ].join("\n"),
    );
    expect(keptMeta("{1,3-5} title='a b' output=x at=\"record\"")).toBe(
      'title="a b" output="x" at="record"',
    );
    expect(keptMeta("showLineNumbers")).toBeNull();
  });

  it("keeps mermaid diagrams as their source", () => {
    const source =
      '```mermaid caption="How a record flows"\nflowchart LR\n  accTitle: Flow\n  A --> B\n```\n';
    expect(mdx(source)).toBe(source);
  });

  it("makes links absolute: root-relative, prefixed, fragments; other sites stay", () => {
    const source =
      "[a](/docs/api#authentication) [b](/flowg/docs/cli/flowg-server) [c](#stream-settings) [d](https://example.com/x)\n";
    expect(mdx(source)).toBe(
      `[a](${SITE}/docs/api#authentication) [b](${SITE}/docs/cli/flowg-server) [c](${SITE}/docs/guides/streams#stream-settings) [d](https://example.com/x)\n`,
    );
    expect(absoluteLink(site, "/blog/x", "mailto:team@example.com")).toBe(
      "mailto:team@example.com",
    );
    expect(sitePathOf(site, `${SITE}/docs/api#errors`)).toBe("/flowg/docs/api#errors");
    expect(sitePathOf(site, "https://example.com/flowg/docs")).toBeNull();
  });

  it("drops imports, exports, expressions and the front matter; wrappers keep their content", () => {
    const source = [
      "---",
      "title: Streams",
      "---",
      'import X from "./x"',
      "",
      "export const meta = 1",
      "",
      "Intro.",
      "",
      "{/* truncate */}",
      "",
      '<div className="with-zoom">',
      "",
      "![A screenshot](/img/ui.png)",
      "",
      "</div>",
    ].join("\n");
    expect(mdx(source)).toBe(`Intro.\n\n![A screenshot](${SITE}/img/ui.png)\n`);
  });

  it("says in words what a drawn flow shows, before its JSON", () => {
    const flow = JSON.stringify({
      nodes: [
        { id: "in", type: "source", position: { x: 0, y: 0 }, data: { type: "syslog" } },
        { id: "keep", type: "router", position: { x: 250, y: 0 }, data: { stream: "app" } },
      ],
      edges: [{ id: "e1", source: "in", target: "keep" }],
    });
    expect(mdx(`\`\`\`json title="keep.json"\n${flow}\n\`\`\`\n`)).toBe(
      "Drawn on the page: A pipeline flow of 2 nodes, 1 edge. The SYSLOG source sends records to the stream app.\n\n" +
        `\`\`\`json title="keep.json"\n${flow}\n\`\`\`\n`,
    );
    expect(mdx(`\`\`\`json title="keep.json" noDiagram\n${flow}\n\`\`\`\n`)).not.toContain("Drawn");
  });

  it("writes the playground as a link to the page and refuses components it has no form for", () => {
    expect(mdx("<VrlPlayground />\n", "/docs/guides/transformers/playground")).toBe(
      `The interactive VRL playground runs in the browser on [the HTML page](${SITE}/docs/guides/transformers/playground).\n`,
    );
    expect(mdx("<PipelineViewer />\n", "/docs/guides/pipeline-viewer")).toBe(
      `The pipeline viewer, which draws and checks a flow, runs in the browser on [the HTML page](${SITE}/docs/guides/pipeline-viewer).\n`,
    );
    expect(() => mdx("<Chart />\n")).toThrow(
      "content/docs/test.mdx: <Chart /> has no Markdown form (node/markdown-export/mdx.ts)",
    );
  });

  it("fails on an unknown admonition kind with the file and line, as the HTML build does", () => {
    expect(() => mdx("Text.\n\n:::caution\nx\n:::\n")).toThrow(
      'content/docs/test.mdx:3: unknown admonition ":::caution"',
    );
  });

  it("starts a copy with front matter and the title", () => {
    const text = markdownDocument(
      { title: "Streams: sizes", description: "How streams work", canonical: `${SITE}/docs/x` },
      [],
    );
    expect(text).toBe(
      `---\ntitle: "Streams: sizes"\ndescription: How streams work\ncanonical: ${SITE}/docs/x\n---\n\n# Streams: sizes\n`,
    );
  });
});

describe("CLI pages as Markdown", () => {
  const root = parseCliFile(
    {
      name: "flowg-client",
      usage: "flowg-client [command]",
      purpose: "Talk to a FlowG server.",
      description: "The client.",
      commands: [
        {
          name: "stream",
          usage: "flowg-client stream [command]",
          purpose: "Manage streams.",
          description: "Streams.",
          api: ["list_streams"],
          flags: [
            {
              name: "max-size",
              type: "uint64",
              default: "0",
              env: "FLOWG_MAX_SIZE",
              description: "Size in MB | see [streams](/docs/guides/streams).",
            },
            {
              name: "format",
              type: "string",
              default: "",
              allowed: ["json", "text"],
              required: true,
              description: "Output format.",
            },
          ],
          examples: [{ title: "List", code: "flowg-client stream ls\n" }],
        },
      ],
    },
    "content/cli/flowg-client.yaml",
  );
  const files = [{ root, sourcePath: "content/cli/flowg-client.yaml" }];
  const operations = [
    {
      operationId: "list_streams",
      slug: "list-streams",
      method: "GET" as const,
      path: "/api/v1/streams",
      summary: "List streams",
    },
  ];
  const [, stream] = cliModelsFromData(files, operations);

  it("renders flags as a table with escaped pipes, absolute links and accepted values", () => {
    const { frontMatter, body } = cliCommandMarkdown(stream!, { site });
    expect(frontMatter).toEqual({
      title: "flowg-client stream",
      description: "Manage streams.",
      canonical: `${SITE}/docs/cli/flowg-client/flowg-client_stream`,
    });
    const text = toMarkdown(body);
    expect(text).toContain(
      `| \`--max-size\` | uint64 | \`0\` | \`FLOWG_MAX_SIZE\` | Size in MB \\| see [streams](${SITE}/docs/guides/streams). |`,
    );
    expect(text).toContain(
      "| `--format` (required) | string | none | none | Output format. Accepted values: `json`, `text`. |",
    );
    expect(text).toContain("### List\n\n```bash\nflowg-client stream ls\n```");
    expect(text).toContain(
      `- [\`GET /api/v1/streams\`](${SITE}/docs/api/list-streams): List streams (\`list_streams\`)`,
    );
    expect(text).toContain(
      `## See also\n\nParent command:\n\n- [\`flowg-client\`](${SITE}/docs/cli/flowg-client): Talk to a FlowG server.`,
    );
  });

  it("keeps a table cell on one line when a code span runs over a line end", () => {
    const cell = parseInline(
      'Sends `{"time": <Unix seconds>}`\nwith `Authorization:\nSplunk <token>`.',
      site,
      "/docs/api/x",
      "x",
    );
    expect(toMarkdown([paragraph(...cell)])).toBe(
      'Sends `{"time": <Unix seconds>}` with `Authorization: Splunk <token>`.\n',
    );
  });

  it("points an archived version's /docs links into that version", () => {
    const text = toMarkdown(cliCommandMarkdown(stream!, { site, docsBase: "/docs/0.45.8" }).body);
    expect(text).toContain(`see [streams](${SITE}/docs/0.45.8/guides/streams).`);
    expect(text).not.toContain(`(${SITE}/docs/guides/streams)`);
  });

  it("writes the Markdown of the model's texts, not of the file", () => {
    const flags = stream!.flagList.map((flag, i) =>
      i === 0 ? { ...flag, description: { ...flag.description, markdown: "Edited." } } : flag,
    );
    const text = toMarkdown(cliCommandMarkdown({ ...stream!, flagList: flags }, { site }).body);
    expect(text).toContain("| `--max-size` | uint64 | `0` | `FLOWG_MAX_SIZE` | Edited. |");
  });

  it("makes every route of an archived version's models under its base", () => {
    const [client, archived] = cliModelsFromData(files, operations, { base: "/docs/0.45.8" });
    expect(client!.route).toBe("/docs/0.45.8/cli/flowg-client");
    expect(client!.descendants.map((c) => c.route)).toEqual([
      "/docs/0.45.8/cli/flowg-client/flowg-client_stream",
    ]);
    expect(archived!.route).toBe("/docs/0.45.8/cli/flowg-client/flowg-client_stream");
    expect(archived!.parent!.route).toBe("/docs/0.45.8/cli/flowg-client");
    expect(archived!.apiCalls.map((call) => call.route)).toEqual(["/docs/0.45.8/api/list-streams"]);
    const { frontMatter, body } = cliCommandMarkdown(archived!, { site });
    expect(frontMatter.canonical).toBe(`${SITE}/docs/0.45.8/cli/flowg-client/flowg-client_stream`);
    expect(toMarkdown(body)).toContain(
      `- [\`GET /api/v1/streams\`](${SITE}/docs/0.45.8/api/list-streams): List streams`,
    );
  });

  it("refuses a call to an operation the document does not have, naming the file and path", () => {
    expect(() => cliModelsFromData(files, [])).toThrow(
      'content/cli/flowg-client.yaml: invalid CLI data\n  - commands[0].api[0]: unknown operationId "list_streams" (not in openapi/flowg.yaml)',
    );
  });

  it("refuses a block that a table cell cannot hold, naming the data path", () => {
    expect(() =>
      parseInline("- one\n- two", site, "/docs/x", "content/cli/x.yaml: flags[0].description"),
    ).toThrow(
      "content/cli/x.yaml: flags[0].description: a list cannot go into a Markdown table cell",
    );
  });
});

describe("API code blocks", () => {
  it("joins highlighted tokens back into the code, with its title", () => {
    const code = "curl -X GET \\\n  http://localhost:5080/api/v1/streams";
    expect(
      toMarkdown([
        codeOf({ language: "bash", tokens: JSON.stringify(tokenize(code, "bash")), title: "List" }),
      ]),
    ).toBe(`\`\`\`bash title="List"\n${code}\n\`\`\`\n`);
  });
});

describe("llms.txt", () => {
  const page = (kind: ExportedPage["kind"], route: string, title: string): ExportedPage => ({
    kind,
    route,
    title,
    description: `About ${title}.`,
    markdown: `---\ntitle: ${title}\n---\n\n# ${title}\n`,
  });
  const pages = [
    page("doc", "/docs", "Introduction"),
    page("doc", "/docs/guides/streams", "Streams"),
    page("doc", "/docs/hidden", "Hidden [draft]"),
    page("cli", "/docs/cli/flowg-server", "flowg-server"),
    page("blog", "/blog/2025-01-01-a", "Old post"),
    page("blog", "/blog/2025-08-25-b", "New post"),
  ];
  const sidebars = {
    docs: [
      { type: "doc" as const, docId: "index", label: "Introduction", href: "/docs" },
      {
        type: "category" as const,
        label: "Guides",
        collapsed: false,
        items: [
          {
            type: "category" as const,
            label: "Nested",
            collapsed: true,
            items: [
              { type: "doc" as const, docId: "s", label: "Streams", href: "/docs/guides/streams" },
            ],
          },
          { type: "link" as const, label: "GitHub", href: "https://github.com/link-society/flowg" },
        ],
      },
      {
        type: "category" as const,
        label: "Command Line Interface",
        collapsed: true,
        items: [
          {
            type: "doc" as const,
            docId: "cli:x",
            label: "flowg-server",
            href: "/docs/cli/flowg-server",
          },
        ],
      },
    ],
  };

  it("has a title, a summary and one section per category, each page once", () => {
    const text = llmsTxt(
      { ...site, title: "FlowG", summary: "Log   processing." },
      llmsSections(pages, sidebars),
      { optional: [{ title: "OpenAPI", url: `${SITE}/openapi/flowg.yaml`, note: "The API" }] },
    );
    expect(text).toBe(
      [
        "# FlowG",
        "",
        "> Log processing.",
        "",
        "Every page below links to its Markdown copy; the same page as HTML is at the same address without `.md`. `llms-full.txt` holds the documentation in one file.",
        "",
        "## Docs",
        "",
        `- [Introduction](${SITE}/docs.md): About Introduction.`,
        "",
        "## Guides",
        "",
        `- [Streams](${SITE}/docs/guides/streams.md): About Streams.`,
        "",
        "## Command Line Interface",
        "",
        `- [flowg-server](${SITE}/docs/cli/flowg-server.md): About flowg-server.`,
        "",
        "## Other pages",
        "",
        `- [Hidden \\[draft\\]](${SITE}/docs/hidden.md): About Hidden [draft].`,
        "",
        "## Blog",
        "",
        `- [New post](${SITE}/blog/2025-08-25-b.md): About New post.`,
        `- [Old post](${SITE}/blog/2025-01-01-a.md): About Old post.`,
        "",
        "## Optional",
        "",
        `- [OpenAPI](${SITE}/openapi/flowg.yaml): The API`,
        "",
      ].join("\n"),
    );
  });

  it("inlines everything in llms-full.txt unless it passes 1 MiB, then lists the API pages", () => {
    const llmsSite = { ...site, title: "FlowG", summary: "Logs." };
    const small = chooseLlmsFull(llmsSite, llmsSections(pages, sidebars));
    expect([...small.inline]).toEqual(["doc", "blog", "cli", "api"]);
    expect(small.text).toContain(`# Streams\n\nSource: ${SITE}/docs/guides/streams\n`);

    const huge = {
      ...page("api", "/docs/api/x", "Big"),
      markdown: `# Big\n\n${"x".repeat(1 << 20)}\n`,
    };
    const big = chooseLlmsFull(llmsSite, llmsSections([...pages, huge], sidebars));
    expect([...big.inline]).toEqual(["doc", "blog", "cli"]);
    expect(big.text).toContain(`- [Big](${SITE}/docs/api/x.md): About Big.`);
    expect(big.text).not.toContain("x".repeat(100));
  });

  it("puts a page's copy beside its HTML page", () => {
    expect(markdownCopyFile("/docs/guides/streams")).toBe("docs/guides/streams.md");
    expect(markdownCopyHref("/flowg", "/docs/")).toBe("/flowg/docs.md");
    expect(() => markdownCopyFile("/")).toThrow("the landing page has no Markdown copy");
  });
});

describe("the link gate reads the Markdown files", () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function siteWith(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "md-links-"));
    temporary.push(dir, `${dir}-manifest`);
    fs.cpSync(path.resolve("tests/fixtures/link-check/site"), dir, { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    writeHtmlAliases(dir, path.join(`${dir}-manifest`, "aliases.json"));
    return dir;
  }

  it("finds links, images, definitions and bare URLs", () => {
    expect(
      markdownLinks(
        `---\ncanonical: ${SITE}/docs\n---\n\n[a](${SITE}/docs/api) ![i](/img/x.png)\n\n[d]: ${SITE}/blog\n`,
      ),
    ).toEqual([`${SITE}/docs`, `${SITE}/docs/api`, "/img/x.png", `${SITE}/blog`]);
  });

  it("cuts a text before its headings, not inside code or HTML blocks, and finds the links of the whole", () => {
    const text = [
      `---\ncanonical: ${SITE}/docs\n---`,
      "# Title",
      `See [a](${SITE}/a) and [ref][r].`,
      "````bash",
      "# a shell comment, not a heading",
      `curl ${SITE}/not-a-link`,
      "```",
      "## still code: three backticks do not close a fence of four",
      "````",
      "## Section",
      "~~~~",
      "# also code",
      "~~~",
      "# code still: a closing fence is at least as long",
      "~~~~",
      "<!-- a comment",
      `# not a heading [x](${SITE}/in-comment)`,
      "-->",
      "<pre>",
      "# not a heading either",
      "</pre>",
      "### Last",
      `[r]: ${SITE}/defined-below`,
      "",
    ].join("\n");
    const parts = markdownParts(text);
    expect(parts.map((part) => part.split("\n")[0])).toEqual([
      "---",
      "# Title",
      "## Section",
      "### Last",
    ]);
    expect(parts.join("")).toBe(text);
    expect(parts.flatMap(markdownLinks)).toEqual(markdownLinks(text));
    expect(markdownLinks(text)).toEqual([`${SITE}/docs`, `${SITE}/a`, `${SITE}/defined-below`]);
  });

  it("passes resolving links and names the file and the link of a broken one", () => {
    const dir = siteWith({
      "docs.md": `[ok](${SITE}/docs/api#authentication) [out](https://example.com/x)\n`,
      "llms.txt": `# FlowG\n\n> x\n\n## Docs\n\n- [Docs](${SITE}/docs.md): ok\n- [Gone](${SITE}/docs/gone.md): no\n`,
      "docs/api.md": `[anchor](${SITE}/docs#nowhere) [relative](./x)\n`,
      // An archived version's own llms files are judged too.
      "docs/0.1.0/llms-full.txt": `# FlowG v0.1.0\n\n[Old](${SITE}/docs/0.1.0/old.md)\n`,
    });
    const broken = checkBuild(dir, "/flowg", markdownSources(dir, site));
    expect(formatBrokenLinks(broken)).toBe(
      [
        "Broken internal links (4):",
        "  /flowg/docs/0.1.0/llms-full.txt -> /flowg/docs/0.1.0/old.md (no such page or file)",
        '  /flowg/docs/api.md -> /flowg/docs#nowhere (no element with id "nowhere" on /flowg/docs)',
        "  /flowg/docs/api.md -> ./x (no such page or file)",
        "  /flowg/llms.txt -> /flowg/docs/gone.md (no such page or file)",
      ].join("\n"),
    );
  });

  it("finds the same links with the build cache warm as with it empty", () => {
    const dir = siteWith({
      "docs.md": `[api](${SITE}/docs/api)\n`,
      "llms.txt": `[Docs](${SITE}/docs.md)\n`,
    });
    const references = () =>
      markdownSources(dir, site).map((source) => [source.url, source.references]);
    const first = references();
    expect(first).toContainEqual(["/flowg/docs.md", ["/flowg/docs/api"]]);
    expect(references()).toEqual(first);
    fs.writeFileSync(path.join(dir, "docs.md"), `[blog](${SITE}/blog)\n`);
    expect(references()).toContainEqual(["/flowg/docs.md", ["/flowg/blog"]]);
  });
});
