/**
 * What changed between two documented FlowG versions (issue 26), as the pages read it: the
 * changes the build computes (node/versions/diff/), the "New since" / "Changed since" markers of
 * the current version's pages, and the model of the "API changes since <version>" page. Pure
 * types and small helpers, no Node or browser API.
 */
import type { TocHeading } from "./toc";

/** A documented FlowG version, as the site configuration names it ("0.45.8", "v0.45.8"). */
export interface VersionRef {
  name: string;
  label: string;
}

export type ChangeKind = "added" | "removed" | "changed";

/** What an API change is about. */
export type ApiChangeTarget =
  "operation" | "parameter" | "requestField" | "responseField" | "status" | "scope" | "enum";

/** Where an `enum` change sits: a parameter's values, or a field of the request or response body. */
export type EnumLocation = "parameter" | "request" | "response";

/** One difference in the HTTP API between two versions. */
export interface ApiChange {
  /** The operationId in the newer version (in the older one for a removed operation). */
  operationId: string;
  /** Upper-case HTTP method: "GET". */
  method: string;
  path: string;
  /** The operation's first tag in the version it is described from ("default" without one). */
  tag: string;
  kind: ChangeKind;
  target: ApiChangeTarget;
  /**
   * What changed inside the operation: the parameter's name, the field's path
   * (`config.retention.ttl`, `records[].fields`), the status code, the operationId for an
   * operation, the permission extension's name for a scope.
   */
  name: string;
  /** Only on `enum` changes: whose allowed values these are. */
  in?: EnumLocation;
  /** Short text of the older value (a type, a scope, an enum value...). */
  before?: string;
  /** Short text of the newer value. */
  after?: string;
  /** One plain English sentence, without Markdown. */
  summary: string;
}

/** What a CLI change is about: a command, one of its flags, or a key of its configuration file. */
export type CliChangeTarget = "command" | "flag" | "configKey";

/** One difference in the command-line programs between two versions. */
export interface CliChange {
  /** The command's words, binary first: "flowg-client stream list". */
  command: string;
  kind: ChangeKind;
  target: CliChangeTarget;
  /** The command path for a command, the flag's name without dashes, the key's dotted path. */
  name: string;
  before?: string;
  after?: string;
  summary: string;
}

/** Where a version reads an environment variable. */
export interface EnvUse {
  /** The command's words, binary first. */
  command: string;
  /** Through a flag's default, the command's own `environment` list, or a configuration key. */
  via: "flag" | "environment" | "configKey";
  /** The flag's name, the key's path; the variable's name for an `environment` entry. */
  ref: string;
  default?: string;
}

/** One difference in the environment variables read by the programs. */
export interface EnvChange {
  /** The variable: FLOWG_BADGER_AUTH_DIR. */
  name: string;
  kind: ChangeKind;
  /** The default in the older version ("" is an empty default; absent when none is stated). */
  before?: string;
  after?: string;
  /** Where the version that has the variable reads it (the newer one unless it was removed). */
  usedBy: EnvUse[];
  summary: string;
}

export interface VersionDiffCounts {
  operationsAdded: number;
  operationsRemoved: number;
  /** Operations present in both versions with at least one change. */
  operationsChanged: number;
  apiChanges: number;
  commandsAdded: number;
  commandsRemoved: number;
  flagsAdded: number;
  flagsRemoved: number;
  flagsChanged: number;
  configKeysAdded: number;
  configKeysRemoved: number;
  configKeysChanged: number;
  cliChanges: number;
  envAdded: number;
  envRemoved: number;
  envChanged: number;
}

/** Everything that changed from one version to the next. */
export interface VersionDiff {
  from: VersionRef;
  to: VersionRef;
  api: ApiChange[];
  cli: CliChange[];
  env: EnvChange[];
  counts: VersionDiffCounts;
}

/** What a page shows beside an item of the newer version: it is new, or it differs. */
export type ChangeMarkerKind = "new" | "changed";

export interface OperationMarker {
  marker: ChangeMarkerKind;
  /** Every change of the operation, in the diff's order. */
  changes: ApiChange[];
}

