#!/usr/bin/env node
// The docs' MCP server (mcp/), built into one CommonJS file with esbuild and run:
//
//   npm run --silent mcp -- --site <folder>
//
// The build takes a fraction of a second and writes .cache/flowg-mcp/mcp.cjs; the offline bundle
// (scripts/bundle.ts) ships the same file as scripts/mcp.cjs, which needs Node alone.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Writes the MCP server, with every module it imports, to `outfile`. */
export async function buildMcpServer(outfile) {
  await build({
    entryPoints: [path.join(ROOT, "mcp/main.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    tsconfig: path.join(ROOT, "tsconfig.json"),
    logLevel: "warning",
    legalComments: "none",
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outfile = path.join(ROOT, ".cache/flowg-mcp/mcp.cjs");
  await buildMcpServer(outfile);
  await import(pathToFileURL(outfile).href);
}
