import { navigate, withPrefix } from "gatsby";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import config from "@site-config";
import { PREFERRED_VERSION_STORAGE_KEY } from "../../theme-common/docsVersions";
import { groupHits, searchPageUrl } from "../../theme-common/search/group";
import { SEARCH_VERSIONS, loadSearchEngine } from "../../theme-common/search/load";
import {
  defaultSearchVersion,
  scopeParam,
  versionOfPath,
  type ScopedHit,
} from "../../theme-common/search/scope";
import { useSearch } from "../../theme-common/search/useSearch";
import { storageSlot } from "../../theme-common/storage";
import { useLockBodyScroll } from "../../theme-common/useLockBodyScroll";
import { keepFocusInside } from "./focus";
import { Footer } from "./Footer";
import { SearchFrame } from "./Frame";
import { optionId, ResultList } from "./ResultList";
import { SearchField } from "./SearchField";
import { SearchStatus } from "./SearchStatus";
import { useActiveOption } from "./useActiveOption";
import { VersionScope } from "./VersionScope";
import * as styles from "./styles.module.css";

/**
 * The version search opens on: the docs version of the page being read, else the one the reader
 * chose last in the version menu, else the current one (null before any index exists). Read from
 * the address: importing the page's version context or the theme's location helpers here would
 * split them out of the layout's code and add to every page's script, on sites with one version
 * too.
 */
function pageSearchVersion(): string | null {
  const page = versionOfPath(window.location.pathname, config.docs.versions, withPrefix);
  const preferred = storageSlot(PREFERRED_VERSION_STORAGE_KEY).get();
  return SEARCH_VERSIONS.length ? defaultSearchVersion(SEARCH_VERSIONS, page, preferred) : null;
}

/** Hover or focus on a search button: the index of the version the dialog will open on. */
export function preloadSearchEngine() {
  return loadSearchEngine(pageSearchVersion());
}

export interface SearchDialogProps {
  initialQuery: string;
  /**
   * Select the initial query, so that typing replaces it (the last search, shown again); false
   * puts the caret after it (text typed while the dialog loaded, which typing continues).
   */
  selectQuery?: boolean;
  /** `navigated`: the reader opened a result (focus then belongs to the new page). */
  onClose: (query: string, navigated: boolean) => void;
}

/** Results per kind in the dialog; the search page lists them all. */
const PER_GROUP = 5;

/**
 * The search dialog (loaded on first use, see ../Search/open.ts): a modal with a combobox input
 * and the grouped results as a listbox. ↑/↓ move, Enter opens, Escape or the backdrop closes,
 * Tab stays inside. A live region reads the number of results.
 */
export function SearchDialog({ initialQuery, selectQuery = true, onClose }: SearchDialogProps) {
  const [query, setQuery] = useState(initialQuery);
  const [all, setAll] = useState(false);
  // The dialog mounts on each open, in the browser only: the page it opens over.
  const [version] = useState(pageSearchVersion);
  const scope = useMemo(() => (version === null ? undefined : { version, all }), [version, all]);
  const { status, hits, corrected, terms, suggestions, searchAsTyped, retry } = useSearch(
    query,
    true,
    scope,
  );
  const groups = useMemo(() => groupHits(hits, PER_GROUP), [hits]);
  const options = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const { index, setActive, onKeyDown } = useActiveOption(options.length, query);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  useLockBodyScroll(true);

  // Before the browser paints: a key pressed right after the dialog replaces the search host's
  // field (../Search/SearchHost.tsx) must find this input focused.
  useLayoutEffect(() => {
    const input = inputRef.current;
    input?.focus();
    if (selectQuery) input?.select();
    else input?.setSelectionRange(input.value.length, input.value.length);
    // Only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (index >= 0)
      document.getElementById(optionId(listId, index))?.scrollIntoView({ block: "nearest" });
  }, [index, listId]);

  const open = (hit: ScopedHit) => {
    onClose(query, true);
    void navigate(hit.record.url);
  };
  const openIndex = (i: number) => {
    const hit = options[i];
    if (hit) open(hit);
    else if (query.trim()) {
      onClose(query, true);
      void navigate(pageUrl);
    }
  };
  const onDialogKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose(query, false);
    } else if (event.key === "Tab") keepFocusInside(event, dialogRef.current);
  };
  const expanded = options.length > 0;
  const pageUrl = searchPageUrl(query, scope && scopeParam(scope, SEARCH_VERSIONS));

  return (
    <SearchFrame
      onClose={() => onClose(query, false)}
      onKeyDown={onDialogKeyDown}
      dialogRef={dialogRef}
    >
      <SearchField
        inputRef={inputRef}
        query={query}
        onQuery={setQuery}
        onKeyDown={(event) => onKeyDown(event, openIndex)}
        onClose={() => onClose(query, false)}
        listId={expanded ? listId : null}
        activeId={expanded && index >= 0 ? optionId(listId, index) : null}
      />
      {scope && SEARCH_VERSIONS.length > 1 && (
        <VersionScope version={scope.version} all={all} onAll={setAll} />
      )}
      <div className={styles.body}>
        <SearchStatus
          status={status}
          query={query}
          count={hits.length}
          corrected={corrected}
          suggestions={suggestions}
          onSearchAsTyped={() => {
            searchAsTyped();
            inputRef.current?.focus();
          }}
          onQuery={(next) => {
            setQuery(next);
            inputRef.current?.focus();
          }}
          onRetry={retry}
          onNavigate={() => onClose(query, true)}
          pageUrl={pageUrl}
        />
        {expanded && (
          <ResultList
            id={listId}
            groups={groups}
            terms={terms}
            active={index}
            onHover={setActive}
            onOpen={open}
            onKeyDown={(event) => onKeyDown(event, openIndex)}
          />
        )}
      </div>
      <Footer
        url={pageUrl}
        total={hits.length}
        shown={options.length}
        onNavigate={() => onClose(query, true)}
      />
    </SearchFrame>
  );
}
