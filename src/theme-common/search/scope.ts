import type { RankedHit } from "@shared/search/rank";
import type { SearchAnswer } from "@shared/search/searcher";

/**
 * Which docs versions a search covers: the version being read (its index is searched first and
 * its results carry no label), and whether the other versions' indexes are searched too.
 */
export interface SearchScope {
  version: string;
  all: boolean;
}

/** A result, with the version it comes from when that is not the version being read. */
export interface ScopedHit extends RankedHit {
  /** Name of the other docs version the result is from; null for the version being read. */
  version: string | null;
  /** Unique among the merged results (record ids repeat from one version's index to the next). */
  key: string;
}

/** The `version` query parameter of the search page that asks for every version. */
export const ALL_VERSIONS = "all";

/**
 * The version searched by default: the docs version of the page being read (null outside the
 * docs), else the version the reader chose last in the version menu (`preferred`, from local
 * storage), else the current one (the first). A name without an index is skipped.
 */
export function defaultSearchVersion(
  versions: readonly string[],
  page: string | null,
  preferred: string | null = null,
): string {
  if (page !== null && versions.includes(page)) return page;
  return preferred !== null && versions.includes(preferred) ? preferred : versions[0]!;
}

/**
 * The docs version whose pages hold a location's pathname (the longest docs path that contains
 * it), else null: the page's version, read from the address rather than from PageVersionContext
 * so that search adds nothing to the layout's code. `prefixed` adds the site's path prefix.
 */
export function versionOfPath(
  pathname: string,
  versions: ReadonlyArray<{ name: string; path: string }>,
  prefixed: (path: string) => string,
): string | null {
  const path = pathname.replace(/(.)\/+$/, "$1");
  const holding = versions.filter((version) => {
    const root = prefixed(version.path);
    return path === root || path.startsWith(`${root}/`);
  });
  return [...holding].sort((a, b) => b.path.length - a.path.length)[0]?.name ?? null;
}

/** The search page's scope from its `version` parameter: a version's name, or "all". */
export function scopeFromParam(param: string | null, versions: readonly string[]): SearchScope {
  if (param === ALL_VERSIONS) return { version: versions[0]!, all: true };
  return { version: defaultSearchVersion(versions, param), all: false };
}

/** The `version` parameter for a scope; null for the current version alone (the default). */
export function scopeParam(scope: SearchScope, versions: readonly string[]): string | null {
  if (scope.all) return ALL_VERSIONS;
  return scope.version === versions[0] ? null : scope.version;
}

/** The versions whose indexes a scope needs, the version being read first. */
export function scopeVersions(scope: SearchScope, versions: readonly string[]): string[] {
  return scope.all
    ? [scope.version, ...versions.filter((v) => v !== scope.version)]
    : [scope.version];
}

/**
 * One answer from the answers of several versions' indexes (the version being read first): its
 * correction, terms and suggestions come from the version being read, the results of every
 * version are ordered by score (rank.ts scores a record from the query and the record alone, so
 * scores compare across indexes), and a tie goes to the version being read.
 */
export function mergeVersionAnswers(
  answers: ReadonlyArray<{ version: string; answer: SearchAnswer }>,
): Omit<SearchAnswer, "hits"> & { hits: ScopedHit[] } {
  const first = answers[0];
  if (!first) return { hits: [], corrected: null, terms: [], suggestions: [] };
  const hits = answers
    .flatMap(({ version, answer }, order) =>
      answer.hits.map((hit) => ({
        ...hit,
        version: order === 0 ? null : version,
        key: `${version}:${hit.id}`,
        order,
      })),
    )
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...hit }) => hit);
  const terms = [...new Set(answers.flatMap(({ answer }) => answer.terms))];
  return {
    hits,
    corrected: first.answer.corrected,
    terms,
    suggestions: hits.length ? [] : first.answer.suggestions,
  };
}
