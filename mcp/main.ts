/**
 * The docs' MCP server over stdio (README: "Coding assistants"):
 *
 *   npm run --silent mcp -- --site public
 *   node <bundle>/scripts/mcp.cjs --site <bundle>/public
 *
 * It reads only the site folder and makes no network request. Standard output carries the
 * protocol alone; a refusal to start is one line on standard error and exit status 2.
 */
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createDocsServer } from "./server";
import { openSite, ToolError } from "./site";

const args = process.argv.slice(2);
const at = args.indexOf("--site");
const folder = at >= 0 ? args[at + 1] : undefined;
if (!folder) {
  console.error("usage: mcp --site <folder> (public/, or an unpacked bundle's public/)");
  process.exit(2);
}
async function main(site: string): Promise<void> {
  try {
    await createDocsServer(openSite(site)).connect(new StdioServerTransport());
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

void main(folder);
