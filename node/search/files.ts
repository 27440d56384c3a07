import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Lexicon } from "@shared/search/lexicon";
import type { SearchFiles, VersionSearchFiles } from "@shared/search/types";
import type { BuiltPage } from "../link-check";
import type { SiteModel } from "../model";
import { stripNodeKeys } from "../store";
import { buildPluginIndex, type BuiltSearchIndex } from "./build-index";
import { SEARCH_INDEX_NAME, searchPluginOptions } from "./plugin-options";
import { searchVocabulary } from "./records";
import { SYNONYMS_FILE, checkSynonymWords, parseSynonyms, synonymsForVocabulary } from "./synonyms";

/** Where the build tells the browser bundle the names of the search files (`@search-files`). */
export const SEARCH_FILES_JSON = path.resolve(".cache/flowg/search-files.json");

/**
 * What the server render sees as `@search-files` beside a names file: the versions, in order,
 * without the files' names. The server render lists the versions (the search page's and the
 * dialog's version switch) but never fetches an index. Were it to import the names, every edit to
 * a searchable sentence would change the chunk every page template shares, and Gatsby would
 * render the HTML of all pages again in the next build instead of the edited page's.
 */
export const serverFilesJson = (filesJson: string) => filesJson.replace(/\.json$/, ".server.json");

/** Folder of public/ that holds the index and store (and nothing else). */
export const SEARCH_FILES_DIR = "search-index";

/**
 * Every docs version's index, store and lexicon, current version first: the current version's
 * index and store as gatsby-plugin-local-search built them (its node in a build; develop builds
 * them with the same code), each archived version's built here with the plugin's own code from
 * the site model's records. A lexicon is the version's vocabulary with the synonyms of
 * content/search-synonyms.yaml: all of them checked against the current vocabulary, and each
 * archived version given those whose words it knows.
 */
export async function versionIndexes(
  model: SiteModel,
  current: BuiltSearchIndex,
): Promise<VersionIndex[]> {
  const node = model.store.searchSynonymsYaml()[0];
  const synonyms = node ? parseSynonyms(stripNodeKeys(node), SYNONYMS_FILE) : [];
  const [first, ...archived] = model.versions;
  const words = searchVocabulary(first!.searchRecords());
  checkSynonymWords(synonyms, words);
  const indexes: VersionIndex[] = [
    { version: first!.version.name, ...current, lexicon: { words, synonyms } },
  ];
  for (const { version, searchRecords } of archived) {
    const records = searchRecords();
    const built = await buildPluginIndex(
      records,
      searchPluginOptions,
      `${SEARCH_INDEX_NAME}@${version.name}`,
    );
    const known = searchVocabulary(records);
    indexes.push({
      version: version.name,
      ...built,
      lexicon: { words: known, synonyms: synonymsForVocabulary(synonyms, known) },
    });
  }
  return indexes;
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

/** A search file: its site path (`/search-index/...`) and its text. */
export interface SearchFileText {
  path: string;
  text: string;
}

/**
 * The site paths of one docs version's index, store and lexicon. `stem` is the version's name,
 * then, in a build, the hash of the three texts.
 */
export function searchFileNames(version: string, stem: string = version): VersionSearchFiles {
  const file = (suffix: string) => `/${SEARCH_FILES_DIR}/${stem}.${suffix}`;
  return {
    version,
    index: file("index.txt"),
    store: file("store.json"),
    lexicon: file("lexicon.json"),
  };
}

/**
 * Each docs version's index and store (as gatsby-plugin-local-search made them) and lexicon
 * (vocabulary and synonyms) as the files the browser fetches: their names, current version first,
 * and their texts. A build names them `<version>.<hash>.index.txt`, `.store.json` and
 * `.lexicon.json`: content-hashed names let hosts cache them for long, and a reader never pairs
 * an index with the store of another build. `gatsby develop` (develop-search.ts) names them
 * `<version>.index.txt` and so on, so its names file never changes from one edit to the next.
 */
export function searchFileContents(
  indexes: readonly VersionIndex[],
  { hashedNames = true }: { hashedNames?: boolean } = {},
): { files: SearchFiles; texts: SearchFileText[] } {
  const texts: SearchFileText[] = [];
  const files = indexes.map(({ version, index, store, lexicon }) => {
    const storeJson = JSON.stringify(store);
    const lexiconJson = JSON.stringify(lexicon);
    const hash = () =>
      crypto
        .createHash("sha256")
        .update(index)
        .update(storeJson)
        .update(lexiconJson)
        .digest("hex")
        .slice(0, 16);
    const names = searchFileNames(version, hashedNames ? `${version}.${hash()}` : version);
    texts.push(
      { path: names.index, text: index },
      { path: names.store, text: storeJson },
      { path: names.lexicon, text: lexiconJson },
    );
    return names;
  });
  return { files, texts };
}

/**
 * Writes the search files of a build (searchFileContents) to public/search-index/
 * (public/search/ is the search page), removes every other file of the folder, and records the
 * names for the browser bundle. Separate static files, fetched only when the reader searches that
 * version: none goes into a page or its page-data.
 *
 * (The plugin's own publicIndexURL/publicStoreURL would need a static query, whose result every
 * page would then load, and write to public/static/ where the bench does not look.)
 */
export function writeSearchFiles(
  indexes: readonly VersionIndex[],
  publicDir = path.resolve("public"),
  filesJson = SEARCH_FILES_JSON,
): SearchFiles {
  const dir = path.join(publicDir, SEARCH_FILES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const { files, texts } = searchFileContents(indexes);
  for (const { path: sitePath, text } of texts)
    fs.writeFileSync(path.join(dir, path.basename(sitePath)), text);
  const keep = new Set(texts.map((file) => path.basename(file.path)));
  for (const file of fs.readdirSync(dir)) if (!keep.has(file)) fs.rmSync(path.join(dir, file));
  writeFilesJson(files, filesJson);
  return files;
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
