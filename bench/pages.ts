/** The pages the benchmark and the byte-budget test measure. */
export const BENCH_PAGES = {
  landing: "/flowg/",
  guide: "/flowg/docs/guides/pipelines",
  /** A doc page without a diagram, to compare the diagram pages with. */
  doc: "/flowg/docs/guides/streams",
  /** The doc page with the most diagram bytes (two drawings). */
  diagrams: "/flowg/docs/design/auth",
  cli: "/flowg/docs/cli/flowg-client/flowg-client_stream_tail",
  apiOperation: "/flowg/docs/api/query-stream",
  apiOverview: "/flowg/docs/api",
  blog: "/flowg/blog",
  blogPost: "/flowg/blog/elasticsearch-compatibility",
} as const;

export type BenchPage = keyof typeof BENCH_PAGES;
