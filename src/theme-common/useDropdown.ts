import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";

type FocusTarget = "first" | "last" | null;

function linksIn(root: HTMLElement | null): HTMLElement[] {
  return [...(root?.querySelectorAll<HTMLElement>("ul a") ?? [])];
}

/** Focuses the link at `index` (negative: from the end, wrapping around). */
function focusLinkIn(root: HTMLElement | null, index: number): void {
  const all = linksIn(root);
  all[(index + all.length) % all.length]?.focus();
}

/**
 * Behaviour of a navbar dropdown (disclosure pattern: a button and a list of links). It opens
 * on mouse hover, on keyboard focus, and on click or tap; Enter, Space and ArrowDown open it and
 * focus the first link (ArrowUp: the last); arrow keys, Home and End move between links; Escape
 * closes it and returns focus to the button; it closes when a link is followed and when focus or
 * a tap leaves it.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hovering = useRef(false);
  const focusOnOpen = useRef<FocusTarget>(null);
  const listId = useId();

  const openAndFocus = (target: FocusTarget) => {
    focusOnOpen.current = target;
    if (open) focusLinkIn(rootRef.current, target === "last" ? -1 : 0);
    else setOpen(true);
  };

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) focusLinkIn(rootRef.current, focusOnOpen.current === "last" ? -1 : 0);
    focusOnOpen.current = null;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovering.current = true;
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      hovering.current = false;
      setOpen(false);
    },
    onFocus: (event: FocusEvent) => {
      const from = event.relatedTarget as Node | null;
      // Keyboard focus arriving from outside opens it; a click's focus is handled by onClick.
      if (
        !rootRef.current?.contains(from) &&
        (event.target as HTMLElement).matches(":focus-visible")
      )
        setOpen(true);
    },
    // Following one of the links closes it (also when the link leads to the current page).
    onClick: (event: MouseEvent) => {
      if ((event.target as Element).closest("ul a")) setOpen(false);
    },
    onBlur: (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      const all = linksIn(rootRef.current);
      const index = all.indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: -1,
      };
      if (event.key === "Escape" && open) {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      } else if (index >= 0 && event.key in moves) {
        event.preventDefault();
        focusLinkIn(rootRef.current, moves[event.key]!);
      }
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": listId,
    // With a mouse over it, the dropdown is already open: a click keeps it open.
    onClick: () => setOpen((o) => (hovering.current ? true : !o)),
    onKeyDown: (event: KeyboardEvent) => {
      if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
        event.preventDefault();
        event.stopPropagation();
        openAndFocus(event.key === "ArrowUp" ? "last" : "first");
      }
    },
  };

  return { open, close, rootProps, buttonProps, listProps: { id: listId } };
}
