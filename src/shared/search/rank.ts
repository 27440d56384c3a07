import {
  QUESTION_WORDS,
  STOP_WORDS,
  compact,
  stem,
  words,
  type ParsedQuery,
} from "@shared/search/normalize";
import type { SearchKind, StoredRecord } from "@shared/search/types";

/**
 * Ranking on top of the full-text index. FlexSearch tells which records contain each query word
 * somewhere in their text; this layer decides the order, so that what the reader most likely
 * means comes first:
 *   1. an exact name (--max-size, FLOWG_API_TOKEN, /api/v1/streams, flowg-client stream tail),
 *      then a name the query starts, then a doc page's keyword;
 *   2. how many query words the record's own title (heading, page, command, operation summary)
 *      holds and how much of that title they make up; a page beats one of its sections, and a
 *      heading that says the query and nothing else ("Syslog over TLS" for "syslog tls") beats
 *      a name that holds the query among other words (services.syslog.tls);
 *   3. how many query words its text holds (order-free, partial words allowed);
 *   4. small hints from the query's shape (a leading "--" favours flags, "/" API operations,
 *      a question doc pages).
 * Each query word may come with other words that count for it (QueryTerm): synonyms and typo
 * corrections (searcher.ts), at a little less than the word as typed.
 */

/** A stored record with its words precomputed once, when the store loads. */
export interface PreparedRecord {
  id: number;
  record: StoredRecord;
  /** Names in compact form ("max size", "flowg api token", "api v1 streams"). */
  names: string[];
  /** A doc page's keywords in compact form ("cluster cookie"). */
  keywords: string[];
  /** Stemmed words of the names. */
  nameWords: string[];
  /** Stemmed words of the own title: the section, or the page title of a page-level record. */
  ownWords: string[];
  /** The own title's words that carry meaning (not "what", "the", "a"...). */
  ownKeyWords: string[];
  /** Stemmed words of the page title, for sections. */
  pageWords: string[];
  /** Own title in compact form. */
  own: string;
  isPage: boolean;
  /**
   * A doc page's short name: the stemmed words of its address's last segment ("pipelines" for
   * "How To Build a Pipeline?"). Empty for sections and other kinds.
   */
  slugWords: string[];
}

export interface RankedHit {
  id: number;
  record: StoredRecord;
  score: number;
}

/** Words a title can hold without being about them ("Syslog over TLS" is about syslog and TLS). */
const TITLE_NOISE = new Set([...STOP_WORDS, ...QUESTION_WORDS, "over"]);

export function prepareRecord(id: number, record: StoredRecord): PreparedRecord {
  const ownTitle = record.section || record.page;
  const stems = (text: string) => words(text).map(stem);
  const ownWords = stems(ownTitle);
  const ownKeyWords = ownWords.filter((w) => !TITLE_NOISE.has(w));
  return {
    id,
    record,
    names: record.names.map(compact),
    keywords: (record.keywords ?? []).map(compact),
    nameWords: record.names.flatMap(stems),
    ownWords,
    ownKeyWords: ownKeyWords.length ? ownKeyWords : ownWords,
    pageWords: record.section ? stems(record.page) : [],
    own: compact(ownTitle),
    isPage: !record.section,
    slugWords: record.kind === "docs" && !record.section ? stems(lastSegment(record.url)) : [],
  };
}

/** "pipeline-testing" from /docs/guides/pipeline-testing (an anchor or a trailing slash dropped). */
function lastSegment(url: string): string {
  const path = url.split("#")[0]!.replace(/\/+$/, "");
  return path.slice(path.lastIndexOf("/") + 1).replace(/-/g, " ");
}

const WEIGHT = { title: 3, page: 1.5, text: 1 };
/** A word that only starts a title word ("retent") counts this much of a whole word. */
const PARTIAL = 0.75;

/**
 * One word of the query that carries meaning, and the words that count for it: the word as
 * typed, synonyms (content/search-synonyms.yaml), or the vocabulary word it was corrected to.
 */
export interface QueryTerm {
  variants: TermVariant[];
}

export interface TermVariant {
  /** Stemmed word, matched whole or as a prefix. */
  word: string;
  /** 1 as typed; less for a synonym or a typo correction, so that the typed word wins a tie. */
  weight: number;
  /** Ids of the records whose indexed text holds the word (from FlexSearch). */
  hits: ReadonlySet<number>;
}

/** The terms of a query without synonyms or corrections. */
export function literalTerms(
  q: ParsedQuery,
  textHits: ReadonlyArray<ReadonlySet<number>>,
): QueryTerm[] {
  return q.stems.map((word, i) => ({
    variants: [{ word, weight: 1, hits: textHits[i] ?? new Set() }],
  }));
}

function match(candidate: string, term: string): number {
  return candidate === term ? 1 : candidate.startsWith(term) ? PARTIAL : 0;
}

