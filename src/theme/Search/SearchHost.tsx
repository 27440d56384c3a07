import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { isSearchShortcut } from "../../theme-common/search/shortcut";
import type { SearchDialogProps } from "../SearchDialog";
import { loadSearchDialog, onOpenSearch, openSearch } from "./open";

/**
 * The site's one keyboard listener for search: Ctrl/Cmd+K and "/" call `openSearch`, like the
 * search buttons. Answers every open request (./open.ts), loads the dialog on first use and
 * renders it while open. Focus returns where it was when the dialog closes
 * (unless the reader picked a result: the new page takes focus). Renders nothing on the server.
 */
export function SearchHost() {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const lastQuery = useRef("");

  const show = useCallback(() => {
    setOpen((wasOpen) => {
      if (!wasOpen) returnFocus.current = document.activeElement as HTMLElement | null;
      return true;
    });
    loadSearchDialog().then(
      (module) => setDialog(() => module.SearchDialog),
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener("keydown", onKey);
    const unsubscribe = onOpenSearch(show);
    return () => {
      document.removeEventListener("keydown", onKey);
      unsubscribe();
    };
  }, [show]);

  // Back/forward while the dialog is open: the page changes under it, so it goes away.
  useEffect(() => {
    if (!open) return;
    const onPop = () => setOpen(false);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [open]);

  const close = useCallback((query: string, navigated: boolean) => {
    lastQuery.current = query;
    setOpen(false);
    if (!navigated) returnFocus.current?.focus();
  }, []);

  if (!open || !Dialog) return null;
  return <Dialog initialQuery={lastQuery.current} onClose={close} />;
}