/**
 * The markers of the newer version's pages, keyed by what the pages know. An item is listed
 * only when it is new or changed; items inside a new operation or command are not listed one by
 * one (the operation's or command's own marker covers them). Plain objects, so they travel as
 * JSON in page context.
 */
export interface VersionMarkers {
  from: VersionRef;
  to: VersionRef;
  /** operationId -> marker and changes. */
  operations: Record<string, OperationMarker>;
  /** operationId -> parameter name -> marker. */
  parameters: Record<string, Record<string, ChangeMarkerKind>>;
  /** operationId -> body -> field path (as the schema tables write it) -> marker. */
  fields: Record<
    string,
    { request: Record<string, ChangeMarkerKind>; response: Record<string, ChangeMarkerKind> }
  >;
  /** Command words ("flowg-client stream tail") -> marker ("changed": a flag or key changed). */
  commands: Record<string, ChangeMarkerKind>;
  /**
   * Command words -> flag name -> marker. Not `flags`: Babel's usage-based polyfills take any
   * `.flags` read in a module the browser loads for RegExp#flags and add core-js's polyfill.
   */
  flagMarkers: Record<string, Record<string, ChangeMarkerKind>>;
  /** Command words -> configuration key path -> marker. */
  configKeys: Record<string, Record<string, ChangeMarkerKind>>;
  /** Variable name -> marker. */
  env: Record<string, ChangeMarkerKind>;
}

/** An operation as the changes page lists it. */
export interface ChangedOperationEntry {
  operationId: string;
  method: string;
  path: string;
  /** Its page: in the newer version, or in the archived older one for a removed operation. */
  href: string;
  /** The changes listed under it (empty under "Added" and "Removed"). */
  changes: ApiChange[];
}

/** Operations of one tag. */
export interface OperationGroup {
  tag: string;
  /** Heading id, unique on the page: `changed-operations-streams`. */
  id: string;
  operations: ChangedOperationEntry[];
}

export interface CliCommandEntry {
  command: string;
  /** The command's page (in the archived version when the command was removed). */
  href: string | null;
  changes: CliChange[];
}

interface SectionBase {
  /** Stable heading id. */
  id: string;
  title: string;
  /** The sentence shown when the section is empty. */
  empty: string;
}

export type VersionChangesSection =
  | (SectionBase & { kind: "addedOperations" | "removedOperations"; groups: OperationGroup[] })
  | (SectionBase & { kind: "changedOperations"; groups: OperationGroup[] })
  | (SectionBase & { kind: "cli"; commands: CliCommandEntry[] })
  | (SectionBase & { kind: "env"; variables: EnvChange[] });

/** One thing named by a row of the page's summary: an operation, a flag, a variable. */
export interface GlanceItem {
  text: string;
  /** Its page, when it has one. */
  href: string | null;
}

/**
 * A row of the summary that opens the page: one kind of change, how many things it touches and
 * whether a reader who used the older version has to act.
 */
export interface GlanceRow {
  /** "Requests that need more". */
  change: string;
  count: number;
  /** One sentence: who is affected and how. */
  affects: string;
  /** The things touched, when there are few enough to name on one line; else empty. */
  items: GlanceItem[];
  /** Heading id of the section that lists them. */
  section: string;
  /** The row lists only what was added: nothing that worked with the older version breaks. */
  additionsOnly: boolean;
}

/** Heading id of the summary that opens the page. */
export const GLANCE_ID = "at-a-glance";

/** The summary's sentence when nothing changed. */
export function glanceEmpty(model: Pick<VersionChangesModel, "from" | "to">): string {
  return `Nothing changed between ${model.from.label} and ${model.to.label}: no operation, command, flag, configuration key or environment variable.`;
}

/** The body of the "API changes since <from>" page; its Markdown copy reads the same model. */
export interface VersionChangesModel {
  from: VersionRef;
  to: VersionRef;
  /** "API changes since v0.45.8". */
  title: string;
  /** One sentence with the counts, shown under the title. */
  intro: string;
  /** The summary table that opens the page, under its heading (id GLANCE_ID). */
  glance: GlanceRow[];
  sections: VersionChangesSection[];
  /** The headings of the sections and tag groups, in page order (h2 = 2, h3 = 3). */
  toc: TocHeading[];
}