/** 1 when `list` holds the word, PARTIAL when a word of it starts with `term`, else 0. */
function wordMatch(list: readonly string[], term: string): number {
  let best = 0;
  for (const candidate of list) {
    best = Math.max(best, match(candidate, term));
    if (best === 1) break;
  }
  return best;
}

/** Score of one record for a query (its words as `terms`, with their text hits); 0: no match. */
export function scoreRecord(
  r: PreparedRecord,
  q: ParsedQuery,
  terms: readonly QueryTerm[],
): number {
  const n = terms.length;
  if (n === 0) return 0;
  let sum = 0;
  let covered = 0;
  let inTitle = 0;
  for (const term of terms) {
    let title = 0;
    let best = 0;
    for (const { word, weight, hits } of term.variants) {
      const t = WEIGHT.title * Math.max(wordMatch(r.nameWords, word), wordMatch(r.ownWords, word));
      const b = Math.max(
        t,
        WEIGHT.page * wordMatch(r.pageWords, word),
        hits.has(r.id) ? WEIGHT.text : 0,
      );
      title = Math.max(title, t * weight);
      best = Math.max(best, b * weight);
    }
    if (title > 0) inTitle++;
    if (best > 0) covered++;
    sum += best;
  }
  if (covered === 0 || covered < n / 2) return 0;
  let score = (sum / n) * (covered / n) * 10;
  // How much of the title the query makes up: a "Syslog" heading is more about syslog than a
  // "Syslog over TLS" one. Pages weigh more than sections, and more still when the title holds
  // every query word. A doc page's short name counts as a title too: "How To Build a Pipeline?"
  // lives at /pipelines and is more about pipelines than "Testing a Pipeline" (/pipeline-testing).
  const cover = Math.max(titleCover(r.ownKeyWords, terms), titleCover(r.slugWords, terms));
  if (cover > 0) score += (r.isPage ? 30 : 20) * cover;
  // Every query word in the title: a page, or a heading that holds nothing else.
  if (inTitle === n && (r.isPage || cover === 1)) score += 15;
  return score + identifierBonus(r, q) + shapeHint(r.record, q.raw) + KIND_BOOST[r.record.kind];
}

/** Equal matches favour the guides, which explain, over the references, which list. */
const KIND_BOOST: Record<SearchKind, number> = { docs: 2, blog: 0, api: 0, cli: 0 };

/** Share of the title's meaningful words that a query word matches (partially: PARTIAL). */
function titleCover(titleWords: readonly string[], terms: readonly QueryTerm[]): number {
  if (titleWords.length === 0) return 0;
  let sum = 0;
  for (const word of titleWords) {
    let best = 0;
    for (const term of terms)
      for (const variant of term.variants)
        best = Math.max(best, match(word, variant.word) * variant.weight);
    sum += best;
  }
  return sum / titleWords.length;
}

function identifierBonus(r: PreparedRecord, q: ParsedQuery): number {
  const query = q.compact;
  // A name the query only starts counts when the query looks like a name being typed
  // ("--sys", "FLOWG_API_TO", "stream ta"), not for a plain word ("syslog" is not "--syslog-tls").
  const typingName = q.words.length > 1 || /[-_/]/.test(q.raw);
  let bonus = 0;
  for (const name of r.names) {
    if (name === query) return 100;
    if (typingName && name.startsWith(query))
      bonus = Math.max(bonus, (40 * query.length) / name.length);
  }
  if (r.keywords.includes(query)) bonus = Math.max(bonus, 20);
  if (r.own === query) bonus = Math.max(bonus, r.isPage ? 10 : 5);
  else if (query.includes(" ") && ` ${r.own} `.includes(` ${query} `)) bonus = Math.max(bonus, 15);
  return bonus;
}

function shapeHint(record: StoredRecord, raw: string): number {
  if (raw.startsWith("-")) return record.section.startsWith("--") ? 10 : 0;
  if (raw.startsWith("/") || /^(get|post|put|patch|delete|head)\s+\//i.test(raw))
    return record.kind === "api" ? 10 : 0;
  // A question is answered by prose, not by a reference entry; "how ..." by a page that shows
  // how (a guide, setup or use case), not by a design note.
  const question = /^(how|what|why|where|when|which|can|should|is|are|do|does)\b/i.exec(raw);
  if (question && record.kind === "docs") {
    const how = question[1]!.toLowerCase() === "how";
    return how && record.url.startsWith("/docs/design/") ? 0 : 8;
  }
  return 0;
}

/** Records with a score, best first; ties keep the store order (docs, blog, API, CLI). */
export function rank(
  records: readonly PreparedRecord[],
  q: ParsedQuery,
  terms: readonly QueryTerm[],
  limit = Infinity,
): RankedHit[] {
  const hits: RankedHit[] = [];
  for (const r of records) {
    const score = scoreRecord(r, q, terms);
    if (score > 0) hits.push({ id: r.id, record: r.record, score });
  }
  hits.sort((a, b) => b.score - a.score || a.id - b.id);
  return hits.length > limit ? hits.slice(0, limit) : hits;
}
