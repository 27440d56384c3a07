/**
 * The model of the "API changes since <version>" page, built from a VersionDiff: operations
 * grouped by tag and linked to their pages, the CLI changes by command, the environment
 * variables. The React page (src/theme/VersionChanges) and the Markdown copy (./markdown.ts)
 * both render this one model, section by section in its order.
 */
import { kebabCase } from "../../../plugins/gatsby-source-openapi/operations";
import { GLANCE_ID } from "@shared/version-changes";
import type {
  ApiChange,
  ChangedOperationEntry,
  CliChange,
  CliCommandEntry,
  GlanceItem,
  GlanceRow,
  OperationGroup,
  VersionChangesModel,
  VersionChangesSection,
  VersionDiff,
} from "@shared/version-changes";
import type { TocHeading } from "@shared/toc";

/** An operation as the route functions receive it. */
export interface OperationRef {
  operationId: string;
  /** The page slug the site gives the operationId (kebab-case). */
  slug: string;
}

/** Where the page links to; routes without the base path, as the site's route builders give them. */
export interface VersionChangesRoutes {
  /** The page of an operation of the newer (current) version. */
  operation: (op: OperationRef) => string;
  /** The page of an operation in the archived older version (for removed operations). */
  archivedOperation: (op: OperationRef) => string;
  /** The page of a command of the newer version, by its words; without it, commands are not links. */
  command?: (path: readonly string[]) => string;
  /** The page of a command in the archived older version (for removed commands). */
  archivedCommand?: (path: readonly string[]) => string;
}

/** Heading ids of the page's sections; stable, so links to them keep working. */
export const SECTION_IDS = {
  addedOperations: "added-operations",
  removedOperations: "removed-operations",
  changedOperations: "changed-operations",
  cli: "command-line",
  env: "environment-variables",
} as const;

/** A tag as a heading id segment: "Auth providers" -> "auth-providers". */
function idSegment(tag: string): string {
  return (
    tag
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "other"
  );
}

