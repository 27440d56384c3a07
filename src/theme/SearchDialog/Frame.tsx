import type { KeyboardEvent, ReactNode, Ref } from "react";
import * as styles from "./frame.module.css";

interface SearchFrameProps {
  /** A click on the backdrop. */
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  dialogRef?: Ref<HTMLDivElement>;
  /** While the dialog's code loads (the frame then holds only the search field). */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The modal around search: backdrop and dialog box. The search host draws it with the field
 * alone the moment search opens, so the keys typed while the dialog's code loads go into a real
 * input; the dialog then draws the same frame around the field and the results.
 */
export function SearchFrame({ onClose, onKeyDown, dialogRef, busy, children }: SearchFrameProps) {
  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      {/* Escape and Tab are handled for the whole dialog, wherever focus is inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
