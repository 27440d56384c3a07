import fs from "node:fs";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import YAML from "yaml";
import { describeOperations, impliedScopes } from "../../plugins/gatsby-source-openapi/operations";
import { operationView } from "../../node/api/operation-view";
import { overviewView, securitySchemes } from "../../node/api/overview";
import type { OverviewValues } from "../../node/api/overview-prose";
import { apiOverviewProseFromFile } from "../support/content-files";
import type { ApiOperationPageContext, ApiOverviewPageContext } from "../../src/shared/api";
import {
  apiOperationSections,
  apiOverviewSections,
  sectionsToc,
} from "../../src/shared/api-sections";
import { markdownToHtml } from "../../node/markdown";
import { loadLanguages } from "../../node/mdx/highlight";
import { ApiOperation } from "../../src/theme/ApiOperation";
import { ApiOverview } from "../../src/theme/ApiOverview";
import { versionSources } from "../support/flowg-version";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}` }, children),
  withPrefix: (path: string) => `/flowg${path}`,
}));

loadLanguages([]);
/** The schemas and operations below are FlowG v0.45.8's, read wherever that version lives. */
const V = versionSources("0.45.8");
const document = YAML.parse(fs.readFileSync(V.openapi, "utf8"));
const { operations, spec } = describeOperations(document, { file: V.openapi });
const schemaContext = {
  document,
  markdown: (md: string) => markdownToHtml(md, { basePath: "/flowg", where: V.openapi }),
};
const ctx = {
  ...schemaContext,
  scopes: spec.scopes,
  impliedBy: impliedScopes(document),
  prose: (values: OverviewValues) => apiOverviewProseFromFile(values),
  serverUrl: "http://localhost:5080",
  schemes: new Map(securitySchemes(document, schemaContext).map((s) => [s.id, s])),
  cli: new Map([["watch_logs", [{ label: "flowg-client stream tail", href: "/docs/cli/x" }]]]),
  guides: new Map([["restore-logs", [{ label: "Backup", href: "/docs/guides/backup" }]]]),
};
const layout = {
  id: "x",
  route: "/docs/api/x",
  sidebarId: "docs",
  docsSidebar: null,
  breadcrumbs: [],
  previous: null,
  next: null,
};

function renderOperation(operationId: string): string {
  const op = operations.find((o) => o.operationId === operationId)!;
  const view: ApiOperationPageContext = { ...layout, ...operationView(op, ctx) };
  return renderToStaticMarkup(
    createElement(ApiOperation, { op: view, sections: apiOperationSections(view) }),
  );
}

describe("operation pages render on the server", () => {
  it("shows a server-sent events feed as such, with its CLI command", () => {
    const html = renderOperation("watch_logs");
    expect(html).toContain("/api/v1/streams/{stream}/logs/watch");
    expect(html).toContain("Server-sent events");
    expect(html).toContain("text/event-stream");
    expect(html).toContain("read_streams");
    expect(html).toContain("write_streams"); // also passes the read check
    expect(html).toContain("flowg-client stream tail");
    expect(html).toContain('id="response-200"');
    expect(html).toContain("$FLOWG_API_TOKEN");
  });

  it("shows multipart uploads, binary downloads and plain-text bodies", () => {
    expect(renderOperation("restore_logs")).toContain("Multipart form upload");
    expect(renderOperation("restore_logs")).toContain("Backup");
    expect(renderOperation("backup_auth")).toContain("Binary file");
    expect(renderOperation("backup_auth")).toContain("Content-Disposition");
    expect(renderOperation("ingest_logs_text")).toContain("Plain text");
  });

  it("says when no token is needed", () => {
    expect(renderOperation("login")).toContain("No token is needed");
  });
});

describe("the overview renders on the server", () => {
  const view: ApiOverviewPageContext = {
    ...layout,
    route: "/docs/api",
    ...overviewView(operations, ctx),
  };
  const sections = apiOverviewSections(view);
  const html = renderToStaticMarkup(createElement(ApiOverview, { view, sections }));

  it("covers base URL, tokens, scopes, errors and every operation, without RapiDoc", () => {
    expect(html).toContain("http://localhost:5080/api/v1");
    expect(html).toContain("jwt_…");
    expect(html).toContain("pat_…");
    for (const scope of view.scopes) expect(html).toContain(`id="scope-${scope.scope}"`);
    expect(view.scopes).toHaveLength(13);
    expect(html).toContain("PERMISSION_DENIED");
    for (const op of operations) expect(html).toContain(`href="/flowg/docs/api/${op.slug}"`);
    expect(html).toContain("Load the interactive console");
    expect(html).not.toContain("<rapi-doc");
    expect(html).toContain('href="/flowg/openapi/flowg.json"');
  });
});

/**
 * Ids of the h2 or h3 section headings of a rendered page, in order: those with a hash link
 * (the heading of the console's dialog has none).
 */
function headingIds(html: string, level: 2 | 3): string[] {
  const heading = new RegExp(`<h${level}[^>]* id="([^"]+)"[^>]*>((?:(?!</h${level}>).)*)`, "g");
  return [...html.matchAll(heading)]
    .filter((m) => m[2]!.includes('class="hash-link"'))
    .map((m) => m[1]!);
}

