import { describe, expect, it } from "vitest";
import { htmlText, markdownText, mdxSections } from "../../node/search/mdx-text";
import { buildSearchRecords, clip } from "../../node/search/records";
import { parametersOf } from "../../node/api/operation-view";
import { SEARCH_KINDS } from "../../src/shared/search/types";
import { searchInputFromFiles } from "../support/search-content";

const BODY = `
Intro with **bold**, a [link](/docs/x) and \`inline code\`.

<Tabs groupId="os">
<TabItem value="linux" label="Linux">

Linux text.

\`\`\`bash title="Install on Linux"
curl -sSL https://example.com | sh
\`\`\`

</TabItem>
</Tabs>

## First \`heading\`

:::warning[Mind the gap]

Admonition body with port:5080.

:::

| Key | Meaning |
| --- | --- |
| \`ttl\` | Retention |

### Details

\`\`\`json
{ "no": "title" }
\`\`\`

#### Deeper

Still in Details.

## First heading
`;

/** A parameter of an operation page model: the records read its name. */
const parameter = (name: string, location: "path" | "query") => ({
  name,
  in: location,
  required: false,
  type: "string",
  html: { markdown: "", html: "" },
  facts: [],
});

/** A text of a CLI page model: its HTML is what the records read. */
const text = (html: string) => ({ markdown: "", html });
const flag = (name: string, env: string | null, html: string) => ({
  name,
  anchor: `flag-${name}`,
  type: "string",
  default: "",
  env,
  required: false,
  allowed: [],
  description: text(html),
});

describe("MDX body to sections", () => {
  it("splits at ## and ###, with the page's heading ids and plain text", () => {
    expect(mdxSections(BODY)).toEqual([
      {
        heading: null,
        id: null,
        text: "Intro with bold, a link and inline code. Linux text. Install on Linux.",
      },
      {
        heading: "First heading",
        id: "first-heading",
        text: "Mind the gap. Admonition body with port:5080. Key Meaning ttl Retention",
      },
      { heading: "Details", id: "details", text: "Deeper Still in Details." },
      // A repeated heading gets github-slugger's suffix, as on the page.
      { heading: "First heading", id: "first-heading-1", text: "" },
    ]);
  });

  it("splits an edited text as it now is", () => {
    const body = "Intro.\n\n## Kept heading\n\nText.";
    const first = mdxSections(body, "content/docs/kept.mdx");
    expect(first[1]).toEqual({ heading: "Kept heading", id: "kept-heading", text: "Text." });
    const edited = mdxSections(body.replace("Text.", "Edited."), "content/docs/kept.mdx");
    expect(edited[1]).toEqual({ heading: "Kept heading", id: "kept-heading", text: "Edited." });
  });

  it("gives the same records when they are made again from the same pages (develop)", () => {
    const input = () => searchInputFromFiles();
    expect(buildSearchRecords(input())).toEqual(buildSearchRecords(input()));
  });

  it("drops the truncate marker and keeps prose that looks like a directive", () => {
    expect(mdxSections("Before.\n\n{/* truncate */}\n\nAfter :tada: here.")).toEqual([
      { heading: null, id: null, text: "Before. After :tada: here." },
    ]);
  });

  it("turns Markdown and build-time HTML into plain text", () => {
    expect(markdownText("Use `flowg-client` to **tail**.\n\n- one\n- two")).toBe(
      "Use flowg-client to tail. one two",
    );
    expect(
      htmlText(
        '<p>Size in <strong>MB</strong> &amp; more: <a href="/x">link<span class="visually-hidden"> (opens in a new tab)</span></a>&#39;s</p>',
      ),
    ).toBe("Size in MB & more: link's");
  });

  it("clips at a word boundary", () => {
    expect(clip("one two three four", 9)).toBe("one two…");
    expect(clip("short", 9)).toBe("short");
  });
});

