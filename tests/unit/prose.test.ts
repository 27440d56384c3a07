import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { parseApiOverviewProse } from "../../node/api/overview-prose";
import { parseQuickStart } from "../../node/create-pages/quick-start";
import { apiOverviewProseFromFile, quickStartFromFiles } from "../support/content-files";
import { markdownToProse } from "../../node/prose";
import { API_OVERVIEW_PROSE_SLOTS } from "../../src/shared/api";
import { Prose } from "../../src/theme/Prose";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}`, "data-link": "" }, children),
  withPrefix: (path: string) => `/flowg${path}`,
}));

const VALUES = {
  version: "v0.45.8",
  prefix: "/api/v1",
  baseUrl: "http://localhost:5080/api/v1",
  specYaml: "/openapi/flowg.yaml",
  specJson: "/openapi/flowg.json",
};

const html = (markdown: string, className?: string) =>
  renderToStaticMarkup(
    createElement(Prose, {
      nodes: markdownToProse(markdown, { where: "x.yaml: text", values: VALUES }),
      className,
    }),
  );

describe("prose from content", () => {
  it("renders paragraphs, lists, code, emphasis and links as React would from JSX", () => {
    expect(
      html(
        "Calls `{prefix}/auth/login`,\nthe server's **only** _public_ route.\n\n- [Login](/docs/api/login)\n- [YAML]({specYaml}) or [below](#console)",
      ),
    ).toBe(
      "<p>Calls <code>/api/v1/auth/login</code>, the server&#x27;s <strong>only</strong> <em>public</em> route.</p>" +
        '<ul><li><a href="/flowg/docs/api/login" data-link="">Login</a></li>' +
        '<li><a href="/flowg/openapi/flowg.yaml">YAML</a> or <a href="#console">below</a></li></ul>',
    );
  });

  it("puts the class on each top-level block", () => {
    expect(html("One.\n\nTwo.", "lead")).toBe('<p class="lead">One.</p><p class="lead">Two.</p>');
  });

  it("refuses unknown placeholders, other elements and links off the site", () => {
    expect(() => html("Version {release}")).toThrowErrorMatchingInlineSnapshot(
      `[ContentError: x.yaml: text: unknown placeholder {release}; this text can use {version}, {prefix}, {baseUrl}, {specYaml}, {specJson}]`,
    );
    expect(() => html("## Title")).toThrowErrorMatchingInlineSnapshot(
      "[ContentError: x.yaml: text: a heading is not allowed in this prose; use paragraphs, lists, `code`, **bold**, _italics_ and links to site pages, files or #anchors]",
    );
    expect(() => html("See [FlowG](https://github.com/link-society/flowg).")).toThrow(
      "x.yaml: text: the link to https://github.com/link-society/flowg (not a site path) is not allowed",
    );
    expect(() => html("- one\n\n- two")).toThrow(
      "a list with blank lines between its items is not allowed",
    );
  });
});

describe("content/api/overview.yaml", () => {
  it("has prose for every place of the overview page", () => {
    const prose = apiOverviewProseFromFile(VALUES);
    expect(Object.keys(prose)).toEqual([...API_OVERVIEW_PROSE_SLOTS]);
    for (const slot of API_OVERVIEW_PROSE_SLOTS)
      expect(prose[slot].length, slot).toBeGreaterThan(0);
  });

  it("names the file, the key and what was expected", () => {
    const raw = { intro: "Hello", baseUrl: "", permisions: "x" };
    expect(() => parseApiOverviewProse(raw, VALUES, "overview.yaml"))
      .toThrowErrorMatchingInlineSnapshot(`
        [ContentError: overview.yaml: invalid API overview prose
          - baseUrl: expected Markdown text, received an empty one
          - authentication: expected string, received nothing (the key is missing)
          - firstSession: expected string, received nothing (the key is missing)
          - permissions: expected string, received nothing (the key is missing)
          - console: expected string, received nothing (the key is missing)
          - otherInterfaces: expected string, received nothing (the key is missing)
          - (root): unknown key "permisions"]
      `);
  });
});

describe("content/landing/quick-start", () => {
  it("gives the title, the introduction and the commands without the final newline", () => {
    const quickStart = quickStartFromFiles();
    expect(quickStart.title).toBe("Try it in a minute");
    expect(quickStart.scriptName).toBe("quick-start.sh");
    expect(quickStart.script).toMatch(/^# 1\. Run FlowG/);
    expect(quickStart.script.endsWith("\n")).toBe(false);
  });

  it("names the file and the key of a mistake", () => {
    expect(() => parseQuickStart({ title: "Try it", intro: 3 }, "ls\n", "q.yaml", "q.sh"))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: q.yaml: invalid quick start
        - intro: expected string, received number 3]
    `);
    expect(() =>
      parseQuickStart({ title: "Try it", intro: "Go." }, "\n", "q.yaml", "q.sh"),
    ).toThrow("q.sh: the quick start has no commands");
  });
});
