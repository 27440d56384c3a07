import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";
import { typedStems, type Synonym } from "@shared/search/lexicon";

/**
 * content/search-synonyms.yaml: the words operators type and the words the site uses for the
 * same thing (k8s -> kubernetes, helm; delete old logs -> retention, ttl). Checked when its node
 * is created (on-create-node.ts), so a mistake fails the build early and shows in develop; its
 * `means` words are checked against the index vocabulary when the index is written (files.ts).
 * Applied at query time by src/shared/search/searcher.ts.
 */
export const SYNONYMS_FILE = "content/search-synonyms.yaml";

const entrySchema = z.strictObject({
  /** What readers type: a word ("k8s") or a phrase whose words must all be in the query. */
  typed: z.array(z.string().trim().min(1, "expected a word or phrase")).min(1),
  /** Words of the site the typed forms also search for, matched whole or as a prefix. */
  means: z
    .array(
      z.string().regex(/^[a-z][a-z0-9]*$/, "expected one lower-case word (letters and digits)"),
    )
    .min(1),
});

const fileSchema = z.strictObject({ synonyms: z.array(entrySchema) });

export function parseSynonyms(raw: unknown, file = SYNONYMS_FILE): Synonym[] {
  const result = fileSchema.safeParse(raw, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "synonyms", result.error));
  const problems: string[] = [];
  const seen = new Map<string, string>();
  result.data.synonyms.forEach((entry, i) => {
    entry.typed.forEach((typed, j) => {
      const at = `synonyms[${i}].typed[${j}]`;
      const key = typedStems(typed).join(" ");
      if (!key) problems.push(`${at}: "${typed}" has only stop words, which queries drop`);
      else if (seen.has(key))
        problems.push(`${at}: "${typed}" is already listed at ${seen.get(key)}`);
      else seen.set(key, at);
    });
  });
  if (problems.length)
    throw new ContentError(
      `${file}: invalid synonyms\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  return result.data.synonyms;
}

/**
 * Every `means` word must be a word of the site (or start one), or the synonym finds nothing;
 * `vocabulary` is the index's (lexicon.ts buildVocabulary).
 */
export function checkSynonymWords(
  synonyms: readonly Synonym[],
  vocabulary: readonly string[],
  file = SYNONYMS_FILE,
): void {
  const problems: string[] = [];
  synonyms.forEach((entry, i) =>
    entry.means.forEach((word, j) => {
      if (!vocabulary.some((known) => known.startsWith(word)))
        problems.push(`synonyms[${i}].means[${j}]: "${word}" is not a word of the site's index`);
    }),
  );
  if (problems.length)
    throw new ContentError(
      `${file}: invalid synonyms\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
}

/**
 * The synonyms an archived docs version's lexicon carries. The file is checked against the
 * current version's vocabulary (checkSynonymWords); an older version may lack some of the words
 * (a feature it did not have yet), so each entry keeps the `means` words that version knows, and
 * an entry left with none is dropped rather than failing the build.
 */
export function synonymsForVocabulary(
  synonyms: readonly Synonym[],
  vocabulary: readonly string[],
): Synonym[] {
  return synonyms.flatMap((entry) => {
    const means = entry.means.filter((word) => vocabulary.some((known) => known.startsWith(word)));
    return means.length ? [{ typed: entry.typed, means }] : [];
  });
}
