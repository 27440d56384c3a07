import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import type { SearchDialogProps } from "../SearchDialog";
import { listenForSearchShortcut, loadSearchDialog, onOpenSearch } from "./open";

/**
 * Installs the site's one keyboard listener for search (`listenForSearchShortcut`: Ctrl/Cmd+K
 * and "/" call `openSearch`, like the search buttons). Answers every open request (./open.ts), loads the dialog on first use and
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
    const stopShortcut = listenForSearchShortcut(document);
    const unsubscribe = onOpenSearch(show);
    return () => {
      stopShortcut();
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
