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

/**
 * Words that make a query a question ("how do I delete old logs", "what is a pipeline", "where
 * are my logs stored"). The index keeps them (titles such as "How a pipeline runs" hold them), but
 * a query drops them with the stop words, so a question is ranked on the words that carry its
 * meaning and none of these counts against a result.
 */
export const QUESTION_WORDS = [
  "how",
  "what",
  "where",
  "why",
  "who",
  "whom",
  "whose",
  "i",
  "me",
  "my",
  "we",
  "our",
  "us",
  "should",
  "could",
  "would",
  "will",
  "shall",
  "must",
  "am",
  "been",
  "being",
  "did",
  "doing",
  "any",
  "some",
  "these",
  "those",
  "here",
  "way",
  "possible",
];

const dropped = new Set([...STOP_WORDS, ...QUESTION_WORDS]);

/** The words of `text` that carry meaning in a query (no stop or question words). */
export function meaningfulWords(list: readonly string[]): string[] {
  return list.filter((w) => !dropped.has(w));
}

/** The distinct words a query is searched by, before the MAX_QUERY_WORDS cut. */
function queryWords(query: string): string[] {
  const all = [...new Set(words(query))];
  const meaningful = meaningfulWords(all);
  return meaningful.length ? meaningful : all;
}

export function parseQuery(query: string): ParsedQuery {
  const unique = queryWords(query).slice(0, MAX_QUERY_WORDS);
  return {
    raw: query.trim(),
    words: unique,
    stems: [...new Set(unique.map(stem))],
    compact: words(query).join(" "),
  };
}

/** Words after this many are ignored: a pasted paragraph must not slow every keystroke down. */
export const MAX_QUERY_WORDS = 8;

/** How many words of a query are left out by the MAX_QUERY_WORDS cut, for the reader to be told. */
export function ignoredWordCount(query: string): number {
  return Math.max(0, queryWords(query).length - MAX_QUERY_WORDS);
}
