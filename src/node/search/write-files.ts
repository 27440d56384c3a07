import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Lexicon } from "@shared/search/lexicon";
import type { SearchFiles } from "@shared/search/types";
import type { BuiltPage } from "../link-check";
import { stripNodeKeys } from "../store";
import { SYNONYMS_FILE, checkSynonymWords, parseSynonyms, synonymsForVocabulary } from "./synonyms";

/** Where the build tells the browser bundle the names of the search files (`@search-files`). */
export const SEARCH_FILES_JSON = path.resolve(".cache/flowg/search-files.json");

/**
 * What the server render sees as `@search-files` beside a names file: the versions, in order,
 * without the files' names. The server render lists the versions (the search page's and the
 * dialog's version switch) but never fetches an index. Were it to import the names, every edit to
 * a searchable sentence would change the chunk every page template shares, and Gatsby would
 * render the HTML of all pages again in the next build instead of the edited page's (4 s of a
 * one-sentence rebuild).
 */
export const serverFilesJson = (filesJson: string) => filesJson.replace(/\.json$/, ".server.json");

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
 * Where the normalizer (plugin-options.ts) leaves the indexes of the archived docs versions: the
 * plugin makes a node for the current version only (one instance, one GraphQL type on every site),
 * and the archived ones are built with its own code beside it, then written with it.
 */
export const SEARCH_ARCHIVED_JSON = path.resolve(".cache/flowg/search-archived.json");

/** An archived version's index and store as the plugin builds them, and its vocabulary. */
export interface ArchivedIndex {
  version: string;
  index: string;
  store: unknown;
  words: string[];
}

export function writeArchivedIndexes(
  indexes: readonly ArchivedIndex[],
  file = SEARCH_ARCHIVED_JSON,
): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(indexes));
}

/**
 * Every version's index, store and lexicon: the current version from the plugin's node (its
 * vocabulary from SEARCH_VOCABULARY_JSON, the synonyms checked against it), then the archived
 * versions the normalizer left, each with the synonyms whose words it knows.
 */
export function versionIndexes(
  current: { version: string; index: string; store: unknown },
  synonymsNode: object | undefined,
  vocabularyJson = SEARCH_VOCABULARY_JSON,
  archivedJson = SEARCH_ARCHIVED_JSON,
): VersionIndex[] {
  const lexicon = loadLexicon(synonymsNode, vocabularyJson);
  const archived = fs.existsSync(archivedJson)
    ? (JSON.parse(fs.readFileSync(archivedJson, "utf8")) as ArchivedIndex[])
    : [];
  return [
    { ...current, lexicon },
    ...archived.map(({ version, index, store, words }) => ({
      version,
      index,
      store,
      lexicon: { words, synonyms: synonymsForVocabulary(lexicon.synonyms, words) },
    })),
  ];
}

/** What one docs version's search files are made of. */
export interface VersionIndex {
  /** The docs version's name (0.45.8); it starts the files' names. */
  version: string;
  /** FlexSearch's export, as gatsby-plugin-local-search made it. */
  index: string;
  store: unknown;
  lexicon: Lexicon;
}

/**
 * Writes each docs version's index and store (as gatsby-plugin-local-search made them) to
 * public/search-index/<version>.<hash>.index.txt and .store.json (public/search/ is the search
 * page), and its lexicon (vocabulary and synonyms) to <version>.<hash>.lexicon.json; removes
 * every other file of the folder, and records the names for the browser bundle, current version
 * first. Content-hashed names let hosts cache them for long, and a reader never pairs an index
 * with the store of another build. Separate static files, fetched only when the reader searches
 * that version: none goes into a page or its page-data.
 *
 * `gatsby develop` passes `hashedNames: false`: the names then stay the same from one edit to the
 * next, and so does the names file the bundle imports. With hashes, every edit that touched a
 * searchable text renamed the files and rewrote that file, and webpack rebuilt the bundle for a
 * YAML or OpenAPI edit (0.6 to 1.3 s in develop's log, after the page's own data was ready).
 *
 * (The plugin's own publicIndexURL/publicStoreURL would need a static query, whose result every
 * page would then load, and write to public/static/ where the bench does not look.)
 */
export function writeSearchFiles(
  indexes: readonly VersionIndex[],
  publicDir = path.resolve("public"),
  filesJson = SEARCH_FILES_JSON,
  { hashedNames = true }: { hashedNames?: boolean } = {},
): SearchFiles {
  const dir = path.join(publicDir, SEARCH_FILES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const written = indexes.map(({ version, index, store, lexicon }) => {
    const storeJson = JSON.stringify(store);
    const lexiconJson = JSON.stringify(lexicon);
    const hash = crypto
      .createHash("sha256")
      .update(index)
      .update(storeJson)
      .update(lexiconJson)
      .digest("hex")
      .slice(0, 16);
    const stem = hashedNames ? `${version}.${hash}` : version;
    const contents = {
      index: [`${stem}.index.txt`, index],
      store: [`${stem}.store.json`, storeJson],
      lexicon: [`${stem}.lexicon.json`, lexiconJson],
    } as const;
    for (const [name, text] of Object.values(contents))
      fs.writeFileSync(path.join(dir, name), text);
    return {
      version,
      index: `/${SEARCH_FILES_DIR}/${contents.index[0]}`,
      store: `/${SEARCH_FILES_DIR}/${contents.store[0]}`,
      lexicon: `/${SEARCH_FILES_DIR}/${contents.lexicon[0]}`,
    };
  });
  const keep = new Set(
    written.flatMap((f) => [f.index, f.store, f.lexicon].map((file) => path.basename(file))),
  );
  for (const file of fs.readdirSync(dir)) if (!keep.has(file)) fs.rmSync(path.join(dir, file));
  writeFilesJson(written, filesJson);
  return written;
}

/**
 * The names for the browser bundle, and the versions alone for the server render
 * (serverFilesJson); an empty list lets webpack start before the index exists.
 */
export function writeFilesJson(files: SearchFiles, filesJson = SEARCH_FILES_JSON): void {
  const versionsOnly = files.map(({ version }) => ({ version, index: "", store: "", lexicon: "" }));
  writeIfChanged(filesJson, `${JSON.stringify(files, null, 2)}\n`);
  writeIfChanged(serverFilesJson(filesJson), `${JSON.stringify(versionsOnly, null, 2)}\n`);
}

/** Rewriting an unchanged file would make webpack rebuild in `gatsby develop`. */
function writeIfChanged(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text);
}

/**
 * The URLs of every search result (from the stores in public/search-index/, every version's), as a pseudo page for
 * the broken-link gate: a result that leads to a missing page or heading anchor fails the build.
 */
export function searchResultLinks(publicDir: string, basePath: string): BuiltPage {
  const dir = path.join(publicDir, SEARCH_FILES_DIR);
  const stores = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".store.json"))
        .sort()
    : [];
  const references = stores.flatMap((store) =>
    Object.values(
      JSON.parse(fs.readFileSync(path.join(dir, store), "utf8")) as Record<string, { url: string }>,
    ).map((record) => `${basePath}${record.url}`),
  );
  return {
    url: `${basePath}/${SEARCH_FILES_DIR} (search results)`,
    references,
    anchors: new Set(),
  };
}
