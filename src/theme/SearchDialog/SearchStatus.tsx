import { Link } from "gatsby";
import { resultCount, searchPageUrl } from "../../theme-common/search/group";
import type { SearchStatus as Status } from "../../theme-common/search/useSearch";
import * as styles from "./styles.module.css";

interface SearchStatusProps {
  status: Status;
  query: string;
  count: number;
  onRetry: () => void;
  /** Called when the reader follows the link to the search page. */
  onNavigate: () => void;
}

/**
 * What the dialog says besides results: a live region with the result count (read by screen
 * readers as the reader types), the hint before typing, the loading and error states, and a
 * clear "no results" message that leads to the search page.
 */
export function SearchStatus({ status, query, count, onRetry, onNavigate }: SearchStatusProps) {
  const q = query.trim();
  const message =
    status === "error"
      ? "Search is unavailable: the index could not be loaded."
      : status !== "ready"
        ? "Loading the search index…"
        : !q
          ? ""
          : count === 0
            ? `No results for “${q}”.`
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
      {status === "ready" && q && count === 0 && (
        <p className={styles.message}>
          Check the spelling, try fewer words, or open the{" "}
          <Link to={searchPageUrl(q)} onClick={onNavigate}>
            search page
          </Link>
          .
        </p>
      )}
    </>
  );
}
