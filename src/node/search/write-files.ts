import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Lexicon } from "@shared/search/lexicon";
import type { SearchFiles } from "@shared/search/types";
import type { BuiltPage } from "../link-check";
import { stripNodeKeys } from "../store";
import { SYNONYMS_FILE, checkSynonymWords, parseSynonyms } from "./synonyms";

/** Where the build tells the browser bundle the names of the search files (`@search-files`). */
export const SEARCH_FILES_JSON = path.resolve(".cache/flowg/search-files.json");

/** Folder of public/ that holds the index and store (and nothing else). */
export const SEARCH_FILES_DIR = "search-index";

/**
 * Where the normalizer (plugin-options.ts) leaves the vocabulary of the records it hands to
 * gatsby-plugin-local-search: the plugin's node carries only the index and the store.
 */
export const SEARCH_VOCABULARY_JSON = path.resolve(".cache/flowg/search-vocabulary.json");

/**
 * The vocabulary the normalizer left, with the synonyms (the SearchSynonymsYaml node of
 * content/search-synonyms.yaml) checked against it.
 */
export function loadLexicon(
  synonymsNode: object | undefined,
  vocabularyJson = SEARCH_VOCABULARY_JSON,
): Lexicon {
  const words = JSON.parse(fs.readFileSync(vocabularyJson, "utf8")) as string[];
  const synonyms = synonymsNode ? parseSynonyms(stripNodeKeys(synonymsNode), SYNONYMS_FILE) : [];
  checkSynonymWords(synonyms, words);
  return { words, synonyms };
}

export function writeVocabulary(words: readonly string[], vocabularyJson = SEARCH_VOCABULARY_JSON) {
  fs.mkdirSync(path.dirname(vocabularyJson), { recursive: true });
  fs.writeFileSync(vocabularyJson, JSON.stringify(words));
}

/**
 * Writes the index and store that gatsby-plugin-local-search put on its node to
 * public/search-index/<hash>.index.txt and <hash>.store.json (public/search/ is the search
 * page), and the lexicon (vocabulary and synonyms) to <hash>.lexicon.json; removes older ones,
 * and records the
 * names for the browser bundle. Content-hashed names let hosts cache them for long, and a reader
 * never pairs an index with the store of another build. Separate static files, fetched only when
 * the reader starts searching: neither goes into a page or its page-data.
 *
 * (The plugin's own publicIndexURL/publicStoreURL would need a static query, whose result every
 * page would then load, and write to public/static/ where the bench does not look.)
 */
export function writeSearchFiles(
  node: { index: string; store: unknown },
  publicDir = path.resolve("public"),
  filesJson = SEARCH_FILES_JSON,
  lexicon: Lexicon,
): SearchFiles {
  const store = JSON.stringify(node.store);
  const lexiconJson = JSON.stringify(lexicon);
  const hash = crypto
    .createHash("sha256")
    .update(node.index)
    .update(store)
    .update(lexiconJson)
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(publicDir, SEARCH_FILES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const names = {
    index: `${hash}.index.txt`,
    store: `${hash}.store.json`,
    lexicon: `${hash}.lexicon.json`,
  };
  const keep = new Set(Object.values(names));
  for (const file of fs.readdirSync(dir)) if (!keep.has(file)) fs.rmSync(path.join(dir, file));
  fs.writeFileSync(path.join(dir, names.index), node.index);
  fs.writeFileSync(path.join(dir, names.store), store);
  fs.writeFileSync(path.join(dir, names.lexicon), lexiconJson);
  const files = {
    index: `/${SEARCH_FILES_DIR}/${names.index}`,
    store: `/${SEARCH_FILES_DIR}/${names.store}`,
    lexicon: `/${SEARCH_FILES_DIR}/${names.lexicon}`,
  };
  writeFilesJson(files, filesJson);
  return files;
}

/** The names for the bundle; an empty placeholder lets webpack start before the index exists. */
export function writeFilesJson(files: SearchFiles, filesJson = SEARCH_FILES_JSON): void {
  fs.mkdirSync(path.dirname(filesJson), { recursive: true });
  const text = `${JSON.stringify(files, null, 2)}\n`;
  // Rewriting an unchanged file would make webpack rebuild in `gatsby develop`.
  if (!fs.existsSync(filesJson) || fs.readFileSync(filesJson, "utf8") !== text)
    fs.writeFileSync(filesJson, text);
}

/**
 * The URLs of every search result (from the store in public/search-index/), as a pseudo page for
 * the broken-link gate: a result that leads to a missing page or heading anchor fails the build.
 */
export function searchResultLinks(publicDir: string, basePath: string): BuiltPage {
  const dir = path.join(publicDir, SEARCH_FILES_DIR);
  const store = fs.existsSync(dir)
    ? fs.readdirSync(dir).find((f) => f.endsWith(".store.json"))
    : undefined;
  const records = store
    ? (JSON.parse(fs.readFileSync(path.join(dir, store), "utf8")) as Record<
        string,
        { url: string }
      >)
    : {};
  return {
    url: `${basePath}/${SEARCH_FILES_DIR} (search results)`,
    references: Object.values(records).map((record) => `${basePath}${record.url}`),
    anchors: new Set(),
  };
}
