import type { ReactNode } from "react";
import { markerComparison, markerLabel } from "@shared/change-marker-words";
import type { ChangeMarkerKind, VersionRef } from "@shared/version-changes";
import { cx } from "../../theme-common/classNames";
import * as styles from "./styles.module.css";

export interface ChangeMarkerProps {
  marker: ChangeMarkerKind;
  /** The version the page documents. */
  to: VersionRef;
  /** The version it is compared with. */
  from: VersionRef;
}

/**
 * "New since v0.45.8" / "Changed since v0.45.8" beside an operation, field, flag or variable.
 * The comparison ("in v0.63.0, not in v0.45.8") is part of its text for screen readers, and its
 * tooltip.
 */
export function ChangeMarker({ marker, to, from }: ChangeMarkerProps) {
  const comparison = markerComparison(marker, to, from);
  return (
    <span
      className={cx(styles.marker, marker === "new" ? styles.isNew : styles.isChanged)}
      title={comparison}
    >
      {markerLabel(marker, from)}
      <span className="visually-hidden"> ({comparison})</span>
    </span>
  );
}

/** A marker on a line of its own, followed by `children` (a link to every change). */
export function ChangeMarkerLine({
  children,
  ...marker
}: ChangeMarkerProps & { children?: ReactNode }) {
  return (
    <p className={styles.line}>
      <ChangeMarker {...marker} />
      {children}
    </p>
  );
}
