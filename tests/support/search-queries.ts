import type { SearchKind } from "../../src/shared/search/types";

/**
 * The fixed query set: what a reader types and the result expected (a route with its anchor,
 * without the path prefix). Used by the ranking tests (tests/unit/search-rank.test.ts) and timed
 * by bench/search.ts.
 *
 * - `exact`: names, partial words, word order and case, every kind; the expected result is first.
 * - `typo`: misspelt words; `corrected` is the query as searched ("Showing results for ...").
 * - `synonym`: the operator vocabulary of content/search-synonyms.yaml.
 * - `question`: questions, whose stop and question words do not count.
 * Apart from `exact`, the expected result is first or second.
 */
export type QueryGroup = "exact" | "typo" | "synonym" | "question";

export interface SearchQuery {
  query: string;
  first: string;
  kind: SearchKind;
  group: QueryGroup;
  corrected?: string;
}

const exact = (query: string, first: string, kind: SearchKind): SearchQuery => ({
  query,
  first,
  kind,
  group: "exact",
});
const typo = (query: string, corrected: string, first: string, kind: SearchKind = "docs") => ({
  query,
  first,
  kind,
  group: "typo" as const,
  corrected,
});
const synonym = (query: string, first: string, kind: SearchKind = "docs"): SearchQuery => ({
  query,
  first,
  kind,
  group: "synonym",
});
const question = (query: string, first: string, kind: SearchKind = "docs"): SearchQuery => ({
  query,
  first,
  kind,
  group: "question",
});

/**
 * The FlowG version whose docs, CLI data and API the expected results name: the ranking tests
 * index that version (read where it lives, tests/support/flowg-version.ts) at the routes it had
 * as the current version, so the set stays valid after the site switches versions.
 */
export const SEARCH_QUERIES_VERSION = "0.45.8";

