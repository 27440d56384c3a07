/**
 * The API overview's markers: which operations of its tag lists are new or changed, and the
 * sentence above the lists. Apart from version-changes.ts for the same reason as
 * change-marker-words.ts: the overview's chunk carries this module, not the wording of the
 * "changes since" pages.
 */
import type { ChangeMarkerKind, VersionMarkers, VersionRef } from "./version-changes";

/** What the API overview shows beside each operation of its lists that is new or changed. */
export interface OverviewMarkers {
  from: VersionRef;
  to: VersionRef;
  /** operationId -> marker, for the operations that are new or changed only. */
  operations: Record<string, ChangeMarkerKind>;
  /** How many are new and how many changed, for the sentence above the lists. */
  added: number;
  changed: number;
  /** The "API changes since" page, without the base path. */
  changesRoute: string;
}

/** The overview's slice of the markers: one word per operation (no field-level detail). */
export function overviewMarkers(markers: VersionMarkers, changesRoute: string): OverviewMarkers {
  const operations = Object.fromEntries(
    Object.entries(markers.operations).map(([id, own]) => [id, own.marker]),
  );
  const kinds = Object.values(operations);
  return {
    from: markers.from,
    to: markers.to,
    operations,
    added: kinds.filter((kind) => kind === "new").length,
    changed: kinds.filter((kind) => kind === "changed").length,
    changesRoute,
  };
}

/**
 * The overview's sentence above its lists: "Compared with v0.45.8, 12 operations are new and 9
 * have changed (marked below)."
 */
export function overviewMarkersSentence(markers: OverviewMarkers): string {
  const { added, changed, from } = markers;
  const ops = (n: number) => `${n} operation${n === 1 ? "" : "s"}`;
  const changedWords = (n: number) => (n === 1 ? "has changed" : "have changed");
  if (added === 0 && changed === 0) return `No operation has changed since ${from.label}.`;
  const text =
    added === 0
      ? `${ops(changed)} ${changedWords(changed)}`
      : changed === 0
        ? `${ops(added)} ${added === 1 ? "is" : "are"} new`
        : `${ops(added)} ${added === 1 ? "is" : "are"} new and ${changed} ${changedWords(changed)}`;
  return `Compared with ${from.label}, ${text} (marked in the lists below).`;
}
