import type { KeyboardEvent } from "react";

/** Tab and Shift+Tab cycle through the dialog's own controls (aria-modal alone does not). */
export function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex="0"]'),
  ];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
