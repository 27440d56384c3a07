import { siteConfig } from "../../src/config/load";
import { currentVersion, siteVersions } from "../../src/config/versions";
import type { SearchFiles } from "@shared/search/types";
import { buildPluginIndex } from "./build-index";
import {
  SEARCH_INDEX_NAME,
  SEARCH_QUERY,
  normalizeSearchRecords,
  searchPluginOptions,
  type SearchQueryData,
} from "./plugin-options";
import {
  SEARCH_FILES_DIR,
  searchFileContents,
  searchFileNames,
  versionIndexes,
  type SearchFileText,
} from "./write-files";

/**
 * Search in `gatsby develop`: the files are made when the browser asks for one, not after every
 * edit.
 *
 * A build makes them once: gatsby-plugin-local-search runs the search query and builds the index
 * in createPages (plugin-options.ts), and onCreateNode writes its node to public/search-index/
 * (write-files.ts). Registered in develop, the plugin did the same after every content edit,
 * before Gatsby could run the page's query and compile it: six MDX heading edits in a row showed
 * on the page in 3.39, 2.30, 2.49, 2.37, 2.65 and 2.61 s with it, and in 2.90, 2.10, 2.06, 2.07,
 * 1.93 and 2.07 s without it. So gatsby-config.ts leaves the plugin out of develop; createPages
 * tells this module that the content changed (contentChanged), and the dev server
 * (on-create-dev-server.ts) asks it for a file. The first request after a change makes every
 * version's files with the build's own steps (the same query, normalizer, the plugin's own index
 * code through build-index.ts, and searchFileContents) and keeps them in memory; requests made
 * while they are being made wait for them.
 */
export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === "develop";
}

/** The names of develop's search files: fixed, so the bundle's names file never changes. */
export function developSearchFiles(): SearchFiles {
  return siteVersions(siteConfig().config).map(({ name }) => searchFileNames(name));
}

/** What the files are made from: Gatsby's GraphQL runner of createPages, and the synonyms node. */
export interface DevelopSearchInputs {
  graphql: (query: string) => Promise<{ data?: unknown; errors?: unknown }>;
  synonyms: () => object | undefined;
}

type MakeFiles = (inputs: DevelopSearchInputs) => Promise<SearchFileText[]>;

/** The search files as the build would make them from the nodes as they are now. */
export const makeSearchFiles: MakeFiles = async ({ graphql, synonyms }) => {
  const result = await graphql(SEARCH_QUERY);
  if (result.errors) {
    const messages = (result.errors as Array<{ message?: string }>).map((e) => e.message ?? e);
    throw new Error(`search index: the search query failed: ${messages.join("; ")}`);
  }
  const documents = await normalizeSearchRecords(result.data as SearchQueryData);
  const current = await buildPluginIndex(documents, searchPluginOptions, SEARCH_INDEX_NAME);
  const version = currentVersion(siteConfig().config).name;
  const indexes = versionIndexes({ version, ...current }, synonyms());
  return searchFileContents(indexes, { hashedNames: false }).texts;
};

export class DevelopSearch {
  private inputs: DevelopSearchInputs | undefined;
  /** Counts content changes; files made at an older count are out of date. */
  private generation = 0;
  private made: { generation: number; files: Promise<Map<string, string>> } | undefined;
  /** How many times the files were made, for tests. */
  builds = 0;

  /**
   * Hears each making that failed, once however many requests waited for it (the dev server
   * reports it with Gatsby's reporter).
   */
  onFailure: (error: Error) => void = (error) => console.error(error.message);

  constructor(private readonly make: MakeFiles = makeSearchFiles) {}

  /** The content changed (createPages ran): the next request makes the files again. */
  contentChanged(inputs: DevelopSearchInputs): void {
    this.inputs = inputs;
    this.generation++;
  }

  /** Whether `sitePath` is a search file's path (`/search-index/...`). */
  static serves(sitePath: string): boolean {
    return sitePath.startsWith(`/${SEARCH_FILES_DIR}/`);
  }

  /**
   * The text of the search file at `sitePath`, made from the content as it is now; undefined
   * when no version has such a file. Rejects with the build's error when the files cannot be
   * made (a synonym naming a word no page has, for one).
   */
  async file(sitePath: string): Promise<string | undefined> {
    if (!this.inputs) throw new Error("search index: the pages are not made yet");
    let made = this.made;
    if (!made || made.generation !== this.generation) {
      const inputs = this.inputs;
      // One making at a time: they share the cache files of plugin-options.ts.
      const previous = made?.files.catch(() => undefined) ?? Promise.resolve();
      const files = previous.then(async () => {
        this.builds++;
        const texts = await this.make(inputs);
        return new Map(texts.map(({ path, text }) => [path, text]));
      });
      files.catch((error: Error) => this.onFailure(error));
      made = this.made = { generation: this.generation, files };
    }
    return (await made.files).get(sitePath);
  }
}

/** The one instance develop's createPages and dev server share. */
export const developSearch = new DevelopSearch();
