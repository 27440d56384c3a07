import { Link, withPrefix } from "gatsby";
import { useEffect, useId, useMemo, useState } from "react";
import { groupHits, resultCount } from "../../theme-common/search/group";
import { useSearch } from "../../theme-common/search/useSearch";
import { SearchCorrection, SearchSuggestions } from "../SearchCorrection";
import { SearchResult } from "../SearchResult";
import * as styles from "./styles.module.css";

/**
 * The search page: the query comes from ?q= and every result is listed, grouped by kind, as
 * links. Typing updates the address (history.replaceState), so a search can be shared. The
 * server renders the empty form; the query is read in the browser, and the index loads as soon as
 * there is a query or the field gets focus. Without JavaScript the form still submits ?q=.
 */
export function SearchPage() {
  const [query, setQuery] = useState("");
  const [enabled, setEnabled] = useState(false);
  const { status, hits, corrected, terms, suggestions, searchAsTyped, retry } = useSearch(
    query,
    enabled,
  );
  const groups = useMemo(() => groupHits(hits), [hits]);
  const inputId = useId();

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q") ?? "";
    setQuery(q);
    if (q) setEnabled(true);
  }, []);

  const change = (value: string) => {
    setQuery(value);
    setEnabled(true);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set("q", value);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
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
              <li key={hit.id}>
                <Link to={hit.record.url} className={styles.result}>
                  <SearchResult record={hit.record} terms={terms} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
