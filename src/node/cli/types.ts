/** Fields of CliCommand nodes shared by the CLI page creator and the sidebar. */
export interface CliCommandSummary {
  /** Words of the command, binary first: ["flowg-client", "stream", "tail"]. */
  path: string[];
  /** Page route: /docs/cli/flowg-client/flowg-client_stream_tail, /docs/cli/flowg-server. */
  route: string;
  purpose: string;
}

/** Routes as the existing FlowG site has them, so inbound links keep working. */
export function cliRoute(path: readonly string[]): string {
  const [binary, ...rest] = path;
  if (!binary) throw new Error("cliRoute: empty command path");
  return rest.length === 0 ? `/docs/cli/${binary}` : `/docs/cli/${binary}/${path.join("_")}`;
}

/**
 * Ids of the sections every CLI page may have, shared by the node side (which keeps the ids of
 * examples and extra sections clear of them) and the page (headings and table of contents).
 */
export const CLI_SECTION_IDS = {
  synopsis: "synopsis",
  description: "description",
  subcommands: "subcommands",
  arguments: "arguments",
  flags: "flags",
  environment: "environment",
  output: "output",
  examples: "examples",
  api: "api-calls",
  seeAlso: "see-also",
} as const;

/** Anchor of a flag's row in the flags table: /docs/cli/flowg-server#flag-http-bind. */
export function flagAnchor(name: string): string {
  return `flag-${name}`;
}
