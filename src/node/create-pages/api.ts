import fs from "node:fs";
import path from "node:path";
import { cliCommandsByOperation } from "../api/cli-map";
import { guidesByOperation } from "../api/guides";
import { operationView, type OperationViewContext } from "../api/operation-view";
import { overviewView, securitySchemes, type OverviewContext } from "../api/overview";
import { loadApiOverviewProse } from "../api/overview-prose";
import { API_ROUTE, apiOperationRoute } from "@shared/routes";
import type { ApiOperationPageContext, ApiOverviewPageContext } from "@shared/api";
import { markdownToHtml } from "../markdown";
import { loadLanguages } from "../mdx/highlight";
import type { ApiOperationNode, ApiSpecNode } from "../node-types";
import type { NodeStore } from "../store";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";

/**
 * The API reference: /docs/api (overview + interactive console) and /docs/api/<slug> for every
 * operation. Route kinds are a closed union; each kind has its template.
 */

export type ApiRoute =
  { kind: "overview"; path: string } | { kind: "operation"; path: string; operationId: string };

export type ApiRouteKind = ApiRoute["kind"];

export const API_TEMPLATES = {
  overview: "src/templates/api-overview.tsx",
  operation: "src/templates/api-operation.tsx",
} as const satisfies Record<ApiRouteKind, string>;

/** Every page of the API reference. Pure; fails on two operations sharing a page. */
export function apiRoutes(
  operations: ReadonlyArray<{ operationId: string; slug: string }>,
): ApiRoute[] {
  const seen = new Map<string, string>();
  const routes: ApiRoute[] = [{ kind: "overview", path: API_ROUTE }];
  for (const op of operations) {
    const route = apiOperationRoute(op.slug);
    const clash = seen.get(route);
    if (clash) {
      throw new Error(`openapi: operations ${clash} and ${op.operationId} share the page ${route}`);
    }
    seen.set(route, op.operationId);
    routes.push({ kind: "operation", path: route, operationId: op.operationId });
  }
  return routes;
}

/**
 * What the operation views are computed from: the document, the operations in order and the
 * context of operationView(). `markdown` renders the document's Markdown: to HTML for the pages,
 * kept as Markdown for the pages' Markdown copies (src/node/markdown-export/).
 */
export function operationViewInputs(
  store: NodeStore,
  basePath: string,
  markdown: (text: string) => string,
): {
  spec: ApiSpecNode;
  operations: ApiOperationNode[];
  ctx: OperationViewContext & OverviewContext;
} {
  const spec = store.apiSpecs()[0];
  if (!spec) throw new Error("openapi: no ApiSpec node (is gatsby-source-openapi configured?)");
  const operations = [...store.apiOperations()].sort((a, b) => a.order - b.order);
  const cli = cliCommandsByOperation(store.cliCommands());
  const docs = store.docPages().map((doc) => ({
    title: doc.title,
    route: doc.route,
    body: fs.readFileSync(doc.contentFilePath, "utf8"),
  }));
  const serverUrl =
    (spec.document as { servers?: Array<{ url: string }> }).servers?.[0]?.url ??
    "http://localhost:5080";
  const schemaContext = { document: spec.document, markdown };
  const ctx = {
    ...schemaContext,
    scopes: spec.scopes,
    prose: loadApiOverviewProse,
    serverUrl,
    schemes: new Map(securitySchemes(spec.document, schemaContext).map((s) => [s.id, s])),
    cli,
    guides: guidesByOperation(docs, basePath),
  };
  return { spec, operations, ctx };
}

export const createApiPages: PageCreator = ({ actions }, site) => {
  const { config } = site;
  loadLanguages(config.prism.additionalLanguages);

  const rendered = new Map<string, string>();
  const markdown = (text: string) => {
    if (!text.trim()) return "";
    let html = rendered.get(text);
    if (html === undefined) {
      html = markdownToHtml(text, { basePath: config.basePath, where: "openapi/flowg.yaml" });
      rendered.set(text, html);
    }
    return html;
  };
  const { spec, operations, ctx } = operationViewInputs(site.store, config.basePath, markdown);
  const { sidebars } = site.sidebars();
  const byId = new Map(operations.map((op) => [op.operationId, op]));

  for (const route of apiRoutes(operations)) {
    const component = path.resolve(API_TEMPLATES[route.kind]);
    const navigation = docsNavigation(sidebars, route.path);
    if (route.kind === "overview") {
      const context: ApiOverviewPageContext = {
        id: spec.id,
        route: route.path,
        ...navigation,
        ...overviewView(operations, ctx),
      };
      actions.createPage({ path: route.path, component, context });
    } else {
      const op = byId.get(route.operationId)!;
      const context: ApiOperationPageContext = {
        id: op.id,
        route: route.path,
        ...navigation,
        ...operationView(op, ctx),
      };
      actions.createPage({ path: route.path, component, context });
    }
  }
};
