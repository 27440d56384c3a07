/** Fields of CliCommand nodes shared by the CLI page creator and the sidebar. */
export interface CliCommandSummary {
  /** Words of the command, binary first: ["flowg-client", "stream", "tail"]. */
  path: string[];
  /** Page route: /docs/cli/flowg-client/flowg-client_stream_tail, /docs/cli/flowg-server. */
  route: string;
  purpose: string;
}
