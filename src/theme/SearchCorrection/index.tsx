import * as styles from "./styles.module.css";

interface CorrectionProps {
  /** The query as typed. */
  query: string;
  /** The query as searched. */
  corrected: string;
  /** Searches the query as typed instead. */
  onSearchAsTyped: () => void;
}

/**
 * "Showing results for transformer", with the way back to the words as typed, in the dialog and
 * on the search page. Shown only when some words matched nothing and were corrected.
 */
export function SearchCorrection({ query, corrected, onSearchAsTyped }: CorrectionProps) {
  return (
    <p className={styles.line} data-search-correction="">
      Showing results for <strong>{corrected}</strong>.{" "}
      <button type="button" className={styles.action} onClick={onSearchAsTyped}>
        Search instead for “{query.trim()}”
      </button>
    </p>
  );
}

interface SuggestionsProps {
  suggestions: readonly string[];
  onPick: (query: string) => void;
}

/** The closest queries that have results, when the query has none: "Try: tls, ttl". */
export function SearchSuggestions({ suggestions, onPick }: SuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <p className={styles.line}>
      Did you mean{" "}
      {suggestions.map((suggestion, i) => (
        <span key={suggestion}>
          {i > 0 && (i === suggestions.length - 1 ? " or " : ", ")}
          <button type="button" className={styles.action} onClick={() => onPick(suggestion)}>
            {suggestion}
          </button>
        </span>
      ))}
      ?
    </p>
  );
}
