import path from "node:path";
import {
  commandPageMarkers,
  operationPageMarkers,
  type CommandPageMarkers,
  type OperationPageMarkers,
  type VersionChangesModel,
  type VersionDiff,
  type VersionMarkers,
} from "@shared/version-changes";
import { apiChangesRoute, apiOperationRoute, cliRoute } from "@shared/routes";
import { parseCliFile, stripNodeKeys } from "../cli/schema";
import type { NodeStore, VersionView } from "../store";
import { diffVersions, markersFor, type CliRecord, type VersionInput } from "./diff";
import { versionChangesModel, type VersionChangesRoutes } from "./diff/page-model";

/**
 * What changed from the previous docs version to the current one, for the pages of the current
 * version: its operation and command pages' markers and the "API changes since <previous>"
 * page. A part of the site model, made from the nodes of both versions, only when the site has
 * an archived version.
 */
export interface VersionChanges {
  diff: VersionDiff;
  markers: VersionMarkers;
  /** The changes page's model, its links routes without the base path. */
  model: VersionChangesModel;
  /** Its route: /docs/api/changes. */
  route: string;
}

/** The files a version's nodes were read from, for messages ("content/cli/flowg-server.yaml"). */
function fileOf(store: NodeStore, parent: string | null | undefined, fallback: string): string {
  const file = parent ? store.files().find((f) => f.id === parent) : undefined;
  return file ? path.relative(process.cwd(), file.absolutePath) : fallback;
}

/** The diff's view of one version: its OpenAPI document and its validated CLI files. */
function versionInput(site: VersionView): VersionInput {
  const spec = site.store.apiSpecs()[0];
  if (!spec) {
    throw new Error(
      `docs version ${site.version.name}: no OpenAPI document, so the changes since the previous version cannot be computed`,
    );
  }
  const cli: CliRecord[] = site.store
    .cliYaml()
    .map((node) =>
      parseCliFile(
        stripNodeKeys(node),
        fileOf(site.store, node.parent, `cli/${String(node.name)}.yaml of ${site.version.name}`),
      ),
    )
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    name: site.version.name,
    label: site.version.label,
    api: spec.document,
    apiFile: fileOf(
      site.store,
      spec.parent,
      site.version.current ? "openapi/flowg.yaml" : `openapi.yaml of ${site.version.name}`,
    ),
    cli,
  };
}

/** The changes page's links, for docs versions under `currentPath` and `previousPath`. */
export function changesRoutes(currentPath: string, previousPath: string): VersionChangesRoutes {
  return {
    operation: (op) => apiOperationRoute(op.slug, currentPath),
    archivedOperation: (op) => apiOperationRoute(op.slug, previousPath),
    command: (words) => cliRoute(words, currentPath),
    archivedCommand: (words) => cliRoute(words, previousPath),
  };
}

/**
 * The changes from `previous` (the archived version just before the current one) to `current`;
 * the site model (node/model/) computes them once per set of inputs, for a site that keeps an
 * archived version.
 */
export function computeVersionChanges(
  current: VersionView,
  previous: VersionView,
): VersionChanges {
  const diff = diffVersions({ from: versionInput(previous), to: versionInput(current) });
  const model = versionChangesModel(
    diff,
    changesRoutes(current.version.path, previous.version.path),
  );
  return {
    diff,
    markers: markersFor(diff),
    model,
    route: apiChangesRoute(current.version.path),
  };
}

/** One operation page's markers, or null (a one-version site, or an operation that did not change). */
export function operationMarkersOf(
  changes: VersionChanges | null,
  operationId: string,
): OperationPageMarkers | null {
  return changes ? operationPageMarkers(changes.markers, operationId) : null;
}

/**
 * One command page's markers, or null (a one-version site, or a command where nothing it shows
 * changed): the command's own, its flags' and those of the variables the page lists.
 */
export function commandMarkersOf(
  changes: VersionChanges | null,
  command: {
    path: readonly string[];
    flagList: ReadonlyArray<{ env: string | null }>;
    environment: ReadonlyArray<{ name: string }>;
  },
): CommandPageMarkers | null {
  if (!changes) return null;
  const variables = [
    ...command.flagList.flatMap((flag) => (flag.env ? [flag.env] : [])),
    ...command.environment.map((variable) => variable.name),
  ];
  const markers = commandPageMarkers(changes.markers, command.path.join(" "), variables);
  const empty = (map: object) => Object.keys(map).length === 0;
  return markers.marker || !empty(markers.flagMarkers) || !empty(markers.env) ? markers : null;
}
