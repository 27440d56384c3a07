/**
 * What changed from one documented FlowG version to the next (issue 26): the API, the CLI and
 * the environment variables compared at build time, and the markers the newer version's pages
 * show. Pure: the caller hands in each version's parsed OpenAPI document and validated CLI data.
 */
import type {
  ApiChange,
  ChangeMarkerKind,
  CliChange,
  EnvChange,
  VersionDiff,
  VersionDiffCounts,
  VersionMarkers,
  VersionRef,
} from "@shared/version-changes";
import { diffApi, type OpenApiDoc } from "./api";
import { diffCli, diffEnv, type CliRecord } from "./cli";

export { diffApi, type OpenApiDoc } from "./api";
export { diffCli, diffEnv, envVariables, type CliRecord } from "./cli";

/** One version's data, as the diff reads it. */
export interface VersionInput extends VersionRef {
  api: OpenApiDoc;
  /** Where `api` was read from (openapi/flowg.yaml, versions/0.45.8/openapi.yaml), for errors. */
  apiFile?: string;
  cli: readonly CliRecord[];
}

function countsOf(api: ApiChange[], cli: CliChange[], env: EnvChange[]): VersionDiffCounts {
  const count = <T extends { kind: string }>(list: T[], test: (item: T) => boolean) =>
    list.filter(test).length;
  const changedOperations = new Set(
    api
      .filter((c) => !(c.target === "operation" && c.kind !== "changed"))
      .map((c) => c.operationId),
  );
  return {
    operationsAdded: count(api, (c) => c.target === "operation" && c.kind === "added"),
    operationsRemoved: count(api, (c) => c.target === "operation" && c.kind === "removed"),
    operationsChanged: changedOperations.size,
    apiChanges: api.length,
    commandsAdded: count(cli, (c) => c.target === "command" && c.kind === "added"),
    commandsRemoved: count(cli, (c) => c.target === "command" && c.kind === "removed"),
    flagsAdded: count(cli, (c) => c.target === "flag" && c.kind === "added"),
    flagsRemoved: count(cli, (c) => c.target === "flag" && c.kind === "removed"),
    flagsChanged: count(cli, (c) => c.target === "flag" && c.kind === "changed"),
    configKeysAdded: count(cli, (c) => c.target === "configKey" && c.kind === "added"),
    configKeysRemoved: count(cli, (c) => c.target === "configKey" && c.kind === "removed"),
    configKeysChanged: count(cli, (c) => c.target === "configKey" && c.kind === "changed"),
    cliChanges: cli.length,
    envAdded: count(env, (c) => c.kind === "added"),
    envRemoved: count(env, (c) => c.kind === "removed"),
    envChanged: count(env, (c) => c.kind === "changed"),
  };
}

/**
 * The headline figures of a release, those that are not zero: what the landing page and the
 * draft release post lead with.
 */
export function releaseFigures(counts: VersionDiffCounts): Array<{ count: number; what: string }> {
  return [
    { count: counts.operationsAdded, what: "new API operations" },
    { count: counts.operationsChanged, what: "API operations changed" },
    { count: counts.commandsAdded + counts.flagsAdded, what: "new commands and flags" },
    { count: counts.commandsRemoved + counts.flagsRemoved, what: "commands and flags removed" },
    { count: counts.envAdded, what: "new environment variables" },
    { count: counts.envRemoved, what: "environment variables removed" },
  ].filter((figure) => figure.count > 0);
}

/** Everything that changed from `from` to `to`. */
export function diffVersions({ from, to }: { from: VersionInput; to: VersionInput }): VersionDiff {
  const api = diffApi(from.api, to.api, {
    before: from.apiFile ?? `the OpenAPI document of ${from.label}`,
    after: to.apiFile ?? `the OpenAPI document of ${to.label}`,
  });
  const cli = diffCli(from.cli, to.cli);
  const env = diffEnv(from.cli, to.cli);
  return {
    from: { name: from.name, label: from.label },
    to: { name: to.name, label: to.label },
    api,
    cli,
    env,
    counts: countsOf(api, cli, env),
  };
}

const markerOf = (kind: ApiChange["kind"]): ChangeMarkerKind =>
  kind === "added" ? "new" : "changed";

/** Sets a marker; "new" is kept over "changed" (a new enum value does not make a new field old). */
function mark(map: Record<string, ChangeMarkerKind>, key: string, marker: ChangeMarkerKind): void {
  if (map[key] !== "new") map[key] = marker;
}

function child<T>(map: Record<string, T>, key: string, make: () => T): T {
  return (map[key] ??= make());
}

/**
 * The lookups the newer version's pages read. An operation is "new" or "changed"; inside a
 * changed operation, parameters and fields that were added are "new", those that changed or got
 * or lost enum values are "changed" (a removed parameter or field marks its operation only, as
 * the page no longer shows it). The same for commands, their flags and configuration keys, and
 * for variables.
 */
export function markersFor(diff: VersionDiff): VersionMarkers {
  const markers: VersionMarkers = {
    from: diff.from,
    to: diff.to,
    operations: {},
    parameters: {},
    fields: {},
    commands: {},
    flagMarkers: {},
    configKeys: {},
    env: {},
  };
  for (const change of diff.api) {
    if (change.target === "operation" && change.kind === "removed") continue;
    const id = change.operationId;
    const isNew = change.target === "operation" && change.kind === "added";
    const entry = child(markers.operations, id, () => ({
      marker: isNew ? ("new" as const) : ("changed" as const),
      changes: [],
    }));
    entry.changes.push(change);
    if (change.kind === "removed") continue;
    const marker = markerOf(change.kind);
    if (change.target === "parameter") {
      mark(
        child(markers.parameters, id, () => ({})),
        change.name,
        marker,
      );
    } else if (change.target === "requestField" || change.target === "responseField") {
      const body = change.target === "requestField" ? "request" : "response";
      mark(
        child(markers.fields, id, () => ({ request: {}, response: {} }))[body],
        change.name,
        marker,
      );
    } else if (change.target === "enum") {
      if (change.in === "parameter") {
        mark(
          child(markers.parameters, id, () => ({})),
          change.name,
          "changed",
        );
      } else if (change.in) {
        const fields = child(markers.fields, id, () => ({ request: {}, response: {} }));
        mark(fields[change.in], change.name, "changed");
      }
    }
  }
  // A removed enum value or field still changes the operation's fields: nothing more to mark.
  for (const change of diff.cli) {
    if (change.kind === "removed" && change.target === "command") continue;
    if (change.target === "command") {
      markers.commands[change.command] = "new";
      continue;
    }
    mark(markers.commands, change.command, "changed");
    if (change.kind === "removed") continue;
    const map = change.target === "flag" ? markers.flagMarkers : markers.configKeys;
    mark(
      child(map, change.command, () => ({})),
      change.name,
      markerOf(change.kind),
    );
  }
  for (const change of diff.env) {
    if (change.kind !== "removed") markers.env[change.name] = markerOf(change.kind);
  }
  return markers;
}
