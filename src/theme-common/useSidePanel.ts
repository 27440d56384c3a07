import { useEffect, type RefObject } from "react";
import { useFocusTrap } from "./useFocusTrap";
import { useLockBodyScroll } from "./useLockBodyScroll";
import { useWindowSize } from "./useWindowSize";

/**
 * Behaviour of the mobile side panel while `open`: page scroll blocked, Tab kept inside
 * `panel`, closed by Escape and when the window grows past the shared breakpoint.
 */
export function useSidePanel(
  open: boolean,
  onClose: () => void,
  panel: RefObject<HTMLElement>,
): void {
  const size = useWindowSize();
  useLockBodyScroll(open);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (open && size === "desktop") onClose();
  }, [open, size, onClose]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);
}
