import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import type { SearchDialogProps } from "../SearchDialog";
import { SearchField } from "../SearchDialog/SearchField";
import { SearchFrame } from "../SearchDialog/Frame";
import { listenForSearchShortcut, loadSearchDialog, onOpenSearch } from "./open";

/** The query search opens with, and whether the reader typed it while the dialog loaded. */
interface Opening {
  query: string;
  typed: boolean;
}

/**
 * Installs the site's one keyboard listener for search (`listenForSearchShortcut`: Ctrl/Cmd+K
 * and "/" call `openSearch`, like the search buttons). Answers every open request (./open.ts),
 * loads the dialog on first use and renders it while open. Until the dialog's code has loaded,
 * the search field is drawn alone in the dialog's frame and takes the keys typed meanwhile; the
 * dialog opens on what they wrote. Focus returns where it was when search closes (unless the
 * reader picked a result: the new page takes focus). Renders nothing on the server.
 */
export function SearchHost() {
  const [open, setOpen] = useState(false);
  const isOpen = useRef(false);
  const [opening, setOpening] = useState<Opening>({ query: "", typed: false });
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const lastQuery = useRef("");

  const close = useCallback((query: string, navigated: boolean) => {
    isOpen.current = false;
    lastQuery.current = query;
    setOpen(false);
    if (!navigated) returnFocus.current?.focus();
  }, []);

  const show = useCallback(() => {
    if (!isOpen.current) {
      isOpen.current = true;
      returnFocus.current = document.activeElement as HTMLElement | null;
      setOpening({ query: lastQuery.current, typed: false });
      setOpen(true);
    }
    loadSearchDialog().then(
      (module) => setDialog(() => module.SearchDialog),
      () => close(lastQuery.current, false),
    );
  }, [close]);

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
    const onPop = () => {
      isOpen.current = false;
      setOpen(false);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [open]);

  if (!open) return null;
  if (!Dialog)
    return (
      <LoadingSearch
        query={opening.query}
        onQuery={(query) => setOpening({ query, typed: true })}
        onClose={(query) => close(query, false)}
      />
    );
  return <Dialog initialQuery={opening.query} selectQuery={!opening.typed} onClose={close} />;
}

interface LoadingSearchProps {
  query: string;
  onQuery: (query: string) => void;
  onClose: (query: string) => void;
}

/** The search field in the dialog's frame, focused at once, while the dialog's code loads. */
function LoadingSearch({ query, onQuery, onClose }: LoadingSearchProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <SearchFrame
      busy
      onClose={() => onClose(query)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose(query);
      }}
    >
      <SearchField
        inputRef={inputRef}
        query={query}
        onQuery={onQuery}
        onKeyDown={() => undefined}
        onClose={() => onClose(query)}
        listId={null}
        activeId={null}
      />
    </SearchFrame>
  );
}
