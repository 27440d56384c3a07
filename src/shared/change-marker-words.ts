/**
 * The words of a "New in" / "Changed in" marker. A module of its own so that the browser chunk
 * of every page showing a marker (CLI commands, API operations, the API overview) carries these
 * two functions only: webpack keeps a module whole, with every export any browser code uses,
 * and version-changes.ts also holds the wording of the "changes since" pages.
 */
import type { ChangeMarkerKind, VersionRef } from "./version-changes";

/** The visible words of a marker: "New in v0.63.0". */
export function markerLabel(marker: ChangeMarkerKind, to: VersionRef): string {
  return `${marker === "new" ? "New" : "Changed"} in ${to.label}`;
}

/** What a marker compares against, for its accessible name: "not in v0.45.8". */
export function markerComparison(marker: ChangeMarkerKind, from: VersionRef): string {
  return marker === "new" ? `not in ${from.label}` : `differs from ${from.label}`;
}
