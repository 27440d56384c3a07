import { Link, withPrefix } from "gatsby";
import { useEffect, useId, useMemo, useState } from "react";
import { groupHits, resultCount } from "../../theme-common/search/group";
import { SEARCH_VERSIONS } from "../../theme-common/search/load";
import {
  ALL_VERSIONS,
  scopeFromParam,
  scopeParam,
  type SearchScope,
} from "../../theme-common/search/scope";
import { useSearch } from "../../theme-common/search/useSearch";
import { searchVersionLabel } from "../../theme-common/search/versionLabel";
import { SearchCorrection, SearchSuggestions } from "../SearchCorrection";
import { SearchResult } from "../SearchResult";
import * as styles from "./styles.module.css";

/**
 * The search page: the query comes from ?q= and every result is listed, grouped by kind, as
 * links. Typing updates the address (history.replaceState), so a search can be shared. The
 * server renders the empty form; the query is read in the browser, and the index loads as soon as
 * there is a query or the field gets focus. Without JavaScript the form still submits ?q=.
 * A site with several docs versions also has a version filter (?version=0.44.0, or "all"; none
 * is the current version): only the indexes it names are fetched.
 */
export function SearchPage() {
  const [query, setQuery] = useState("");
  const [enabled, setEnabled] = useState(false);
  const [scope, setScope] = useState<SearchScope | undefined>(() =>
    SEARCH_VERSIONS.length ? scopeFromParam(null, SEARCH_VERSIONS) : undefined,
  );
  const { status, hits, corrected, terms, suggestions, searchAsTyped, retry } = useSearch(
    query,
    enabled,
    scope,
  );
  const groups = useMemo(() => groupHits(hits), [hits]);
  const inputId = useId();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const q = params.get("q") ?? "";
    setQuery(q);
    if (SEARCH_VERSIONS.length) setScope(scopeFromParam(params.get("version"), SEARCH_VERSIONS));
    if (q) setEnabled(true);
  }, []);

  const replaceParam = (name: string, value: string | null) => {
    const url = new URL(window.location.href);
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", url);
  };
  const change = (value: string) => {
    setQuery(value);
    setEnabled(true);
    replaceParam("q", value.trim() ? value : null);
  };
  const changeVersion = (value: string) => {
    const next = scopeFromParam(value, SEARCH_VERSIONS);
    setScope(next);
    replaceParam("version", scopeParam(next, SEARCH_VERSIONS));
  };

  const q = query.trim();
  return (
    <div className={styles.page}>
      <h1>Search</h1>
      {/* The form alone would reload this page with ?q= and list nothing. */}
      <noscript>
        <p className={styles.noscript}>
          Search needs JavaScript: the index is searched in your browser, and JavaScript is off or
          blocked here. Every page is still reachable from the documentation&apos;s sidebar and the
          blog.
        </p>
      </noscript>
      <form role="search" action={withPrefix("/search")} onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={inputId} className={styles.label}>
          Search the docs, the blog, the API and the CLI
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => change(event.target.value)}
          onFocus={() => setEnabled(true)}
        />
        {/* Existing classes only: a site with one version keeps this page's CSS as it was. */}
        {scope && SEARCH_VERSIONS.length > 1 && (
          <p>
            <label htmlFor={`${inputId}-version`} className={styles.label}>
              Version
            </label>
            <select
              id={`${inputId}-version`}
              name="version"
              className={styles.input}
              value={scope.all ? ALL_VERSIONS : scope.version}
              onChange={(event) => changeVersion(event.target.value)}
            >
              {SEARCH_VERSIONS.map((version, i) => (
                <option key={version} value={version}>
                  {searchVersionLabel(version)}
                  {i === 0 ? " (current)" : ""}
                </option>
              ))}
              <option value={ALL_VERSIONS}>All versions</option>
            </select>
          </p>
        )}
      </form>
      <p role="status" className={styles.status}>
        {status === "error"
          ? "Search is unavailable: the index could not be loaded."
          : !q
            ? ""
            : status !== "ready"
              ? "Loading the search index…"
              : hits.length === 0
                ? `No results for “${q}”. Check the spelling or try fewer words.`
                : `${resultCount(hits.length)} for “${corrected ?? q}”`}
      </p>
      {status === "ready" && corrected && hits.length > 0 && (
        <SearchCorrection query={q} corrected={corrected} onSearchAsTyped={searchAsTyped} />
      )}
      {status === "ready" && q && hits.length === 0 && (
        <SearchSuggestions suggestions={suggestions} onPick={change} />
      )}
      {status === "error" && (
        <button type="button" className={styles.retry} onClick={retry}>
          Try again
        </button>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${inputId}-${group.kind}`}>
          <h2 id={`${inputId}-${group.kind}`} className={styles.group}>
            {group.label} <span className={styles.count}>({group.hits.length})</span>
          </h2>
          <ul className={styles.list}>
            {group.hits.map((hit) => (
              <li key={hit.key}>
                <Link to={hit.record.url} className={styles.result}>
                  <SearchResult record={hit.record} terms={terms} version={hit.version} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
