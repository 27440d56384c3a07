import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPageModels, operationHtmlView, type ApiPageModels } from "../../node/api/page-models";
import { apiOperationMarkdown } from "../../node/markdown-export/api";
import { apiOverviewMarkdown } from "../../node/markdown-export/api-overview";
import { toMarkdown } from "../../node/markdown-export/build";
import { apiOperationSections, apiOverviewSections } from "../../src/shared/api-sections";
import type { ApiOperationPageContext } from "../../src/shared/api";
import { ApiOperation } from "../../src/theme/ApiOperation";
import { apiModelStore } from "../support/api-models";

/**
 * The API operation page model: one model per operation, read by the HTML page and by its
 * Markdown copy, so a change of its section list or of its wording shows in both. The section
 * list and the authorization wording are wrapped here so a test can change them.
 */

const edits = vi.hoisted(() => ({
  /** New titles of sections, by kind. */
  titles: new Map<string, string>(),
  /** Replaces the authorization sentence when set. */
  authorization: null as string | null,
}));

vi.mock("../../src/shared/api-sections", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/shared/api-sections")>();
  return {
    ...actual,
    apiOperationSections: (view: Parameters<typeof actual.apiOperationSections>[0]) =>
      actual
        .apiOperationSections(view)
        .map((section) => ({ ...section, title: edits.titles.get(section.kind) ?? section.title })),
  };
});
vi.mock("../../src/shared/api-wording", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/shared/api-wording")>();
  return {
    ...actual,
    authorizationProse: (...args: Parameters<typeof actual.authorizationProse>) =>
      edits.authorization === null
        ? actual.authorizationProse(...args)
        : [{ tag: "p" as const, children: [edits.authorization] }],
  };
});
vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}` }, children),
  withPrefix: (path: string) => `/flowg${path}`,
}));

/** The node store as gatsby-source-openapi and the overview's YAML fill it (no docs, no CLI commands). */
const store = () => apiModelStore();

const options = { basePath: "/flowg", additionalLanguages: [] };
const site = { origin: "https://example.org", basePath: "/flowg" };

function renderBoth(operationId: string): { html: string; markdown: string } {
  const model = models.operations.find((m) => m.view.operationId === operationId)!;
  const op: ApiOperationPageContext = {
    id: model.id,
    route: model.route,
    sidebarId: "docs",
    docsSidebar: null,
    breadcrumbs: [],
    previous: null,
    next: null,
    ...operationHtmlView(model),
  };
  const html = renderToStaticMarkup(
    createElement(ApiOperation, { op, sections: apiOperationSections(op) }),
  );
  const { body } = apiOperationMarkdown(model.view, { site, route: model.route });
  return { html, markdown: toMarkdown(body) };
}

// The models are built once for the file (45 operations); the edits act when a page renders.
let models: ApiPageModels;
beforeAll(() => {
  models = apiPageModels(store(), options);
}, 120_000);

beforeEach(() => {
  edits.titles.clear();
  edits.authorization = null;
});

describe("an API operation's page and Markdown copy render one section list", () => {
  it("write the same headings in the same order", () => {
    const { html, markdown } = renderBoth("watch_logs");
    const pageHeadings = [...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]);
    const copyHeadings = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(copyHeadings).toEqual(pageHeadings);
    expect(copyHeadings).toContain("Authorization");
  });

  it("show a renamed section under its new heading in both", () => {
    edits.titles.set("authorization", "Who may call it");
    const { html, markdown } = renderBoth("watch_logs");
    expect(html).toContain("Who may call it");
    expect(markdown).toContain("## Who may call it");
    expect(markdown).not.toContain("## Authorization");
  });

  it("say the authorization sentence of the wording module in both", () => {
    expect(renderBoth("login").markdown).toContain("No token is needed for this operation.");
    edits.authorization = "Ask an administrator for a token.";
    const { html, markdown } = renderBoth("login");
    expect(html).toContain("<p>Ask an administrator for a token.</p>");
    expect(markdown).toContain("Ask an administrator for a token.");
    expect(markdown).not.toContain("No token is needed");
  });
});

describe("the API overview's page and Markdown copy", () => {
  const route = "/docs/api";
  const copy = () => toMarkdown(apiOverviewMarkdown(models.overviewText, { site, route }).body);

  it("write the same sections in the page's order, with the same tag headings", () => {
    const sections = apiOverviewSections(models.overview);
    const headings = [...copy().matchAll(/^(#{2,3}) (.+)$/gm)].map(([, h, t]) => `${h} ${t}`);
    const h2 = headings.filter((h) => h.startsWith("## ")).map((h) => h.slice(3));
    expect(h2).toEqual(sections.map((section) => section.title));
    const tags = sections.find((section) => section.kind === "operations")!.children;
    for (const tag of tags) expect(headings).toContain(`### ${tag.title}`);
  });

  it("carry the shared sentences, every operation and the texts as Markdown, not HTML", () => {
    const markdown = copy();
    expect(markdown).toContain("Every JSON answer to a successful call has a boolean `success`");
    expect(markdown).toContain("The `status` field names the HTTP status.");
    for (const group of models.overview.groups)
      for (const op of group.operations)
        expect(markdown).toContain(
          `[\`${op.method} ${op.path}\`](https://example.org/flowg${op.href})`,
        );
    expect(markdown).not.toMatch(/<p>|<code>|&lt;/);
    expect(markdown).toMatch(/^\| Scope +\| Operations +\|$/m);
    expect(markdown).toMatch(/^\| HTTP +\| status +\| When +\|$/m);
  });
});