export const SEARCH_QUERIES: readonly SearchQuery[] = [
  // Docs
  exact("install", "/docs/setup/installation", "docs"),
  exact("syslog", "/docs/setup/syslog", "docs"),
  exact("retention", "/docs/design/storage#retention", "docs"),
  exact("retent", "/docs/design/storage#retention", "docs"),
  exact("retention by size", "/docs/guides/streams#retention-by-size", "docs"),
  exact("reverse proxy", "/docs/advanced/https/reverse-proxy", "docs"),
  exact("how to build a pipeline", "/docs/guides/pipelines", "docs"),
  exact("Pipeline BUILD", "/docs/guides/pipelines", "docs"),
  exact("docker syslog driver", "/docs/usecases/receive-logs/docker", "docs"),
  exact("raft", "/docs/design/clustering/consensus#why-not-raft", "docs"),
  exact("filter syntax", "/docs/guides/filtering#syntax", "docs"),
  exact("datadog", "/docs/usecases/forward-logs/datadog", "docs"),
  // Blog
  exact("elasticsearch compatibility", "/blog/elasticsearch-compatibility", "blog"),
  exact("compatibility elastic", "/blog/elasticsearch-compatibility", "blog"),
  // API
  exact("/api/v1/streams", "/docs/api/list-streams", "api"),
  exact("query_stream", "/docs/api/query-stream", "api"),
  exact("GET /api/v1/streams/{stream}/logs", "/docs/api/query-stream", "api"),
  exact("POST /api/v1/auth/login", "/docs/api/login", "api"),
  exact("create_token", "/docs/api/create-token", "api"),
  exact("ingest otlp", "/docs/api/ingest-logs-otlp", "api"),
  // CLI
  exact("flowg-client stream tail", "/docs/cli/flowg-client/flowg-client_stream_tail", "cli"),
  exact("stream tail", "/docs/cli/flowg-client/flowg-client_stream_tail", "cli"),
  exact("tail STREAM flowg-client", "/docs/cli/flowg-client/flowg-client_stream_tail", "cli"),
  exact("flowg-server", "/docs/cli/flowg-server", "cli"),
  exact("--max-size", "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size", "cli"),
  exact("max size", "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size", "cli"),
  exact("--http-bind", "/docs/cli/flowg-server#flag-http-bind", "cli"),
  exact("FLOWG_API_TOKEN", "/docs/cli/flowg-client#flag-api-token", "cli"),
  exact("flowg_api_to", "/docs/cli/flowg-client#flag-api-token", "cli"),
  exact("EDITOR", "/docs/cli/flowg-client/flowg-client_transformer_edit#environment", "cli"),
  // Typos: one edit from 4 letters, two from 8 (the table first)
  typo("trasnformer", "transformer", "/docs/guides/transformers"),
  typo("pipline", "pipeline", "/docs/guides/pipelines"),
  typo("sislog", "syslog", "/docs/setup/syslog"),
  typo("retnetion", "retention", "/docs/design/storage#retention"),
  typo("instalation", "installation", "/docs/setup/installation"),
  typo("insatll", "install", "/docs/setup/installation"),
  typo("clustring", "clustering", "/docs/advanced/clustering"),
  typo("datadgo", "datadog", "/docs/usecases/forward-logs/datadog"),
  typo("rabitmq", "rabbitmq", "/docs/usecases/forward-logs/rabbitmq"),
  typo("certifcate", "certificate", "/docs/advanced/https/certificate"),
  typo("reverse proxxy", "reverse proxy", "/docs/advanced/https/reverse-proxy"),
  typo("filterng syntax", "filtering syntax", "/docs/guides/filtering#syntax"),
  typo("uptime kumma", "uptime kuma", "/docs/usecases/receive-logs/uptime-kuma"),
  typo("opentelemetyr", "opentelemetry", "/docs/usecases/forward-logs/otlp"),
  typo("backpu", "backup", "/docs/guides/backup"),
  typo("webhok", "webhook", "/docs/usecases/interoperability#webhook"),
  typo("syslgo driver", "syslog driver", "/docs/usecases/receive-logs/docker"),
  typo(
    "elastcsearch compatibility",
    "elasticsearch compatibility",
    "/blog/elasticsearch-compatibility",
    "blog",
  ),
  typo("strem tail", "stream tail", "/docs/cli/flowg-client/flowg-client_stream_tail", "cli"),
  typo(
    "--max-sise",
    "max size",
    "/docs/cli/flowg-client/flowg-client_stream_set#flag-max-size",
    "cli",
  ),
  typo("flowg-servr", "flowg server", "/docs/cli/flowg-server", "cli"),
  typo("permisions", "permissions", "/docs/api/list-roles", "api"),
  // Synonyms and operator vocabulary (content/search-synonyms.yaml)
  synonym("send docker logs", "/docs/usecases/receive-logs/docker"),
  synonym("docker logs", "/docs/usecases/receive-logs/docker"),
  synonym("helm chart", "/docs/setup/installation"),
  synonym("kubernetes", "/docs/setup/installation"),
  synonym("k8s", "/docs/setup/installation"),
  synonym("ssl", "/docs/advanced/https/certificate"),
  synonym("ssl certificate", "/docs/advanced/https/certificate"),
  synonym("otel", "/docs/usecases/forward-logs/otlp"),
  synonym("es", "/docs/usecases/interoperability/elasticsearch"),
  synonym("log rotation", "/docs/design/storage#retention"),
  synonym("high availability", "/docs/advanced/clustering"),
  synonym("snapshot", "/docs/guides/backup"),
  synonym("grok", "/docs/guides/transformers"),
  synonym("routing", "/docs/guides/pipelines"),
  synonym("grep", "/docs/guides/filtering"),
  synonym("api key", "/docs/api/create-token", "api"),
  synonym("live tail", "/docs/cli/flowg-client/flowg-client_stream_tail", "cli"),
  synonym("rbac", "/docs/api/list-roles", "api"),
  // Questions
  question("how do I delete old logs", "/docs/guides/streams#retention-by-time"),
  question("what is a stream", "/docs/guides/streams"),
  question("what is a transformer", "/docs/guides/transformers"),
  question("what is a pipeline", "/docs/guides/pipelines"),
  question("how do I install flowg", "/docs/setup/installation"),
  question("how do I back up my data", "/docs/guides/backup"),
  question("how can I forward logs to datadog", "/docs/usecases/forward-logs/datadog"),
  question("how do I enable https", "/docs/advanced/https"),
  question("where are logs stored", "/docs/design/storage"),
  question("how do I filter logs", "/docs/guides/filtering"),
  question("how do I create an api token", "/docs/api/create-token", "api"),
  question("how do i watch a stream live", "/docs/guides/streams#watching-a-stream-live"),
  question("what port does flowg listen on", "/docs/setup/installation#ports"),
  question("how does clustering work", "/docs/advanced/clustering"),
  question("how do I rotate the cookie", "/docs/advanced/clustering/auth#rotate-the-cookie"),
  question(
    "how do I parse json",
    "/docs/guides/transformers#parse-json-without-failing-on-bad-input",
  ),
  question("why not raft", "/docs/design/clustering/consensus#why-not-raft"),
];
