import { Link } from "gatsby";
import { ignoredWordCount, MAX_QUERY_WORDS } from "@shared/search/normalize";
import { resultCount } from "../../theme-common/search/group";
import type { SearchStatus as Status } from "../../theme-common/search/useSearch";
import { SearchCorrection, SearchSuggestions } from "../SearchCorrection";
import * as styles from "./styles.module.css";

interface SearchStatusProps {
  status: Status;
  query: string;
  count: number;
  /** The query as searched, when words were corrected. */
  corrected: string | null;
  suggestions: readonly string[];
  onRetry: () => void;
  onSearchAsTyped: () => void;
  /** A suggestion was picked: it becomes the query. */
  onQuery: (query: string) => void;
  /** Called when the reader follows the link to the search page. */
  onNavigate: () => void;
  /** The search page for the query and the dialog's versions. */
  pageUrl: string;
}

/**
 * What the dialog says besides results: a live region with the result count (read by screen
 * readers as the reader types), the hint before typing, the loading and error states, the
 * correction of misspelt words (with the way back to the words as typed), and a clear
 * "no results" message with the closest queries that have results and the search page.
 */
export function SearchStatus(props: SearchStatusProps) {
  const { status, query, count, corrected, suggestions, onRetry, onNavigate } = props;
  const q = query.trim();
  const ignored = ignoredWordCount(q);
  const message =
    status === "error"
      ? "Search is unavailable: the index could not be loaded."
      : status !== "ready"
        ? "Loading the search index…"
        : !q
          ? ""
          : count === 0
            ? `No results for “${q}”.`
            : corrected
              ? `${resultCount(count)} for “${corrected}”`
              : resultCount(count);
  return (
    <>
      {/* Always rendered (never display: none), so screen readers follow its changes. */}
      <p role="status" className={message && count === 0 ? styles.message : "visually-hidden"}>
        {message}
      </p>
      {status === "error" && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      )}
      {status === "ready" && !q && (
        <p className={styles.message}>Type to search the guides, the blog, the API and the CLI.</p>
      )}
      {status === "ready" && ignored > 0 && (
        <p className={styles.message}>
          {`Only the first ${MAX_QUERY_WORDS} words are searched: ${ignored === 1 ? "one more word is" : `${ignored} more words are`} left out.`}
        </p>
      )}
      {status === "ready" && corrected && count > 0 && (
        <div className={styles.correction}>
          <SearchCorrection
            query={q}
            corrected={corrected}
            onSearchAsTyped={props.onSearchAsTyped}
          />
        </div>
      )}
      {status === "ready" && q && count === 0 && suggestions.length > 0 && (
        <div className={styles.correction}>
          <SearchSuggestions suggestions={suggestions} onPick={props.onQuery} />
        </div>
      )}
      {status === "ready" && q && count === 0 && (
        <p className={styles.message}>
          Check the spelling, try fewer words, or open the{" "}
          <Link to={props.pageUrl} onClick={onNavigate}>
            search page
          </Link>
          .
        </p>
      )}
    </>
  );
}
