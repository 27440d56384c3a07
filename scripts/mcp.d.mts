/** Writes the docs' MCP server (mcp/), with every module it imports, to `outfile` (CommonJS). */
export function buildMcpServer(outfile: string): Promise<void>;
