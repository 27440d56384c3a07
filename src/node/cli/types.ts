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
