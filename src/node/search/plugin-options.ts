import { siteConfig } from "../../config/load";
import { currentVersion } from "../../config/versions";
import {
  SEARCH_ENGINE_OPTIONS,
  SEARCH_INDEX_FIELDS,
  SEARCH_STORE_FIELDS,
} from "@shared/search/engine";
import type { SearchDocument } from "@shared/search/types";
import {
  buildSearchRecords,
  searchVocabulary,
  type ApiDocument,
  type SearchInput,
} from "./records";
import { writeVocabulary } from "./write-files";

/** Name of the index: the plugin creates a `LocalSearchSite` node. */
export const SEARCH_INDEX_NAME = "site";
export const SEARCH_NODE_TYPE = "LocalSearchSite";

/**
 * What the records are built from. A plain string (not a `graphql` tag): the plugin runs it in
 * createPages, after every source node exists, and typegen does not see it, hence the
 * hand-written SearchQueryData below.
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
        mdx {
          body
        }
      }
    }
    allApiOperation {
      nodes {
        docsVersion
        slug
        method
        path
        operationId
        summary
        description
        operation
      }
    }
    allApiSpec {
      nodes {
        docsVersion
        document
      }
    }
    allCliCommand {
      nodes {
        docsVersion
        title
        route
        purpose
        usage
        descriptionHtml
        flags {
          name
          anchor
          env
          descriptionHtml
        }
        environment {
          name
          descriptionHtml
        }
        configFile {
          keys {
            path
            anchor
            env
            descriptionHtml
          }
        }
      }
    }
  }
`;

type WithBody<T> = Omit<T, "body"> & { mdx: { body: string | null } | null };

type Versioned<T> = T & { docsVersion: string };

export interface SearchQueryData {
  allDocPage: { nodes: Array<Versioned<WithBody<SearchInput["docs"][number]>>> };
  allBlogPost: { nodes: Array<WithBody<SearchInput["blog"][number]>> };
  allApiOperation: { nodes: Array<Versioned<SearchInput["api"][number]>> };
  allApiSpec: { nodes: Array<{ docsVersion: string; document: ApiDocument }> };
  allCliCommand: { nodes: Array<Versioned<SearchInput["cli"][number]>> };
}

/**
 * The records' input: the blog, and the docs, CLI and API of the current docs version (the
 * index covers the release readers run; archived versions are left out of it).
 */
export function searchInputFromQuery(
  data: SearchQueryData,
  version = currentVersion(siteConfig().config).name,
): SearchInput {
  const withBody = <T extends { mdx: { body: string | null } | null }>({ mdx, ...rest }: T) => ({
    ...rest,
    body: mdx?.body ?? "",
  });
  const ofVersion = <T extends { docsVersion: string }>(nodes: readonly T[]) =>
    nodes
      .filter((node) => node.docsVersion === version)
      .map(({ docsVersion: _version, ...rest }) => rest);
  return {
    docs: ofVersion(data.allDocPage.nodes).map(withBody),
    blog: data.allBlogPost.nodes.map(withBody),
    api: ofVersion(data.allApiOperation.nodes),
    apiDocument:
      data.allApiSpec.nodes.find((spec) => spec.docsVersion === version)?.document ?? null,
    cli: ofVersion(data.allCliCommand.nodes),
  };
}

/**
 * Options of gatsby-plugin-local-search (see its README): the plugin runs the query, hands the
 * result to the normalizer, builds the FlexSearch index over SEARCH_INDEX_FIELDS and the store
 * of SEARCH_STORE_FIELDS, and puts both on the LocalSearchSite node, which
 * src/node/search/write-files.ts writes to public/search-index/.
 */
export const searchPluginOptions = {
  name: SEARCH_INDEX_NAME,
  engine: "flexsearch",
  engineOptions: SEARCH_ENGINE_OPTIONS,
  query: SEARCH_QUERY,
  ref: "id",
  index: SEARCH_INDEX_FIELDS,
  store: SEARCH_STORE_FIELDS,
  normalizer: ({ data }: { data?: unknown }): SearchDocument[] => {
    const documents = buildSearchRecords(searchInputFromQuery(data as SearchQueryData));
    // The plugin's node carries only index and store; write-files.ts reads the vocabulary here.
    writeVocabulary(searchVocabulary(documents));
    return documents;
  },
};
