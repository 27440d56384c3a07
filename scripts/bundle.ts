/**
 * `make bundle`: the offline bundle of the built site, for a machine without network.
 *
 *   npx vite-node scripts/bundle.ts [--out dist]
 *
 * Writes <out>/flowg-docs-<current version>.tar.gz from public/ (run `make build` first): one
 * folder holding the whole build (every docs version, search, Markdown copies, llms files, the
 * OpenAPI documents), the server (scripts/serve.mjs and the two modules it imports), the docs' MCP
 * server for coding assistants (scripts/mcp.cjs, built from mcp/ with what it imports, and the
 * licences of those packages in scripts/mcp.cjs.LICENSES.txt), and
 * README.txt, which says how to start both. Node alone runs them. Prints the archive's path and
 * size.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSiteConfig } from "../src/config/load";
import { buildMcpServer } from "./mcp.mjs";

process.env.GATSBY_TELEMETRY_DISABLED = "1";

/** The server's files, copied to scripts/ in the bundle as they are in the repository. */
const SERVER_FILES = ["serve.mjs", "static-host.mjs", "site-headers.mjs"];

const args = process.argv.slice(2);
const out = path.resolve(args.includes("--out") ? args[args.indexOf("--out") + 1]! : "dist");
const { config } = loadSiteConfig();
const name = `flowg-docs-${config.productVersion}`;
const site = path.resolve("public");

if (!fs.existsSync(path.join(site, "index.html"))) {
  console.error(`No build in ${site}: run "make build" first (make bundle does).`);
  process.exit(2);
}

const readme = `FlowG documentation, v${config.productVersion}, for reading without network
${"=".repeat(60)}

This folder holds the whole documentation site: every docs version, its search, the
Markdown copy of each page, llms.txt and the OpenAPI documents. It needs Node.js 20 or
later and nothing else: no package to install, no request leaves the machine.

Start it:

    node ${name}/scripts/serve.mjs --headers nginx

then open http://127.0.0.1:9000${config.basePath}/ in a browser. Options: --port 9000,
--host 127.0.0.1 (use 0.0.0.0 to serve other machines). Stop it with Ctrl+C.

The server answers as the project's nginx configuration does: its security headers, and a
page asked for with "Accept: text/markdown" answers its Markdown copy (x.md beside x).

Coding assistants: scripts/mcp.cjs is a Model Context Protocol server over stdio that reads
this folder only (search, read a page as Markdown, list versions, get an API operation or a
CLI command); scripts/mcp.cjs.LICENSES.txt holds the licences of the packages built into it.
Register it with an absolute path, for example in an assistant's JSON settings:

    "mcpServers": {
      "flowg-docs": {
        "command": "node",
        "args": ["/path/to/${name}/scripts/mcp.cjs", "--site", "/path/to/${name}/public"]
      }
    }
`;

const staging = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-bundle-"));
try {
  const folder = path.join(staging, name);
  fs.mkdirSync(path.join(folder, "scripts"), { recursive: true });
  fs.cpSync(site, path.join(folder, "public"), { recursive: true });
  for (const file of SERVER_FILES)
    fs.copyFileSync(path.join("scripts", file), path.join(folder, "scripts", file));
  await buildMcpServer(path.join(folder, "scripts", "mcp.cjs"));
  fs.writeFileSync(path.join(folder, "README.txt"), readme);
  fs.mkdirSync(out, { recursive: true });
  const archive = path.join(out, `${name}.tar.gz`);
  execFileSync("tar", ["-czf", archive, "-C", staging, name]);
  const mib = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
  console.log(`${path.relative(process.cwd(), archive)}: ${mib} MiB`);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
