/**
 * The words of a "New since" / "Changed since" marker. A module of its own so that the browser chunk
 * of every page showing a marker (CLI commands, API operations, the API overview) carries these
 * two functions only: webpack keeps a module whole, with every export any browser code uses,
 * and version-changes.ts also holds the wording of the "changes since" pages.
 */
import type { ChangeMarkerKind, VersionRef } from "./version-changes";

/**
 * The visible words of a marker: "New since v0.45.8". A marker knows the two documented versions
 * it compares, not the release in between that brought the change, so it names the older one.
 */
export function markerLabel(marker: ChangeMarkerKind, from: VersionRef): string {
  return `${marker === "new" ? "New" : "Changed"} since ${from.label}`;
}

/** Both sides of the comparison, for its accessible name: "in v0.63.0, not in v0.45.8". */
export function markerComparison(
  marker: ChangeMarkerKind,
  to: VersionRef,
  from: VersionRef,
): string {
  return `in ${to.label}, ${marker === "new" ? "not in" : "different in"} ${from.label}`;
}
