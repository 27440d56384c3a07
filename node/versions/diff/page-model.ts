/**
 * The model of the "API changes since <version>" page, built from a VersionDiff: operations
 * grouped by tag and linked to their pages, the CLI changes by command, the environment
 * variables. The React page (src/theme/VersionChanges) and the Markdown copy (./markdown.ts)
 * both render this one model, section by section in its order.
 */
import { kebabCase } from "../../../plugins/gatsby-source-openapi/operations";
import type {
  ApiChange,
  ChangedOperationEntry,
  CliCommandEntry,
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

  const toc: TocHeading[] = sections.flatMap((section) => [
    { depth: 2, title: section.title, id: section.id },
    ...("groups" in section
      ? section.groups.map((group) => ({ depth: 3, title: group.tag, id: group.id }))
      : []),
  ]);

  const intro =
    `From ${from.label} to ${to.label}: ` +
    `${plural(counts.operationsAdded, "operation")} added, ${counts.operationsRemoved} removed and ${counts.operationsChanged} changed; ` +
    `${plural(counts.commandsAdded, "command")} added and ${counts.commandsRemoved} removed, ` +
    `${plural(counts.flagsAdded, "flag")} added, ${counts.flagsRemoved} removed and ${counts.flagsChanged} changed; ` +
    `${plural(counts.envAdded, "environment variable")} added, ${counts.envRemoved} removed and ${counts.envChanged} with a new default.`;

  return { from, to, title: `API changes since ${from.label}`, intro, sections, toc };
}
