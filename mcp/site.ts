import fs from "node:fs";
import path from "node:path";
import flexsearch from "flexsearch";
import { editDistance, type Lexicon } from "@shared/search/lexicon";
import {
  createSearchEngine,
  type FlexSearchModule,
  type SearchEngine,
  type SearchStore,
} from "@shared/search/searcher";

/**
 * A built site (public/ or an unpacked offline bundle's public/), read for the MCP server. It
 * reads files under the folder and nothing else: the search index of each docs version, the
 * Markdown copies, the OpenAPI documents and the sitemap index (for the site's address).
 */
export interface DocsVersion {
  name: string;
  current: boolean;
  /** The route of the version's docs, without the base path: /docs or /docs/0.45.8. */
  docsRoute: string;
}

/** A request the tools cannot answer; its message is what the client reads. */
export class ToolError extends Error {}

export interface Site {
  folder: string;
  /** The site's published address with its base path: https://link-society.github.io/flowg. */
  url: string;
  /** The base path: /flowg. */
  base: string;
  versions: DocsVersion[];
  version(name: string | undefined): DocsVersion;
  search(version: DocsVersion): SearchEngine;
  /** The Markdown copy of the page at `route` (no base path), or null. */
  markdown(route: string): string | null;
  /** A version's OpenAPI document (JSON). */
  openapi(version: DocsVersion): OpenApiDocument;
  /** The routes (no base path) of every page with a Markdown copy under `prefix`. */
  routesUnder(prefix: string): string[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [key: `x-${string}`]: unknown;
}

export function openSite(folder: string): Site {
  const root = path.resolve(folder);
  if (!fs.existsSync(path.join(root, "index.html")))
    throw new ToolError(`${root}: no built site here (expected index.html; run "make build")`);
  const sitemap = readText(root, "sitemap-index.xml") ?? "";
  const located = /<loc>(https?:\/\/[^<]+?)\/sitemap-\d+\.xml<\/loc>/.exec(sitemap)?.[1];
  if (!located)
    throw new ToolError(`${root}: no sitemap-index.xml to read the site's address from`);
  const base = new URL(located).pathname.replace(/\/$/, "");

  const indexFiles = fs.readdirSync(path.join(root, "search-index"));
  const names = [
    ...new Set(indexFiles.map((file) => /^(\d+\.\d+\.\d+)\./.exec(file)?.[1]).filter(Boolean)),
  ] as string[];
  // An archived version's docs start at docs/<version>.html; the current version's at docs.html.
  const versions = names
    .map((name) => {
      const archived = fs.existsSync(path.join(root, "docs", `${name}.html`));
      return { name, current: !archived, docsRoute: archived ? `/docs/${name}` : "/docs" };
    })
    .sort((a, b) => Number(b.current) - Number(a.current) || compareVersions(b.name, a.name));
  if (versions.filter((v) => v.current).length !== 1)
    throw new ToolError(`${root}: expected one current docs version among ${names.join(", ")}`);

  const engines = new Map<string, SearchEngine>();
  const documents = new Map<string, OpenApiDocument>();
  const site: Site = {
    folder: root,
    url: located,
    base,
    versions,
    version(name) {
      if (name === undefined || name === "") return versions[0]!;
      const wanted = name.replace(/^v/, "");
      const found = versions.find((v) => v.name === wanted);
      if (!found)
        throw new ToolError(
          `Unknown version "${name}": this site documents ${listVersions(versions)}.`,
        );
      return found;
    },
    search(version) {
      let engine = engines.get(version.name);
      if (!engine) {
        const file = (kind: string) => {
          const name = indexFiles.find(
            (f) => f.startsWith(`${version.name}.`) && f.endsWith(`.${kind}`),
          );
          if (!name) throw new ToolError(`${root}: no search ${kind} for v${version.name}`);
          return fs.readFileSync(path.join(root, "search-index", name), "utf8");
        };
        engine = createSearchEngine(
          flexsearch as unknown as FlexSearchModule,
          file("index.txt"),
          JSON.parse(file("store.json")) as SearchStore,
          JSON.parse(file("lexicon.json")) as Lexicon,
        );
        engines.set(version.name, engine);
      }
      return engine;
    },
    markdown(route) {
      const clean = route.replace(/\/+$/, "");
      if (!clean.startsWith("/") || clean.includes("..")) return null;
      return readText(root, `${clean.slice(1)}.md`);
    },
    openapi(version) {
      let document = documents.get(version.name);
      if (!document) {
        const file = version.current ? "openapi/flowg.json" : `openapi/${version.name}/flowg.json`;
        const text = readText(root, file);
        if (text === null) throw new ToolError(`${root}: no ${file} for v${version.name}`);
        document = JSON.parse(text) as OpenApiDocument;
        documents.set(version.name, document);
      }
      return document;
    },
    routesUnder(prefix) {
      const dir = path.join(root, prefix.slice(1));
      if (!fs.existsSync(dir)) return [];
      return fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
        .map((entry) => {
          const file = path.relative(root, path.join(entry.parentPath, entry.name));
          return `/${file.slice(0, -".md".length).split(path.sep).join("/")}`;
        })
        .sort();
    },
  };
  return site;
}

function readText(root: string, file: string): string | null {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, "utf8") : null;
}

function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split(".").map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
}

export function listVersions(versions: readonly DocsVersion[]): string {
  return versions.map((v) => `v${v.name}${v.current ? " (current)" : ""}`).join(", ");
}

/** The names closest to `typed` (for "did you mean"), at most `count`. */
export function closest(typed: string, names: readonly string[], count = 3): string[] {
  const folded = typed.toLowerCase();
  return names
    .map((name) => ({ name, distance: editDistance(folded, name.toLowerCase(), 99) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map((entry) => entry.name);
}