describe("records", () => {
  const records = buildSearchRecords({
    docs: [
      {
        route: "/docs/guides/demo",
        title: "Demo",
        description: "A demo page.",
        keywords: ["sample"],
        body: "## Only heading\n\nBody.",
      },
    ],
    blog: [
      {
        route: "/blog/post",
        title: "A post",
        description: "What it says.",
        tags: ["release"],
        body: "Full text of the post.",
      },
    ],
    api: [
      {
        route: "/docs/api/query-stream",
        view: {
          method: "GET",
          apiPath: "/api/v1/streams/{stream}/logs",
          operationId: "query_stream",
          summary: "Search a stream",
          html: {
            markdown: "Returns **records**.",
            html: "<p>Returns <strong>records</strong>.</p>",
          },
          // The page's list: a name in two places (path and query) is listed once.
          parameters: [
            parameter("stream", "path"),
            parameter("from", "query"),
            parameter("to", "query"),
            parameter("stream", "query"),
          ],
        },
      },
    ],
    cli: [
      {
        title: "flowg-client stream set",
        route: "/docs/cli/flowg-client/flowg-client_stream_set",
        purpose: "Change a stream's settings.",
        usage: "flowg-client stream set [flags]",
        description: text("<p>Changes settings.</p>"),
        flagList: [
          flag("max-size", null, "In MB."),
          flag("api-token", "FLOWG_API_TOKEN", "Token."),
        ],
        environment: [{ name: "EDITOR", default: null, description: text("Editor to run.") }],
        configFile: null,
      },
    ],
  });

  it("has one record per doc section, post, operation, command, flag and variable", () => {
    expect(records.map(({ _, ...r }) => r)).toMatchInlineSnapshot(`
      [
        {
          "id": 0,
          "keywords": [
            "sample",
          ],
          "kind": "docs",
          "names": [],
          "page": "Demo",
          "section": "",
          "text": "A demo page.",
          "url": "/docs/guides/demo",
        },
        {
          "id": 1,
          "kind": "docs",
          "names": [],
          "page": "Demo",
          "section": "Only heading",
          "text": "Body.",
          "url": "/docs/guides/demo#only-heading",
        },
        {
          "id": 2,
          "kind": "blog",
          "names": [],
          "page": "A post",
          "section": "",
          "text": "What it says.",
          "url": "/blog/post",
        },
        {
          "id": 3,
          "kind": "api",
          "method": "GET",
          "names": [
            "/api/v1/streams/{stream}/logs",
            "GET /api/v1/streams/{stream}/logs",
            "query_stream",
          ],
          "page": "Search a stream",
          "path": "/api/v1/streams/{stream}/logs",
          "section": "",
          "text": "Returns records.",
          "url": "/docs/api/query-stream",
        },
        {
          "id": 4,
          "kind": "cli",
          "names": [
            "flowg-client stream set",
          ],
          "page": "flowg-client stream set",
          "section": "",
          "text": "Change a stream's settings.",
          "url": "/docs/cli/flowg-client/flowg-client_stream_set",
        },
        {
          "id": 5,
          "kind": "cli",
          "names": [
            "--max-size",
          ],
          "page": "flowg-client stream set",
          "section": "--max-size",
          "text": "In MB.",
          "url": "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
        },
        {
          "id": 6,
          "kind": "cli",
          "names": [
            "--api-token",
            "FLOWG_API_TOKEN",
          ],
          "page": "flowg-client stream set",
          "section": "--api-token",
          "text": "Token. Environment variable: FLOWG_API_TOKEN.",
          "url": "/docs/cli/flowg-client/flowg-client_stream_set#flag-api-token",
        },
        {
          "id": 7,
          "kind": "cli",
          "names": [
            "EDITOR",
          ],
          "page": "flowg-client stream set",
          "section": "EDITOR",
          "text": "Editor to run.",
          "url": "/docs/cli/flowg-client/flowg-client_stream_set#environment",
        },
      ]
    `);
  });

  it("indexes keywords, parameters and the whole text (titles and names rank from the store)", () => {
    expect(records[0]?._).toBe("A demo page. sample A demo page.");
    expect(records[2]?._).toContain("Full text of the post.");
    expect(records[2]?._).toContain("release");
    expect(records[3]?._).toContain("Parameters: stream, from, to.");
  });

  it("merges the parameters the operation's page lists (the page model's list)", () => {
    const operation = {
      parameters: [{ name: "limit", in: "query" }, { $ref: "#/components/parameters/Id" }],
    };
    const document = {
      paths: {
        "/p/{id}": {
          parameters: [
            { name: "id", in: "path" },
            { name: "trace", in: "header" },
          ],
        },
      },
      components: { parameters: { Id: { name: "id", in: "path", required: true } } },
    };
    // Path first, then query, then header; the operation's own id replaces the path-level one.
    expect(parametersOf(document, "/p/{id}", operation).map((p) => p.name)).toEqual([
      "id",
      "limit",
      "trace",
    ]);
  });
});

describe("records of the real content", () => {
  const records = buildSearchRecords(searchInputFromFiles());

  it("cover every kind, with unique ids and URLs relative to the site", () => {
    for (const kind of SEARCH_KINDS)
      expect(
        records.some((r) => r.kind === kind),
        kind,
      ).toBe(true);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    for (const r of records) expect(r.url).toMatch(/^\/(docs|blog)(\/|$|#)/);
  });

  it("link every flag to its row and every doc section to its heading", () => {
    const maxSize = records.find((r) => r.names.includes("--max-size"));
    expect(maxSize?.url).toBe("/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size");
    const byTime = records.find((r) => r.section === "Retention by time");
    expect(byTime?.url).toBe("/docs/guides/streams#retention-by-time");
    expect(byTime?.page).toBe("What Are Streams?");
  });

  it("keep code out of the text but code titles in", () => {
    const tail = records.find((r) => r.url === "/docs/guides/streams#querying-a-stream");
    expect(tail?._).toContain("Two ways to read the last two hours of 5xx responses");
    expect(tail?._).not.toContain("--name access");
  });
}, 60_000);