describe("API pages: headings and table of contents from one section list", () => {
  it("gives every operation page exactly the h2 headings of its TOC, responses as h3", () => {
    for (const op of operations) {
      const view: ApiOperationPageContext = { ...layout, ...operationView(op, ctx) };
      const toc = sectionsToc(apiOperationSections(view));
      const html = renderToStaticMarkup(
        createElement(ApiOperation, { op: view, sections: apiOperationSections(view) }),
      );
      expect(headingIds(html, 2), op.operationId).toEqual(toc.map((item) => item.id));
      const responses = toc.find((item) => item.id === "responses")!.children.map((c) => c.id);
      expect(headingIds(html, 3), op.operationId).toEqual(responses);
    }
  }, 60_000);

  it("leaves out the sections an operation does not have", () => {
    const ids = (operationId: string) => {
      const op = operations.find((o) => o.operationId === operationId)!;
      return apiOperationSections(operationView(op, ctx)).map((section) => section.id);
    };
    expect(ids("whoami")).toEqual(["authorization", "responses", "example"]);
    expect(ids("watch_logs")).toEqual([
      "authorization",
      "parameters",
      "responses",
      "example",
      "command-line",
    ]);
  });

  it("gives the overview the h2 headings of its TOC and one h3 per tag", () => {
    const view: ApiOverviewPageContext = {
      ...layout,
      route: "/docs/api",
      ...overviewView(operations, ctx),
    };
    const sections = apiOverviewSections(view);
    const toc = sectionsToc(sections);
    const html = renderToStaticMarkup(createElement(ApiOverview, { view, sections }));
    expect(headingIds(html, 2)).toEqual(toc.map((item) => item.id));
    const tags = toc.find((item) => item.id === "operations")!.children;
    expect(tags.map((t) => t.id)).toEqual(view.groups.map((g) => `tag-${g.name}`));
    // The h3 of the token kinds sit under Authentication, those of the body formats under
    // Conventions; neither is in the TOC.
    expect(headingIds(html, 3)).toEqual([
      ...view.schemes.map((scheme) => `auth-${scheme.id}`),
      ...view.specialBodies.map((group) => `body-${group.kind}`),
      ...tags.map((t) => t.id),
    ]);
  });

  it("titles the lists of body formats with headings, not bold paragraphs", () => {
    const view: ApiOverviewPageContext = {
      ...layout,
      route: "/docs/api",
      ...overviewView(operations, ctx),
    };
    const html = renderToStaticMarkup(
      createElement(ApiOverview, { view, sections: apiOverviewSections(view) }),
    );
    expect(view.specialBodies.length).toBeGreaterThanOrEqual(5);
    expect(html).not.toMatch(/<p><strong>[^<]*<\/strong><\/p>/);
    for (const group of view.specialBodies) expect(html).toContain(`<h3 id="body-${group.kind}">`);
  });
});
