import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { WEBPACK_STATS } from "../node/build-internals";

/**
 * What a page downloads before it is interactive, read from the build (deterministic, unlike a
 * browser measurement): its HTML, the scripts it references, and the JSON Gatsby fetches to
 * hydrate it (page data, app data, static query results). CSS is inlined in the HTML by Gatsby.
 */
export interface PageWeight {
  page: string;
  html: number;
  js: number;
  css: number;
  data: number;
  total: number;
  files: Array<{ file: string; kind: "html" | "js" | "css" | "data"; gzip: number }>;
}

const gz = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

export function pageWeight(publicDir: string, basePath: string, pagePath: string): PageWeight {
  const relative = pagePath.replace(basePath, "").replace(/^\/|\/$/g, "");
  const htmlFile = path.join(publicDir, relative, "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  const files: PageWeight["files"] = [
    { file: path.relative(publicDir, htmlFile), kind: "html", gzip: gz(htmlFile) },
  ];
  const seen = new Set<string>();
  const add = (url: string, kind: "js" | "css" | "data") => {
    const file = path.join(publicDir, url.replace(basePath, ""));
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    files.push({ file: path.relative(publicDir, file), kind, gzip: gz(file) });
  };
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) add(m[1]!, "js");
  for (const m of html.matchAll(
    /<link[^>]+href="([^"]+\.css)"[^>]*rel="stylesheet"|<link[^>]+rel="stylesheet"[^>]*href="([^"]+\.css)"/g,
  ))
    add((m[1] ?? m[2])!, "css");
  for (const m of html.matchAll(
    /<link[^>]+as="fetch"[^>]+href="([^"]+\.json)"|<link[^>]+href="([^"]+\.json)"[^>]+as="fetch"/g,
  ))
    add((m[1] ?? m[2])!, "data");
  const pageData = path.join("page-data", relative || "index", "page-data.json");
  add(`${basePath}/${pageData}`, "data");
  if (fs.existsSync(path.join(publicDir, pageData))) {
    const data = JSON.parse(fs.readFileSync(path.join(publicDir, pageData), "utf8")) as {
      componentChunkName: string;
      staticQueryHashes?: string[];
    };
    for (const hash of data.staticQueryHashes ?? [])
      add(`${basePath}/page-data/sq/d/${hash}.json`, "data");
    // The page's component chunk group (template + shared chunks), loaded by Gatsby's runtime.
    const stats = JSON.parse(fs.readFileSync(WEBPACK_STATS, "utf8")) as {
      namedChunkGroups: Record<string, { assets: Array<{ name: string }> }>;
    };
    for (const asset of stats.namedChunkGroups[data.componentChunkName]?.assets ?? []) {
      if (asset.name.endsWith(".js")) add(`${basePath}/${asset.name}`, "js");
    }
  }
  add(`${basePath}/page-data/app-data.json`, "data");
  const sum = (kind: string) =>
    files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  const weight = { html: sum("html"), js: sum("js"), css: sum("css"), data: sum("data") };
  return {
    page: pagePath,
    ...weight,
    total: weight.html + weight.js + weight.css + weight.data,
    files,
  };
}
