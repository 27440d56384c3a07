#!/usr/bin/env node
// The docs' MCP server (mcp/), built into one CommonJS file with esbuild and run:
//
//   npm run --silent mcp -- --site <folder>
//
// The build takes a fraction of a second and writes .cache/flowg-mcp/mcp.cjs; the offline bundle
// (scripts/bundle.ts) ships the same file as scripts/mcp.cjs, which needs Node alone.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Writes the MCP server, with every module it imports, to `outfile`, and beside it
 * `<outfile>.LICENSES.txt`: the name, version, licence and licence text of each npm package
 * built into it, which travel with the file (the offline bundle redistributes them).
 */
export async function buildMcpServer(outfile) {
  const { metafile } = await build({
    metafile: true,
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
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) packages.add(path.resolve(ROOT, match[1]));
  }
  const notices = [...packages]
    .map((dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
      const file = fs.readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
      const text = file
        ? fs.readFileSync(path.join(dir, file), "utf8").trim()
        : "(no licence file)";
      return `${manifest.name}@${manifest.version} (${manifest.license ?? "no licence named"})\n\n${text}`;
    })
    .sort();
  fs.writeFileSync(`${outfile}.LICENSES.txt`, `${notices.join(`\n\n${"-".repeat(72)}\n\n`)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outfile = path.join(ROOT, ".cache/flowg-mcp/mcp.cjs");
  await buildMcpServer(outfile);
  await import(pathToFileURL(outfile).href);
}
