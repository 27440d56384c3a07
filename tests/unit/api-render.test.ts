import fs from "node:fs";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import YAML from "yaml";
import { describeOperations } from "../../plugins/gatsby-source-openapi/operations";
import { operationView } from "../../src/node/api/operation-view";
import { overviewView, securitySchemes } from "../../src/node/api/overview";
import type { ApiOperationPageContext, ApiOverviewPageContext } from "../../src/shared/api";
import { markdownToHtml } from "../../src/node/markdown";
import { loadLanguages } from "../../src/node/mdx/highlight";
import { ApiOperation } from "../../src/theme/ApiOperation";
import { ApiOverview } from "../../src/theme/ApiOverview";

vi.mock("gatsby", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) =>
    createElement("a", { href: `/flowg${to}` }, children),
  withPrefix: (path: string) => `/flowg${path}`,
}));

loadLanguages([]);
const document = YAML.parse(fs.readFileSync("openapi/flowg.yaml", "utf8"));
const { operations } = describeOperations(document);
const schemaContext = {
  document,
  markdown: (md: string) => markdownToHtml(md, { basePath: "/flowg", where: "openapi/flowg.yaml" }),
};
const ctx = {
  ...schemaContext,
  serverUrl: "http://localhost:5080",
  schemes: new Map(securitySchemes(document, schemaContext).map((s) => [s.id, s])),
  cli: new Map([["watch_logs", [{ label: "flowg-client stream tail", href: "/docs/cli/x" }]]]),
  guides: new Map([["restore-logs", [{ label: "Backup", href: "/docs/guides/backup" }]]]),
};
const layout = {
  id: "x",
  route: "/docs/api/x",
  sidebarId: "docs",
  breadcrumbs: [],
  previous: null,
  next: null,
};

function renderOperation(operationId: string): string {
  const op = operations.find((o) => o.operationId === operationId)!;
  const view: ApiOperationPageContext = { ...layout, ...operationView(op, ctx) };
  return renderToStaticMarkup(createElement(ApiOperation, { op: view }));
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
  const html = renderToStaticMarkup(createElement(ApiOverview, { view }));

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
