import type { SearchKind } from "../../src/theme-common/search/types";

/**
 * The fixed query set: what a reader types and the result that must come first (a route with
 * its anchor, without the path prefix). Used by the ranking tests (tests/unit/search-rank.test.ts)
 * and timed by bench/search.ts. Covers every kind, exact names, partial words, word order and case.
 */
export const SEARCH_QUERIES: ReadonlyArray<{ query: string; first: string; kind: SearchKind }> = [
  // Docs
  { query: "install", first: "/docs/setup/installation", kind: "docs" },
  { query: "syslog", first: "/docs/setup/syslog", kind: "docs" },
  { query: "retention", first: "/docs/design/storage#retention", kind: "docs" },
  { query: "retent", first: "/docs/design/storage#retention", kind: "docs" },
  { query: "retention by size", first: "/docs/guides/streams#retention-by-size", kind: "docs" },
  { query: "reverse proxy", first: "/docs/advanced/https/reverse-proxy", kind: "docs" },
  { query: "how to build a pipeline", first: "/docs/guides/pipelines", kind: "docs" },
  { query: "Pipeline BUILD", first: "/docs/guides/pipelines", kind: "docs" },
  { query: "docker syslog driver", first: "/docs/usecases/receive-logs/docker", kind: "docs" },
  { query: "raft", first: "/docs/design/clustering/consensus#why-not-raft", kind: "docs" },
  { query: "filter syntax", first: "/docs/guides/filtering#syntax", kind: "docs" },
  { query: "datadog", first: "/docs/usecases/forward-logs/datadog", kind: "docs" },
  // Blog
  {
    query: "elasticsearch compatibility",
    first: "/blog/elasticsearch-compatibility",
    kind: "blog",
  },
  { query: "compatibility elastic", first: "/blog/elasticsearch-compatibility", kind: "blog" },
  // API
  { query: "/api/v1/streams", first: "/docs/api/list-streams", kind: "api" },
  { query: "query_stream", first: "/docs/api/query-stream", kind: "api" },
  { query: "GET /api/v1/streams/{stream}/logs", first: "/docs/api/query-stream", kind: "api" },
  { query: "POST /api/v1/auth/login", first: "/docs/api/login", kind: "api" },
  { query: "create_token", first: "/docs/api/create-token", kind: "api" },
  { query: "ingest otlp", first: "/docs/api/ingest-logs-otlp", kind: "api" },
  // CLI
  {
    query: "flowg-client stream tail",
    first: "/docs/cli/flowg-client/flowg-client_stream_tail",
    kind: "cli",
  },
  { query: "stream tail", first: "/docs/cli/flowg-client/flowg-client_stream_tail", kind: "cli" },
  {
    query: "tail STREAM flowg-client",
    first: "/docs/cli/flowg-client/flowg-client_stream_tail",
    kind: "cli",
  },
  { query: "flowg-server", first: "/docs/cli/flowg-server", kind: "cli" },
  {
    query: "--max-size",
    first: "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
    kind: "cli",
  },
  {
    query: "max size",
    first: "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
    kind: "cli",
  },
  { query: "--http-bind", first: "/docs/cli/flowg-server#flag-http-bind", kind: "cli" },
  { query: "FLOWG_API_TOKEN", first: "/docs/cli/flowg-client#flag-api-token", kind: "cli" },
  { query: "flowg_api_to", first: "/docs/cli/flowg-client#flag-api-token", kind: "cli" },
  {
    query: "EDITOR",
    first: "/docs/cli/flowg-client/flowg-client_transformer_edit#environment",
    kind: "cli",
  },
];
