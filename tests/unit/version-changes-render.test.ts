import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { toMarkdown } from "../../node/markdown-export/build";
import { toText, walk, type MdNode } from "../../node/mdx/mdast";
import { diffVersions } from "../../node/versions/diff";
import { versionChangesMarkdown } from "../../node/versions/diff/markdown";
import { SECTION_IDS, versionChangesModel } from "../../node/versions/diff/page-model";
import { cliRoute } from "../../src/shared/routes";
import { glanceEmpty } from "../../src/shared/version-changes";
import { ChangeMarker } from "../../src/theme/ChangeMarker";
import { VersionChanges } from "../../src/theme/VersionChanges";
import { cliDataFromDir, openApiFromFile } from "../support/content-files";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}` }, children),
  withPrefix: (path: string) => `/flowg${path}`,
}));

/**
 * The "API changes since <version>" page from the fixture diff of version-diff.test.ts: the
 * model, the React body and the Markdown copy, which must show the same sections in the same
 * order; and the change marker's accessible text.
 */
const FIXTURES = "tests/fixtures/version-diff";
const diff = diffVersions({
  from: {
    name: "1.0",
    label: "v1.0",
    api: openApiFromFile(`${FIXTURES}/api-before.yaml`),
    cli: cliDataFromDir(`${FIXTURES}/cli-before`),
  },
  to: {
    name: "2.0",
    label: "v2.0",
    api: openApiFromFile(`${FIXTURES}/api-after.yaml`),
    cli: cliDataFromDir(`${FIXTURES}/cli-after`),
  },
});
const model = versionChangesModel(diff, {
  operation: ({ slug }) => `/docs/api/${slug}`,
  archivedOperation: ({ slug }) => `/docs/1.0/api/${slug}`,
  command: (path) => cliRoute(path),
  archivedCommand: (path) => `/docs/1.0${cliRoute(path)}`,
});
const site = { origin: "https://example.org", basePath: "/flowg" };
const html = renderToStaticMarkup(createElement(VersionChanges, { model }));
const markdown = toMarkdown(versionChangesMarkdown(model, site));

/** The h2 and h3 headings of the HTML, as "depth title". */
function htmlHeadings(page: string): string[] {
  return [...page.matchAll(/<h([23]) id="([^"]+)">([^<]*)<\/h\1>/g)].map(
    ([, depth, , title]) => `${depth} ${title}`,
  );
}

function markdownHeadings(text: string): string[] {
  return [...text.matchAll(/^(#{2,3}) (.+)$/gm)].map(
    ([, hashes, title]) => `${hashes!.length} ${title}`,
  );
}

describe("versionChangesModel", () => {
  it("has the five sections, tag groups and a table of contents in page order", () => {
    expect(model.title).toBe("API changes since v1.0");
    expect(model.sections.map((s) => s.id)).toEqual(Object.values(SECTION_IDS));
    expect(model.toc).toEqual([
      { depth: 2, title: "At a glance", id: "at-a-glance" },
      { depth: 2, title: "Added operations", id: "added-operations" },
      { depth: 3, title: "things", id: "added-operations-things" },
      { depth: 2, title: "Removed operations", id: "removed-operations" },
      { depth: 3, title: "things", id: "removed-operations-things" },
      { depth: 2, title: "Changed operations", id: "changed-operations" },
      { depth: 3, title: "things", id: "changed-operations-things" },
      { depth: 2, title: "Command line", id: "command-line" },
      { depth: 2, title: "Environment variables", id: "environment-variables" },
    ]);
    expect(model.intro).toBe(
      "From v1.0 to v2.0: 1 operation added, 1 removed and 4 changed; 1 command added and 2 removed, 2 flags added, 1 removed and 2 changed; 2 environment variables added, 2 removed and 1 with a new default.",
    );
  });

  it("links current operations to this version and removed ones to the archive", () => {
    const section = (kind: string) => model.sections.find((s) => s.kind === kind)!;
    const added = section("addedOperations");
    const removed = section("removedOperations");
    const changed = section("changedOperations");
    if (!("groups" in added) || !("groups" in removed) || !("groups" in changed)) {
      throw new Error("operation sections without groups");
    }
    expect(added.groups[0]!.operations).toEqual([
      {
        operationId: "get_thing_history",
        method: "GET",
        path: "/things/{thing}/history",
        href: "/docs/api/get-thing-history",
        changes: [],
      },
    ]);
    expect(removed.groups[0]!.operations.map((op) => op.href)).toEqual([
      "/docs/1.0/api/delete-thing",
    ]);
    expect(
      changed.groups[0]!.operations.map((op) => [op.operationId, op.href, op.changes.length]),
    ).toEqual([
      ["list_things", "/docs/api/list-things", 13],
      ["get_thing", "/docs/api/get-thing", 12],
      ["save_thing", "/docs/api/save-thing", 9],
      ["start_thing", "/docs/api/start-thing", 2],
    ]);
    const cli = section("cli");
    if (cli.kind !== "cli") throw new Error("no CLI section");
    expect(cli.commands.map((c) => [c.command, c.href, c.changes.length])).toEqual([
      ["probe", "/docs/1.0/docs/cli/probe", 1],
      ["tool", "/docs/cli/tool", 5],
      ["tool thing delete", "/docs/1.0/docs/cli/tool/tool_thing_delete", 1],
      ["tool thing list", "/docs/cli/tool/tool_thing_list", 2],
      ["tool thing show", "/docs/cli/tool/tool_thing_show", 1],
    ]);
  });

  it("opens with a summary: what changed, how much, and whether a reader must act", () => {
    const rows = model.glance.map((row) => [
      row.change,
      row.count,
      row.affects.split(":")[0],
      row.items.map((item) => item.text).join(", "),
    ]);
    expect(rows).toEqual([
      ["Operations removed", 1, "Yes, if you call them", "delete_thing"],
      // list_things: `limit` became required, `offset` went; save_thing: a field went, one
      // changed type, a value is no longer allowed. get_thing's request did not change.
      ["Requests that can now fail", 2, "Yes, if you call them", "list_things, save_thing"],
      ["Permissions", 1, "Yes, if your tokens call them", "get_thing"],
      ["Answers that changed", 2, "If your client reads their answers", "list_things, get_thing"],
      ["New status codes", 1, "If your client handles answers by status code", "get_thing"],
      [
        "Commands, flags and configuration keys removed",
        3,
        "Yes, if your scripts, service files or container commands use them",
        "probe, tool --old, tool thing delete",
      ],
      [
        "Flags and keys with other values or defaults",
        2,
        "If you rely on the older values or defaults.",
        "tool --mode, tool thing list --limit",
      ],
      ["Environment variables removed", 2, "Yes, if you set them", "PROBE_TARGET, TOOL_OLD"],
      [
        "Environment variables with a new default",
        1,
        "If you leave them unset and rely on the old default.",
        "TOOL_MODE",
      ],
      ["Operations added", 1, "No", "get_thing_history"],
      [
        "Commands, flags and configuration keys added",
        5,
        "No, unless you want what they do.",
        "tool --config, tool: server, tool: server.bind, tool thing list --all, tool thing show",
      ],
      [
        "Environment variables added",
        2,
        "No, unless you want what they set.",
        "TOOL_BIND, TOOL_SERVER_ENABLED",
      ],
    ]);
    // What was removed is documented in the older version.
    expect(model.glance[0]!.items[0]!.href).toBe("/docs/1.0/api/delete-thing");
    expect(model.glance[5]!.items.map((item) => item.href)).toEqual([
      "/docs/1.0/docs/cli/probe",
      "/docs/1.0/docs/cli/tool",
      "/docs/1.0/docs/cli/tool/tool_thing_delete",
    ]);
    // The page and its copy show the summary as a table, its first one.
    expect(html.indexOf('id="at-a-glance"')).toBeLessThan(html.indexOf('id="added-operations"'));
    expect(html).toContain('<a href="/flowg/docs/api/save-thing"><code>save_thing</code></a>');
    expect(markdown).toMatch(
      /## At a glance\n\n\| Change +\| How many \| Does it affect you\? +\|/,
    );
    expect(markdown).toContain("[`save_thing`](https://example.org/flowg/docs/api/save-thing)");
  });

  it("says so when a section is empty", () => {
    const empty = versionChangesModel(
      { ...diff, api: [], cli: [], env: [] },
      { operation: () => "/x", archivedOperation: () => "/y" },
    );
    const page = renderToStaticMarkup(createElement(VersionChanges, { model: empty }));
    const copy = toMarkdown(versionChangesMarkdown(empty, site));
    for (const section of empty.sections) {
      expect(page).toContain(`<p>${section.empty}</p>`);
      expect(copy).toContain(section.empty);
    }
    expect(empty.toc.map((t) => t.depth)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(empty.glance).toEqual([]);
    expect(page).toContain(`<p>${glanceEmpty(empty)}</p>`);
    expect(copy).toContain(glanceEmpty(empty));
  });
});

describe("the page and its Markdown copy", () => {
  it("show the same headings in the same order, those of the model's TOC", () => {
    const fromToc = model.toc.map((t) => `${t.depth} ${t.title}`);
    expect(htmlHeadings(html)).toEqual(fromToc);
    expect(markdownHeadings(markdown)).toEqual(fromToc);
    const ids = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual(model.toc.map((t) => t.id));
  });

  it("show every change sentence, in the same order", () => {
    const sentences = model.sections.flatMap((section) =>
      section.kind === "cli"
        ? section.commands.flatMap((c) => c.changes.map((change) => change.summary))
        : "groups" in section
          ? section.groups.flatMap((g) =>
              g.operations.flatMap((op) => op.changes.map((c) => c.summary)),
            )
          : [],
    );
    expect(sentences.length).toBe(diff.api.length - 2 + diff.cli.length);
    // HTML: the list items that hold a sentence alone.
    const unescape = (text: string) =>
      text
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    const inHtml = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map(([, text]) => unescape(text!));
    // Markdown: parsed back, the list items whose paragraph is plain text.
    const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdNode;
    const inMarkdown: string[] = [];
    walk(tree, (node) => {
      const only = node.type === "listItem" ? node.children?.[0] : undefined;
      if (only?.type === "paragraph" && only.children?.every((c) => c.type === "text")) {
        inMarkdown.push(toText(only));
      }
    });
    expect(inHtml).toEqual(sentences);
    expect(inMarkdown).toEqual(sentences);
  });

  it("link operations and commands: the page through Link, the copy with absolute URLs", () => {
    expect(html).toContain(
      '<a href="/flowg/docs/api/get-thing-history"><code>get_thing_history</code></a>',
    );
    expect(html).toContain('<a href="/flowg/docs/1.0/api/delete-thing">');
    expect(markdown).toContain(
      "[`get_thing_history`](https://example.org/flowg/docs/api/get-thing-history) `GET /things/{thing}/history`",
    );
    expect(markdown).toContain("(https://example.org/flowg/docs/1.0/api/delete-thing)");
    expect(markdown).toContain(
      "[`tool thing show`](https://example.org/flowg/docs/cli/tool/tool_thing_show)",
    );
  });

  it("list the variables as a table in both", () => {
    expect(markdown).toContain(
      "| Variable | Change | Default in v1.0 | Default in v2.0 | Read by |",
    );
    expect(markdown).toMatch(
      /\| `TOOL_MODE` +\| Changed +\| `fast` +\| `auto` +\| tool --mode +\|/,
    );
    expect(markdown).toMatch(
      /\| `TOOL_BIND` +\| Added +\| not read +\| `:8080` +\| tool configuration key server.bind +\|/,
    );
    expect(markdown).toMatch(/\| `TOOL_SERVER_ENABLED` +\| Added +\| not read +\| none stated +\|/);
    expect(html).toContain("<caption");
    expect(html).toMatch(/<th scope="row"[^>]*><code>TOOL_<wbr\/>OLD<\/code><\/th>/);
  });
});

describe("ChangeMarker", () => {
  const from = { name: "0.45.8", label: "v0.45.8" };
  const to = { name: "0.63.0", label: "v0.63.0" };
  const render = (marker: "new" | "changed") =>
    renderToStaticMarkup(createElement(ChangeMarker, { marker, from, to }));
  const accessibleText = (markup: string) => markup.replace(/<[^>]+>/g, "");

  it("names the documented version it is compared with, and both sides for screen readers", () => {
    expect(accessibleText(render("new"))).toBe("New since v0.45.8 (in v0.63.0, not in v0.45.8)");
    expect(accessibleText(render("changed"))).toBe(
      "Changed since v0.45.8 (in v0.63.0, different in v0.45.8)",
    );
    expect(render("new")).toContain('title="in v0.63.0, not in v0.45.8"');
    expect(render("new")).toContain(
      '<span class="visually-hidden"> (in v0.63.0, not in v0.45.8)</span>',
    );
  });
});
