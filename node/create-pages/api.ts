import path from "node:path";
import { operationHtmlView } from "../api/page-models";
import { apiChangesRoute, apiOperationRoute, apiRoute } from "@shared/routes";
import { versionContext } from "../versions/counterparts";
import { operationMarkersOf } from "../versions/changes";
import type {
  ApiChangesPageContext,
  ApiOperationPageContext,
  ApiOverviewPageContext,
} from "@shared/api";
import { overviewMarkers } from "@shared/overview-markers";
import type { PageCreator } from "./page-creator";
import { docsNavigation } from "./docs";

/**
 * The API reference: /docs/api (overview + interactive console) and /docs/api/<slug> for every
 * operation. Route kinds are a closed union; each kind has its template.
 */

export type ApiRoute =
  | { kind: "overview"; path: string }
  | { kind: "changes"; path: string }
  | { kind: "operation"; path: string; operationId: string };

export type ApiRouteKind = ApiRoute["kind"];

export const API_TEMPLATES = {
  overview: "src/templates/api-overview.tsx",
  changes: "src/templates/api-changes.tsx",
  operation: "src/templates/api-operation.tsx",
} as const satisfies Record<ApiRouteKind, string>;

/**
 * The template of an operation page that shows "New since" / "Changed since" markers: the plain one's
 * page with the markers' component, kept out of the plain template's chunk so that a site with
 * one docs version ships exactly what it did before versions existed.
 */
export const API_OPERATION_MARKED_TEMPLATE = "src/templates/api-operation-changes.tsx";

/**
 * Every page of the API reference. Pure; fails on two operations sharing a page. With
 * `changes`, the "API changes since" page too (an operation whose slug is `changes` clashes).
 */
export function apiRoutes(
  operations: ReadonlyArray<{ operationId: string; slug: string }>,
  base = "/docs",
  changes = false,
): ApiRoute[] {
  const seen = new Map<string, string>();
  const routes: ApiRoute[] = [{ kind: "overview", path: apiRoute(base) }];
  const changesRoute = changes ? apiChangesRoute(base) : null;
  if (changesRoute) routes.push({ kind: "changes", path: changesRoute });
  for (const op of operations) {
    const route = apiOperationRoute(op.slug, base);
    if (route === changesRoute) {
      throw new Error(
        `openapi: operation ${op.operationId} would have the page ${route}, which is the "API changes since" page of the version`,
      );
    }
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
  const { version } = site;
  const { spec, operations, overview } = site.api();
  const { sidebars } = site.sidebars();
  const byId = new Map(operations.map((model) => [model.view.operationId, model]));
  // What changed since the previous version: shown on the current version's pages only.
  const changes = version.current ? site.site.changes() : null;

  const routes = apiRoutes(
    operations.map((model) => ({ operationId: model.view.operationId, slug: model.slug })),
    version.path,
    changes !== null,
  );
  for (const route of routes) {
    const navigation = {
      ...docsNavigation(sidebars, route.path, version),
      ...versionContext(site, route.path),
    };
    const component = path.resolve(API_TEMPLATES[route.kind]);
    if (route.kind === "changes") {
      const context: ApiChangesPageContext = {
        id: spec.id,
        route: route.path,
        ...navigation,
        model: changes!.model,
      };
      actions.createPage({ path: route.path, component, context });
    } else if (route.kind === "overview") {
      const context: ApiOverviewPageContext = {
        id: spec.id,
        route: route.path,
        ...navigation,
        ...overview,
        ...(changes ? { overviewMarkers: overviewMarkers(changes.markers, changes.route) } : {}),
      };
      actions.createPage({ path: route.path, component, context });
    } else {
      const model = byId.get(route.operationId)!;
      const markers = operationMarkersOf(changes, route.operationId);
      const context: ApiOperationPageContext = {
        id: model.id,
        route: route.path,
        ...navigation,
        ...operationHtmlView(model),
        ...(markers ? { changeMarkers: markers, changesRoute: changes!.route } : {}),
      };
      actions.createPage({
        path: route.path,
        component: markers ? path.resolve(API_OPERATION_MARKED_TEMPLATE) : component,
        context,
      });
    }
  }
};
