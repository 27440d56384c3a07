import type { SiteVersion } from "@shared/versions";
import type { SearchFiles } from "@shared/search/types";
import type { SiteModel } from "../model";
import { buildPluginIndex } from "./build-index";
import { SEARCH_INDEX_NAME, searchPluginOptions } from "./plugin-options";
import {
  SEARCH_FILES_DIR,
  searchFileContents,
  searchFileNames,
  versionIndexes,
  type SearchFileText,
} from "./files";

/**
 * Search in `gatsby develop`: the files are made when the browser asks for one, not after every
 * edit.
 *
 * A build makes them once: gatsby-plugin-local-search indexes the `searchRecords` field in
 * createPages, and onCreateNode writes its node with the other versions' indexes
 * (files.ts). In develop the plugin would index after every content edit, before Gatsby can run
 * the edited page's query, so gatsby-config.ts leaves it out of develop: createPages tells this
 * module that the content changed (contentChanged), and the dev server (on-create-dev-server.ts)
 * asks it for a file. The first request after a change makes every version's files from the site
 * model with the build's own steps (the plugin's index code through build-index.ts,
 * versionIndexes and searchFileContents) and keeps them in memory; requests made while they are
 * being made wait for them.
 */
export function isDevelop(): boolean {
  return process.env.gatsby_executing_command === "develop";
}

/** The names of develop's search files: fixed, so the bundle's names file never changes. */
export function developSearchFiles(versions: readonly SiteVersion[]): SearchFiles {
  return versions.map(({ name }) => searchFileNames(name));
}

type MakeFiles = (model: SiteModel) => Promise<SearchFileText[]>;

/** The search files as a build makes them, from the site model as it is now. */
export const makeSearchFiles: MakeFiles = async (model) => {
  const current = await buildPluginIndex(
    model.current.searchRecords(),
    searchPluginOptions,
    SEARCH_INDEX_NAME,
  );
  return searchFileContents(await versionIndexes(model, current), { hashedNames: false }).texts;
};

export class DevelopSearch {
  private model: (() => SiteModel) | undefined;
  /** Counts content changes; files made at an older count are out of date. */
  private generation = 0;
  private made: { generation: number; files: Promise<Map<string, string>> } | undefined;

  /**
   * Hears each making that failed, once however many requests waited for it (the dev server
   * reports it with Gatsby's reporter).
   */
  onFailure: (error: Error) => void = (error) => console.error(error.message);

  constructor(private readonly make: MakeFiles = makeSearchFiles) {}

  /** The content changed (createPages ran): the next request makes the files again. */
  contentChanged(model: () => SiteModel): void {
    this.model = model;
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
    if (!this.model) throw new Error("search index: the pages are not made yet");
    let made = this.made;
    if (!made || made.generation !== this.generation) {
      const model = this.model;
      const files = Promise.resolve()
        .then(() => this.make(model()))
        .then((texts) => new Map(texts.map(({ path, text }) => [path, text])));
      files.catch((error: Error) => this.onFailure(error));
      made = this.made = { generation: this.generation, files };
    }
    return (await made.files).get(sitePath);
  }
}

/** The one instance develop's createPages and dev server share. */
export const developSearch = new DevelopSearch();
