import { SEARCH_ENGINE_OPTIONS } from "@shared/search/engine";
import { highlightTerms } from "./highlight";
import {
  closestWords,
  knowsPrefix,
  prepareVocabulary,
  typedStems,
  typoBudget,
  type Lexicon,
} from "@shared/search/lexicon";
import { parseQuery, stem, words, type ParsedQuery } from "@shared/search/normalize";
import { prepareRecord, rank, type QueryTerm, type RankedHit, type TermVariant } from "./rank";
import type { StoredRecord } from "@shared/search/types";

/** The part of FlexSearch 0.6 this module uses (its own typings declare searches as promises). */
export interface FlexSearchModule {
  create(options: object): FlexSearchIndex;
}
interface FlexSearchIndex {
  import(exported: string): void;
  search(query: string, options: { limit: number }): Array<number | string>;
}

export type SearchStore = Record<string, StoredRecord>;

export interface SearchOptions {
  /** At most this many hits. */
  limit?: number;
  /** Search the words as typed: no typo correction (the "search instead for" link). */
  literal?: boolean;
}

export interface SearchAnswer {
  /** Ranked results; [] for an empty query. */
  hits: RankedHit[];
  /**
   * The query as searched when some of its words matched nothing and were corrected
   * ("trasnformer" -> "transformer"), else null.
   */
  corrected: string | null;
  /** Words to mark in the results: as typed, folded, corrected, and their synonyms. */
  terms: string[];
  /** When there are no hits: nearby queries made of vocabulary words that do have results. */
  suggestions: string[];
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): SearchAnswer;
  readonly size: number;
}

/** A synonym's or a correction's weight against a word as typed: the typed word wins a tie. */
const SYNONYM_WEIGHT = 0.9;
const CORRECTION_WEIGHT = 0.9;
/** Suggestions offered when nothing matches. */
const SUGGESTIONS = 3;

/**
 * The search engine of the browser (and of the ranking tests): the index gatsby-plugin-local-search
 * exported, imported into a FlexSearch index with the same settings, plus the store, ranked by
 * rank.ts, plus the lexicon (vocabulary and synonyms) for typos and operator words. FlexSearch
 * is passed in so that the browser can load it lazily.
 *
 * For each query: stop and question words are dropped (normalize.ts); a word of 4 letters or
 * more that no vocabulary word equals or starts with is replaced by the closest vocabulary word
 * within its typo budget (lexicon.ts); synonyms add the site's words for the reader's ones;
 * FlexSearch finds the records holding each word; rank.ts orders them.
 */
export function createSearchEngine(
  flexsearch: FlexSearchModule,
  indexExport: string,
  store: SearchStore,
  lexicon: Lexicon,
): SearchEngine {
  const index = flexsearch.create(SEARCH_ENGINE_OPTIONS);
  index.import(indexExport);
  const records = Object.entries(store)
    .map(([id, record]) => prepareRecord(Number(id), record))
    .sort((a, b) => a.id - b.id);
  const limit = { limit: records.length };
  const vocabulary = prepareVocabulary(lexicon.words);
  const synonyms = lexicon.synonyms.map((entry) => ({
    typed: entry.typed.map(typedStems).filter((stems) => stems.length > 0),
    means: [...new Set(entry.means.map(stem))],
  }));
  const synonymKeys = new Set(synonyms.flatMap((s) => s.typed.flat()));
  const textHits = (word: string): ReadonlySet<number> =>
    new Set(index.search(word, limit).map(Number));

  /** The vocabulary word a typed word stands for, or null when it needs no correction. */
  const correction = (word: string): string | null => {
    if (synonymKeys.has(stem(word)) || /\d/.test(word) || knowsPrefix(vocabulary, word))
      return null;
    return closestWords(vocabulary, word, typoBudget(word), 1)[0] ?? null;
  };

  const termsOf = (q: ParsedQuery, literal: boolean) => {
    const fixes = q.words.map((word) => (literal ? null : correction(word)));
    // Words as searched: the correction of a word, or the word; stems de-duplicated as in q.stems.
    const searched = new Map<string, number>();
    q.words.forEach((word, i) => {
      const fixed = fixes[i];
      const key = stem(fixed ?? word);
      if (!searched.has(key)) searched.set(key, fixed == null ? 1 : CORRECTION_WEIGHT);
    });
    const stems = [...searched.keys()];
    const terms: QueryTerm[] = stems.map((word) => ({
      variants: [variant(word, searched.get(word)!)],
    }));
    const present = new Set(stems);
    for (const entry of synonyms)
      for (const typed of entry.typed) {
        if (!typed.every((w) => present.has(w))) continue;
        for (const term of terms) {
          if (!typed.includes(term.variants[0]!.word)) continue;
          for (const word of entry.means)
            if (!term.variants.some((v) => v.word === word))
              term.variants.push(variant(word, SYNONYM_WEIGHT));
        }
      }
    if (!fixes.some((f) => f != null)) return { terms, corrected: null, q };
    const fix = new Map(q.words.map((word, i) => [word, fixes[i] ?? word]));
    const corrected = q.words.map((word) => fix.get(word)).join(" ");
    // Names are compared with the corrected words: "flowg-servr" is the command flowg-server.
    const compact = words(q.raw)
      .map((word) => fix.get(word) ?? word)
      .join(" ");
    return { terms, corrected, q: { ...q, compact } };
  };
  const variant = (word: string, weight: number): TermVariant => ({
    word,
    weight,
    hits: textHits(word),
  });

  const run = (query: string, options: SearchOptions, suggestions = true): SearchAnswer => {
    const q = parseQuery(query);
    if (q.stems.length === 0) return { hits: [], corrected: null, terms: [], suggestions: [] };
    const { terms, corrected, q: searched } = termsOf(q, options.literal ?? false);
    const hits = rank(records, searched, terms, options.limit);
    const variants = terms.flatMap((t) => t.variants.map((v) => v.word));
    return {
      hits,
      corrected: hits.length > 0 ? corrected : null,
      terms: [...new Set([...highlightTerms(query), ...variants])].sort(
        (a, b) => b.length - a.length,
      ),
      suggestions: hits.length === 0 && suggestions ? suggest(q) : [],
    };
  };

  /** Queries one word away from this one (each word swapped for a close vocabulary word). */
  const suggest = (q: ParsedQuery): string[] => {
    const found: string[] = [];
    for (const [i, word] of q.words.entries()) {
      const budget = Math.max(typoBudget(word), word.length >= 3 ? 1 : 0) + 1;
      for (const candidate of closestWords(vocabulary, word, budget, SUGGESTIONS)) {
        const query = q.words.map((w, j) => (j === i ? candidate : w)).join(" ");
        if (
          !found.includes(query) &&
          run(query, { literal: true, limit: 1 }, false).hits.length > 0
        )
          found.push(query);
        if (found.length === SUGGESTIONS) return found;
      }
    }
    return found;
  };

  return {
    size: records.length,
    search: (query, options = {}) => run(query, options),
  };
}