/** Column headings of the environment-variable table, shared by the page and its copy. */
export function envColumns(from: VersionRef, to: VersionRef): string[] {
  return ["Variable", "Change", `Default in ${from.label}`, `Default in ${to.label}`, "Read by"];
}

/**
 * A default cell of the variables table: the value a version states (shown as code), or words
 * when it states none or does not read the variable at all.
 */
export type EnvDefaultCell = { value: string } | { words: "none stated" | "not read" };

/** The two default cells of a variable's row. */
export function envDefaults(change: EnvChange): { before: EnvDefaultCell; after: EnvDefaultCell } {
  const cell = (read: boolean, value: string | undefined): EnvDefaultCell =>
    !read ? { words: "not read" } : value === undefined ? { words: "none stated" } : { value };
  return {
    before: cell(change.kind !== "added", change.before),
    after: cell(change.kind !== "removed", change.after),
  };
}

/** The text of a change kind in tables: "Added". */
export function kindLabel(kind: ChangeKind): string {
  return kind === "added" ? "Added" : kind === "removed" ? "Removed" : "Changed";
}

/** "flowg-server --http-bind, flowg-server configuration key storage.backend, flowg-health". */
export function envUsesText(uses: readonly EnvUse[]): string {
  return uses
    .map((use) => {
      if (use.via === "flag") return `${use.command} --${use.ref}`;
      if (use.via === "configKey") return `${use.command} configuration key ${use.ref}`;
      return use.command;
    })
    .join(", ");
}

/** A section with nothing to list shows its `empty` sentence instead. */
export function sectionIsEmpty(section: VersionChangesSection): boolean {
  switch (section.kind) {
    case "cli":
      return section.commands.length === 0;
    case "env":
      return section.variables.length === 0;
    default:
      return section.groups.length === 0;
  }
}

/** What an operation page needs of the markers: its own, and those of its parameters and fields. */
export interface OperationPageMarkers {
  from: VersionRef;
  to: VersionRef;
  marker: ChangeMarkerKind;
  parameters: Record<string, ChangeMarkerKind>;
  request: Record<string, ChangeMarkerKind>;
  response: Record<string, ChangeMarkerKind>;
}

/**
 * The slice of the markers one operation page reads (the whole set holds every change of every
 * operation: tens of kilobytes, too much for each page's context); null when it did not change.
 */
export function operationPageMarkers(
  markers: VersionMarkers,
  operationId: string,
): OperationPageMarkers | null {
  const own = markers.operations[operationId];
  if (!own) return null;
  const fields = markers.fields[operationId];
  return {
    from: markers.from,
    to: markers.to,
    marker: own.marker,
    parameters: markers.parameters[operationId] ?? {},
    request: fields?.request ?? {},
    response: fields?.response ?? {},
  };
}

/** What a command page needs of the markers. */
export interface CommandPageMarkers {
  from: VersionRef;
  to: VersionRef;
  /** The command's own marker, when it is new or something of it changed. */
  marker: ChangeMarkerKind | null;
  /** Flag name -> marker (not `flags`, see VersionMarkers.flagMarkers). */
  flagMarkers: Record<string, ChangeMarkerKind>;
  configKeys: Record<string, ChangeMarkerKind>;
  /** The markers of the variables the page lists (`variables`), by name. */
  env: Record<string, ChangeMarkerKind>;
}

/** The slice of the markers one command page reads; `variables` are the names the page shows. */
export function commandPageMarkers(
  markers: VersionMarkers,
  command: string,
  variables: readonly string[],
): CommandPageMarkers {
  const env: Record<string, ChangeMarkerKind> = {};
  for (const name of variables) {
    const marker = markers.env[name];
    if (marker) env[name] = marker;
  }
  return {
    from: markers.from,
    to: markers.to,
    marker: markers.commands[command] ?? null,
    flagMarkers: markers.flagMarkers[command] ?? {},
    configKeys: markers.configKeys[command] ?? {},
    env,
  };
}