/** Operations grouped by tag; tags and operations in the order the diff lists them. */
function groupByTag(
  sectionId: string,
  changes: readonly ApiChange[],
  entry: (changes: ApiChange[]) => ChangedOperationEntry,
): OperationGroup[] {
  const byTag = new Map<string, Map<string, ApiChange[]>>();
  for (const change of changes) {
    const operations = byTag.get(change.tag) ?? new Map<string, ApiChange[]>();
    byTag.set(change.tag, operations);
    const list = operations.get(change.operationId) ?? [];
    list.push(change);
    operations.set(change.operationId, list);
  }
  return [...byTag].map(([tag, operations]) => ({
    tag,
    id: `${sectionId}-${idSegment(tag)}`,
    operations: [...operations.values()].map(entry),
  }));
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** A row names its items when there are at most this many; else its section lists them. */
const GLANCE_ITEMS = 8;

/** The type part of a parameter's or field's short text ("query, string, required"). */
const typeOf = (text = "") => text.slice(0, text.lastIndexOf(", "));
const isRequired = (text = "") => text.endsWith(", required");

/**
 * A change to what an operation accepts that a request made for the older version can fail on:
 * a new required parameter or field, one that became required or changed type, a removed one,
 * a value no longer allowed.
 */
function tightensRequest(c: ApiChange): boolean {
  if (c.target === "enum") return c.in !== "response" && c.kind === "removed";
  if (c.target !== "parameter" && c.target !== "requestField") return false;
  if (c.kind === "removed") return true;
  if (c.kind === "added") return isRequired(c.after);
  return (!isRequired(c.before) && isRequired(c.after)) || typeOf(c.before) !== typeOf(c.after);
}

/** A change to an answer that a client reading the older version's answer can trip on. */
function changesResponse(c: ApiChange): boolean {
  if (c.target !== "responseField") return false;
  return c.kind === "removed" || (c.kind === "changed" && typeOf(c.before) !== typeOf(c.after));
}

/**
 * The summary that opens the page: for each kind of change, how many operations, flags or
 * variables it touches and whether a reader of the older version must act. Rows that touch
 * nothing are left out; the ones that need action come first.
 */
function glanceRows(
  diff: VersionDiff,
  operationItem: (change: ApiChange) => GlanceItem,
  cliItem: (change: CliChange) => GlanceItem,
): GlanceRow[] {
  const { from, to } = diff;
  /** One item per operation with at least one change that `test` accepts. */
  const operations = (test: (c: ApiChange) => boolean): GlanceItem[] => {
    const seen = new Map<string, GlanceItem>();
    for (const c of diff.api) if (test(c) && !seen.has(c.operationId)) seen.set(c.operationId, operationItem(c));
    return [...seen.values()];
  };
  const cli = (kind: CliChange["kind"]) => diff.cli.filter((c) => c.kind === kind).map(cliItem);
  const env = (kind: EnvChangeKind) =>
    diff.env.filter((v) => v.kind === kind).map((v) => ({ text: v.name, href: null }));
  const isOperation = (c: ApiChange) => c.target === "operation";
  type Row = Omit<GlanceRow, "count" | "additionsOnly">;
  const mayBreak: Row[] = [
    {
      change: "Operations removed",
      affects: `Yes, if you call them: ${to.label} does not have them.`,
      items: operations((c) => isOperation(c) && c.kind === "removed"),
      section: SECTION_IDS.removedOperations,
    },
    {
      change: "Requests that can now fail",
      affects: `Yes, if you call them: a request written for ${from.label} may not fit ${to.label} (a new required parameter or field, a changed or dropped one, or fewer allowed values).`,
      items: operations(tightensRequest),
      section: SECTION_IDS.changedOperations,
    },
    {
      change: "Permissions",
      affects: "Yes, if your tokens call them: the permission they need changed.",
      items: operations((c) => c.target === "scope"),
      section: SECTION_IDS.changedOperations,
    },
    {
      change: "Answers that changed",
      affects: "If your client reads their answers: a field it reads is gone or has another type.",
      items: operations(changesResponse),
      section: SECTION_IDS.changedOperations,
    },
    {
      change: "New status codes",
      affects: "If your client handles answers by status code: they have more of them.",
      items: operations((c) => c.target === "status" && c.kind === "added"),
      section: SECTION_IDS.changedOperations,
    },
    {
      change: "Commands, flags and configuration keys removed",
      affects: `Yes, if your scripts, service files or container commands use them: ${to.label} no longer has them.`,
      items: cli("removed"),
      section: SECTION_IDS.cli,
    },
    {
      change: "Flags and keys with other values or defaults",
      affects: "If you rely on the older values or defaults.",
      items: cli("changed"),
      section: SECTION_IDS.cli,
    },
    {
      change: "Environment variables removed",
      affects: `Yes, if you set them: ${to.label} does not read them.`,
      items: env("removed"),
      section: SECTION_IDS.env,
    },
    {
      change: "Environment variables with a new default",
      affects: "If you leave them unset and rely on the old default.",
      items: env("changed"),
      section: SECTION_IDS.env,
    },
  ];
  const additions: Row[] = [
    {
      change: "Operations added",
      affects: "No: new operations only.",
      items: operations((c) => isOperation(c) && c.kind === "added"),
      section: SECTION_IDS.addedOperations,
    },
    {
      change: "Commands, flags and configuration keys added",
      affects: "No, unless you want what they do.",
      items: cli("added"),
      section: SECTION_IDS.cli,
    },
    {
      change: "Environment variables added",
      affects: "No, unless you want what they set.",
      items: env("added"),
      section: SECTION_IDS.env,
    },
  ];
  return [
    ...mayBreak.map((row) => ({ ...row, additionsOnly: false })),
    ...additions.map((row) => ({ ...row, additionsOnly: true })),
  ]
    .filter((row) => row.items.length > 0)
    .map((row) => ({
      ...row,
      count: row.items.length,
      items: row.items.length <= GLANCE_ITEMS ? row.items : [],
    }));
}

type EnvChangeKind = VersionDiff["env"][number]["kind"];

/** The page model of a diff; `routes` gives the links. */
export function versionChangesModel(
  diff: VersionDiff,
  routes: VersionChangesRoutes,
): VersionChangesModel {
  const { from, to, counts } = diff;
  const ref = (operationId: string): OperationRef => ({
    operationId,
    slug: kebabCase(operationId),
  });
  const isOperation = (kind: ApiChange["kind"]) => (c: ApiChange) =>
    c.target === "operation" && c.kind === kind;
  const added = diff.api.filter(isOperation("added"));
  const removed = diff.api.filter(isOperation("removed"));
  const changed = diff.api.filter((c) => !isOperation("added")(c) && !isOperation("removed")(c));
  /** An operation of the page; its changes are listed only under "Changed operations". */
  const entry =
    (href: (op: OperationRef) => string, listChanges: boolean) =>
    (changes: ApiChange[]): ChangedOperationEntry => {
      const first = changes[0]!;
      return {
        operationId: first.operationId,
        method: first.method,
        path: first.path,
        href: href(ref(first.operationId)),
        changes: listChanges ? changes : [],
      };
    };

  const operationItem = (c: ApiChange): GlanceItem => ({
    text: c.operationId,
    href: (isOperation("removed")(c) ? routes.archivedOperation : routes.operation)(ref(c.operationId)),
  });
  const cliItem = (c: CliChange): GlanceItem => {
    // What was removed is documented on the older version's command page.
    const route = c.kind === "removed" ? routes.archivedCommand : routes.command;
    const text =
      c.target === "command"
        ? c.command
        : c.target === "flag"
          ? `${c.command} --${c.name}`
          : `${c.command}: ${c.name}`;
    return { text, href: route ? route(c.command.split(" ")) : null };
  };
  const glance = glanceRows(diff, operationItem, cliItem);

  const commands = new Map<string, CliCommandEntry>();
  for (const change of diff.cli) {
    const words = change.command.split(" ");
    const removedCommand = change.target === "command" && change.kind === "removed";
    const route = removedCommand ? routes.archivedCommand : routes.command;
    const entry = commands.get(change.command) ?? {
      command: change.command,
      href: route ? route(words) : null,
      changes: [],
    };
    entry.changes.push(change);
    commands.set(change.command, entry);
  }

  const sections: VersionChangesSection[] = [
    {
      kind: "addedOperations",
      id: SECTION_IDS.addedOperations,
      title: "Added operations",
      empty: `No operation was added in ${to.label}.`,
      groups: groupByTag(SECTION_IDS.addedOperations, added, entry(routes.operation, false)),
    },
    {
      kind: "removedOperations",
      id: SECTION_IDS.removedOperations,
      title: "Removed operations",
      empty: `No operation of ${from.label} was removed.`,
      groups: groupByTag(
        SECTION_IDS.removedOperations,
        removed,
        entry(routes.archivedOperation, false),
      ),
    },
    {
      kind: "changedOperations",
      id: SECTION_IDS.changedOperations,
      title: "Changed operations",
      empty: `No operation changed between ${from.label} and ${to.label}.`,
      groups: groupByTag(SECTION_IDS.changedOperations, changed, entry(routes.operation, true)),
    },
    {
      kind: "cli",
      id: SECTION_IDS.cli,
      title: "Command line",
      empty: `No command, flag or configuration key changed between ${from.label} and ${to.label}.`,
      commands: [...commands.values()],
    },
    {
      kind: "env",
      id: SECTION_IDS.env,
      title: "Environment variables",
      empty: `No environment variable was added or removed, and no default changed.`,
      variables: diff.env,
    },
  ];

  const toc: TocHeading[] = [
    { depth: 2, title: "At a glance", id: GLANCE_ID },
    ...sections.flatMap((section) => [
    { depth: 2, title: section.title, id: section.id },
    ...("groups" in section
      ? section.groups.map((group) => ({ depth: 3, title: group.tag, id: group.id }))
      : []),
    ]),
  ];

  const intro =
    `From ${from.label} to ${to.label}: ` +
    `${plural(counts.operationsAdded, "operation")} added, ${counts.operationsRemoved} removed and ${counts.operationsChanged} changed; ` +
    `${plural(counts.commandsAdded, "command")} added and ${counts.commandsRemoved} removed, ` +
    `${plural(counts.flagsAdded, "flag")} added, ${counts.flagsRemoved} removed and ${counts.flagsChanged} changed; ` +
    `${plural(counts.envAdded, "environment variable")} added, ${counts.envRemoved} removed and ${counts.envChanged} with a new default.`;

  return { from, to, title: `API changes since ${from.label}`, intro, glance, sections, toc };
}
