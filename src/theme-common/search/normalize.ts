/**
 * Text normalisation shared by ranking and highlighting. Identifiers are compared in a compact
 * form (lower case, words split at any punctuation), so `--max-size`, `max size`, `FLOWG_API_TOKEN`,
 * `flowg api token`, `/api/v1/streams` and `flowg-client stream tail` meet their names whichever
 * way they are typed.
 */

/** Lower-case words of letters and digits: "FLOWG_API_TOKEN" -> ["flowg", "api", "token"]. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Words joined by single spaces: "--max-size" -> "max size". */
export function compact(text: string): string {
  return words(text).join(" ");
}

/**
 * A light plural folding, the same on both sides of a comparison: "streams" -> "stream",
 * "logs" -> "log". Short words and "-ss" endings keep their s (ls, tls, access).
 */
export function stem(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

export interface ParsedQuery {
  /** The query as typed, trimmed. */
  raw: string;
  /** Its words, in order (duplicates removed). */
  words: string[];
  /** The same words folded with stem() (duplicates removed: "streams stream" is one word). */
  stems: string[];
  /** The words joined by spaces, to compare with compact names and titles. */
  compact: string;
}

/**
 * Words too common to tell records apart. The index leaves them out (SEARCH_ENGINE_OPTIONS.filter)
 * and so does a query, unless it has nothing else ("how to" still searches).
 */
export const STOP_WORDS = [
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "but",
  "by",
  "can",
  "do",
  "does",
  "for",
  "from",
  "has",
  "have",
  "if",
  "in",
  "into",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "so",
  "than",
  "that",
  "the",
  "their",
  "them",
  "then",
  "there",
  "they",
  "this",
  "to",
  "was",
  "when",
  "which",
  "with",
  "you",
  "your",
];
const stopWords = new Set(STOP_WORDS);

export function parseQuery(query: string): ParsedQuery {
  const all = [...new Set(words(query))];
  const meaningful = all.filter((w) => !stopWords.has(w));
  const unique = (meaningful.length ? meaningful : all).slice(0, MAX_QUERY_WORDS);
  return {
    raw: query.trim(),
    words: unique,
    stems: [...new Set(unique.map(stem))],
    compact: words(query).join(" "),
  };
}

/** Words after this many are ignored: a pasted paragraph must not slow every keystroke down. */
export const MAX_QUERY_WORDS = 8;
