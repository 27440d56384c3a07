import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { loadSiteConfig } from "../../config/load";
import { cliCommandsByOperation, type CliCommandCalls } from "../api/cli-map";
import { guidesByOperation } from "../api/guides";
import {
  operationView,
  type OperationInput,
  type OperationViewContext,
} from "../api/operation-view";
import { overviewView, securitySchemes } from "../api/overview";
import { API_ROUTE, apiOperationRoute } from "../api/sidebar";
import type { ApiOperationPageContext, ApiOverviewPageContext } from "../api/types";
import { markdownToHtml } from "../markdown";
import { loadLanguages } from "../mdx/highlight";
import { sidebarsFromStore } from "../sidebar/from-store";
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

export interface OperationNode extends OperationInput {
  id: string;
  order: number;
}

interface DocNode {
  title: string;
  route: string;
  contentFilePath: string;
}

/**
 * What the operation views are computed from: the document, the operations in order and the
 * context of operationView(). `markdown` renders the document's Markdown: to HTML for the pages,
 * kept as Markdown for the pages' Markdown copies (src/node/markdown-export/).
 */
export function operationViewInputs(
  getNodesByType: CreatePagesArgs["getNodesByType"],
  markdown: (text: string) => string,
): {
  spec: { id: string; document: unknown };
  operations: OperationNode[];
  ctx: OperationViewContext;
} {
  const spec = getNodesByType("ApiSpec")[0] as unknown as { id: string; document: unknown };
  if (!spec) throw new Error("openapi: no ApiSpec node (is gatsby-source-openapi configured?)");
  const operations = [...(getNodesByType("ApiOperation") as unknown as OperationNode[])].sort(
    (a, b) => a.order - b.order,
  );
  const { config } = loadSiteConfig();
  const cli = cliCommandsByOperation(getNodesByType("CliCommand") as unknown as CliCommandCalls[]);
  const docs = (getNodesByType("DocPage") as unknown as DocNode[]).map((doc) => ({
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
    serverUrl,
    schemes: new Map(securitySchemes(spec.document, schemaContext).map((s) => [s.id, s])),
    cli,
    guides: guidesByOperation(docs, config.basePath),
  };
  return { spec, operations, ctx };
}

export async function createApiPages({ actions, getNodesByType }: CreatePagesArgs): Promise<void> {
  const { config } = loadSiteConfig();
  loadLanguages(config.prism.additionalLanguages);
  const { sidebars } = await sidebarsFromStore(getNodesByType);

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
  const { spec, operations, ctx } = operationViewInputs(getNodesByType, markdown);
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
}
