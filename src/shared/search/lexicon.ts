import { meaningfulWords, stem, words } from "./normalize";

/**
 * The words search knows besides the index: the vocabulary of the site (every word of the
 * indexed records, for typo correction and "did you mean" suggestions) and the synonyms of
 * content/search-synonyms.yaml. Written at build time next to the index and store
 * (public/search-index/<hash>.lexicon.json) and fetched with them, on first use only.
 */
export interface Lexicon {
  /** Vocabulary words, most frequent first (the order breaks ties between corrections). */
  words: string[];
  synonyms: Synonym[];
}

/** One entry of content/search-synonyms.yaml, as validated (node/search/synonyms.ts). */
export interface Synonym {
  /** What readers type: words or phrases ("k8s", "delete old logs"). */
  typed: string[];
  /** Words of the site that a typed form also searches for. */
  means: string[];
}

/** Vocabulary words: start with a letter, 3 to 24 letters and digits (no hashes, no numbers). */
const VOCABULARY_WORD = /^[a-z][a-z0-9]{2,23}$/;

/**
 * The vocabulary of a set of texts (one per record): its words, most frequent (in the most
 * records) first, then alphabetically.
 */
export function buildVocabulary(texts: Iterable<string>): string[] {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of new Set(words(text)))
      if (VOCABULARY_WORD.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/** Typos forgiven in a word: none below 4 letters, 1 from 4 to 7, 2 from 8. */
export function typoBudget(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * Edit distance with adjacent transpositions counting as one edit (optimal string alignment:
 * "trasnformer" is one edit from "transformer"). Stops early: anything above `max` is max + 1.
 * Runs against the whole vocabulary on a keystroke, hence the three reused rows.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows[0].length < width) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(width * 2);
  let [before, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
const rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(32),
  new Int32Array(32),
  new Int32Array(32),
];

/** A vocabulary ready for lookups: the frequency order plus an alphabetical copy for prefixes. */
export interface Vocabulary {
  byFrequency: readonly string[];
  sorted: readonly string[];
}

export function prepareVocabulary(list: readonly string[]): Vocabulary {
  return { byFrequency: list, sorted: [...list].sort() };
}

/** True when some vocabulary word is `word` or starts with it (binary search). */
export function knowsPrefix(vocabulary: Vocabulary, word: string): boolean {
  const list = vocabulary.sorted;
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return list[low]?.startsWith(word) ?? false;
}

/**
 * The vocabulary words within `max` edits of `word`, closest first; equal distances keep the
 * words that start with the same letter first (typos rarely hit the first letter), then the most
 * frequent.
 */
export function closestWords(
  vocabulary: Vocabulary,
  word: string,
  max: number,
  limit: number,
): string[] {
  if (max <= 0) return [];
  const found: Array<{ word: string; score: number; rank: number }> = [];
  vocabulary.byFrequency.forEach((candidate, rank) => {
    if (candidate === word) return;
    const distance = editDistance(word, candidate, max);
    if (distance > max) return;
    found.push({ word: candidate, score: distance * 2 + (candidate[0] === word[0] ? 0 : 1), rank });
  });
  return found
    .sort((a, b) => a.score - b.score || a.rank - b.rank)
    .slice(0, limit)
    .map((f) => f.word);
}

/** A typed form of a synonym in query terms: its stems without stop words ("delete old log"). */
export function typedStems(typed: string): string[] {
  return [...new Set(meaningfulWords(words(typed)).map(stem))];
}
