import { createHash } from "node:crypto";
import { siteConfig } from "../../src/config/load";
import { siteVersions } from "../../src/config/versions";
import type { SiteVersion } from "@shared/versions";
import {
  SEARCH_ENGINE_OPTIONS,
  SEARCH_INDEX_FIELDS,
  SEARCH_STORE_FIELDS,
} from "@shared/search/engine";
import type { SearchDocument } from "@shared/search/types";
import { buildSearchRecords, searchVocabulary, type SearchInput } from "./records";
import { buildPluginIndex } from "./build-index";
import { mdxText } from "../store";
import {
  SEARCH_ARCHIVED_JSON,
  SEARCH_VOCABULARY_JSON,
  writeArchivedIndexes,
  writeVocabulary,
} from "./write-files";

/**
 * Name of the index: the plugin creates a `LocalSearchSite` node, for the current docs version.
 * Archived versions' indexes are built beside it (see the normalizer), so that every site has
 * the same GraphQL types whatever its versions.
 */
export const SEARCH_INDEX_NAME = "site";
export const SEARCH_NODE_TYPE = "LocalSearchSite";

/**
 * What the records are built from. A plain string (not a `graphql` tag): the plugin runs it in
 * createPages, after every source node exists. Typegen reads it (gatsby-config.ts lists this
 * file in documentSearchPaths), so a field the schema lacks fails the build, but it types the
 * two model fields as JSON; SearchQueryData below says what they hold.
 */
export const SEARCH_QUERY = /* GraphQL */ `
  query SearchRecords {
    allDocPage {
      nodes {
        docsVersion
        route
        title
        description
        keywords
        sourcePath
        frontMatterLines
        mdx {
          body
        }
      }
    }
    allBlogPost {
      nodes {
        route
        title
        description
        tags
        sourcePath
        frontMatterLines
        mdx {
          body
        }
      }
    }
    apiOperationModels
    cliPageModels
  }
`;

type WithBody<T> = Omit<T, "body"> & {
  frontMatterLines: number;
  mdx: { body: string | null } | null;
};

type Versioned<T> = T & { docsVersion: string };

export interface SearchQueryData {
  allDocPage: { nodes: Array<Versioned<WithBody<SearchInput["docs"][number]>>> };
  allBlogPost: { nodes: Array<WithBody<SearchInput["blog"][number]>> };
  /** The API operations' page models of every docs version, by version name (create-resolvers.ts). */
  apiOperationModels: Record<string, SearchInput["api"]>;
  /** The CLI pages' models of every docs version, by version name (create-resolvers.ts). */
  cliPageModels: Record<string, SearchInput["cli"]>;
}

/**
 * The records' input for one docs version: its docs, CLI and API (API URLs under its path), and
 * the blog in the current version's index only (posts are not versioned).
 */
export function searchInputFromQuery(
  data: SearchQueryData,
  version: SiteVersion = siteVersions(siteConfig().config)[0]!,
): SearchInput {
  // The text the pages' other readers parse (mdxText), so search reuses their parse.
  const withBody = <T extends { frontMatterLines: number; mdx: { body: string | null } | null }>({
    frontMatterLines,
    mdx,
    ...rest
  }: T) => ({ ...rest, body: mdxText(frontMatterLines, mdx?.body ?? "") });
  const ofVersion = <T extends { docsVersion: string }>(nodes: readonly T[]) =>
    nodes
      .filter((node) => node.docsVersion === version.name)
      .map(({ docsVersion: _version, ...rest }) => rest);
  return {
    docs: ofVersion(data.allDocPage.nodes).map(withBody),
    blog: version.current ? data.allBlogPost.nodes.map(withBody) : [],
    api: data.apiOperationModels[version.name] ?? [],
    cli: data.cliPageModels[version.name] ?? [],
  };
}

/**
 * The records of every docs version from the query's result: the current version's go to the
 * plugin (its node becomes the current index); each archived version's index is built here with
 * the plugin's own code and left in .cache/flowg for write-files.ts, with its vocabulary.
 */
export async function normalizeSearchRecords(
  data: SearchQueryData,
  versions: readonly SiteVersion[] = siteVersions(siteConfig().config),
  cache = { vocabulary: SEARCH_VOCABULARY_JSON, archived: SEARCH_ARCHIVED_JSON },
): Promise<SearchDocument[]> {
  const [current, ...archived] = versions;
  const documents = buildSearchRecords(searchInputFromQuery(data, current));
  // The plugin's node carries only index and store; write-files.ts reads the vocabulary here.
  writeVocabulary(searchVocabulary(documents), cache.vocabulary);
  const indexes = [];
  for (const version of archived) {
    const records = buildSearchRecords(searchInputFromQuery(data, version));
    indexes.push({ version: version.name, ...(await archivedIndex(version.name, records)) });
  }
  writeArchivedIndexes(indexes, cache.archived);
  return documents;
}

/**
 * An archived version's index, store and vocabulary, built again only when its records change:
 * in `gatsby develop` the normalizer runs on every content edit, and an edit of the current
 * version left the archived records as they were but rebuilt their index each time.
 */
async function archivedIndex(
  version: string,
  records: SearchDocument[],
): Promise<Awaited<ReturnType<typeof buildPluginIndex>> & { words: string[] }> {
  const key = createHash("sha256").update(JSON.stringify(records)).digest("hex");
  const known = archivedIndexes.get(version);
  if (known?.key === key) return known.built;
  const built = {
    ...(await buildPluginIndex(records, searchPluginOptions, `${SEARCH_INDEX_NAME}@${version}`)),
    words: searchVocabulary(records),
  };
  archivedIndexes.set(version, { key, built });
  archivedIndexBuilds++;
  return built;
}

const archivedIndexes = new Map<
  string,
  { key: string; built: Awaited<ReturnType<typeof archivedIndex>> }
>();
let archivedIndexBuilds = 0;

/** How many archived indexes were built (not reused) in this process, for tests. */
export function archivedSearchIndexBuilds(): number {
  return archivedIndexBuilds;
}

/**
 * Options of gatsby-plugin-local-search (see its README): the plugin runs the query, hands the
 * result to the normalizer, builds the FlexSearch index over SEARCH_INDEX_FIELDS and the store
 * of SEARCH_STORE_FIELDS, and puts both on the LocalSearchSite node, which
 * node/search/write-files.ts writes to public/search-index/.
 */
export const searchPluginOptions = {
  name: SEARCH_INDEX_NAME,
  engine: "flexsearch",
  engineOptions: SEARCH_ENGINE_OPTIONS,
  query: SEARCH_QUERY,
  ref: "id",
  index: SEARCH_INDEX_FIELDS,
  store: SEARCH_STORE_FIELDS,
  normalizer: ({ data }: { data?: unknown }): Promise<SearchDocument[]> =>
    normalizeSearchRecords(data as SearchQueryData),
};
