import path from "node:path";
import { apiPageModels, operationHtmlView } from "../api/page-models";
import { apiOperationRoute, apiRoute } from "@shared/routes";
import { versionContext } from "../versions/counterparts";
import type { ApiOperationPageContext, ApiOverviewPageContext } from "@shared/api";
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
  base = "/docs",
): ApiRoute[] {
  const seen = new Map<string, string>();
  const routes: ApiRoute[] = [{ kind: "overview", path: apiRoute(base) }];
  for (const op of operations) {
    const route = apiOperationRoute(op.slug, base);
    const clash = seen.get(route);
    if (clash) {
      throw new Error(`openapi: operations ${clash} and ${op.operationId} share the page ${route}`);
    }
    seen.set(route, op.operationId);
    routes.push({ kind: "operation", path: route, operationId: op.operationId });
  }
  return routes;
}

export const createApiPages: PageCreator = ({ actions }, site) => {
  const { config, version } = site;
  const { spec, operations, overview } = apiPageModels(site.store, {
    basePath: config.basePath,
    additionalLanguages: config.prism.additionalLanguages,
    ...(version.current
      ? {}
      : { docsBase: version.path, specFile: `openapi.yaml of docs version ${version.name}` }),
  });
  const { sidebars } = site.sidebars();
  const byId = new Map(operations.map((model) => [model.view.operationId, model]));

  const routes = apiRoutes(
    operations.map((model) => ({ operationId: model.view.operationId, slug: model.slug })),
    version.path,
  );
  for (const route of routes) {
    const component = path.resolve(API_TEMPLATES[route.kind]);
    const navigation = {
      ...docsNavigation(sidebars, route.path, version),
      ...versionContext(site, route.path),
    };
    if (route.kind === "overview") {
      const context: ApiOverviewPageContext = {
        id: spec.id,
        route: route.path,
        ...navigation,
        ...overview,
      };
      actions.createPage({ path: route.path, component, context });
    } else {
      const model = byId.get(route.operationId)!;
      const context: ApiOperationPageContext = {
        id: model.id,
        route: route.path,
        ...navigation,
        ...operationHtmlView(model),
      };
      actions.createPage({ path: route.path, component, context });
    }
  }
};
