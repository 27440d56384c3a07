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
        slug
        method
        path
        operationId
        summary
        description
        operation
      }
    }
    apiSpec {
      document
    }
    allCliCommand {
      nodes {
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
      }
    }
  }
`;

type WithBody<T> = Omit<T, "body"> & { mdx: { body: string | null } | null };

export interface SearchQueryData {
  allDocPage: { nodes: Array<WithBody<SearchInput["docs"][number]>> };
  allBlogPost: { nodes: Array<WithBody<SearchInput["blog"][number]>> };
  allApiOperation: { nodes: SearchInput["api"][number][] };
  apiSpec: { document: ApiDocument } | null;
  allCliCommand: { nodes: SearchInput["cli"][number][] };
}

export function searchInputFromQuery(data: SearchQueryData): SearchInput {
  const withBody = <T extends { mdx: { body: string | null } | null }>({ mdx, ...rest }: T) => ({
    ...rest,
    body: mdx?.body ?? "",
  });
  return {
    docs: data.allDocPage.nodes.map(withBody),
    blog: data.allBlogPost.nodes.map(withBody),
    api: data.allApiOperation.nodes,
    apiDocument: data.apiSpec?.document ?? null,
    cli: data.allCliCommand.nodes,
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
