#!/usr/bin/env node
// Serves the built site (public/) under the base path with GitHub Pages' rules (static-host.mjs):
//   /flowg/docs/api answers docs/api.html, /flowg/docs/api/ answers docs/api/index.html, a folder
//   without its slash is a 301, unknown paths answer 404.html with status 404. So a link that
//   would be redirected in production is redirected here too. Text assets are gzip-compressed;
//   hashed assets are cached for a year.
// With --headers nginx (the offline bundle, scripts/bundle.ts), every answer also carries the
//   headers of deploy/nginx/flowg.conf (site-headers.mjs), and a page asked for with
//   `Accept: text/markdown` answers its Markdown copy, as nginx does.
// Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public] [--base /flowg]
//   [--headers pages|nginx]
// The default folder is public/ beside this script's folder: the repository's, or the bundle's.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { markdownCopyPath, securityHeaders, wantsMarkdown } from "./site-headers.mjs";
import { folderKinds, resolveRequest } from "./static-host.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .reduce(
      (pairs, arg, i, all) =>
        arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs,
      [],
    ),
);
const port = Number(args.port ?? process.env.PORT ?? 9000);
const host = args.host ?? "127.0.0.1";
const root = args.dir
  ? path.resolve(args.dir)
  : path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const base = args.base ?? "/flowg";
const headerRules = args.headers ?? "pages";
if (headerRules !== "pages" && headerRules !== "nginx") {
  console.error(`--headers: expected pages or nginx, got "${headerRules}"`);
  process.exit(2);
}
const nginx = headerRules === "nginx";

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run "npm run build" (or "make serve") first.`);
  process.exit(1);
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|yaml|wasm)|image\/svg)/;

/**
 * Each file is compressed once (until it changes), as a host or CDN keeps its compressed copies:
 * the VRL engine is large enough that compressing it on every request would slow every test
 * that runs it.
 */
const gzipCache = new Map();
function compressed(file) {
  const { mtimeMs, size } = statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, size, body });
  return body;
}

const IMMUTABLE = /\/(static|page-data\/sq|search-index)\/|[-.][0-9a-f]{8,20}\.(js|css)$/;

/** Headers every answer for `pathname` (or file) carries (with --headers nginx, nginx's own). */
function answerHeaders(pathname, extra = {}) {
  return nginx ? { ...securityHeaders(pathname), ...extra } : extra;
}

/** `vary`: the request headers the answer depends on besides Accept-Encoding. */
function send(req, res, file, status = 200, vary = []) {
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  // The file served decides the policy (a 404 page answered for a worker's URL is a page).
  const headers = answerHeaders(file, {
    "Content-Type": type,
    "Cache-Control": IMMUTABLE.test(file)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=0, must-revalidate",
    "X-Content-Type-Options": "nosniff",
    ...(vary.length ? { Vary: vary.join(", ") } : {}),
  });
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  if (gzip) {
    const body = compressed(file);
    res.writeHead(status, {
      ...headers,
      "Content-Encoding": "gzip",
      "Content-Length": body.length,
      Vary: ["Accept-Encoding", ...vary].join(", "),
    });
    if (req.method === "HEAD") return res.end();
    res.end(body);
  } else {
    res.writeHead(status, { ...headers, "Content-Length": statSync(file).size });
    if (req.method === "HEAD") return res.end();
    createReadStream(file).pipe(res);
  }
}

const notFound = path.join(root, "404.html");
const kindOf = folderKinds(root);
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, answerHeaders(url.pathname, { Allow: "GET, HEAD" })).end();
    return;
  }
  if (url.pathname === "/" || url.pathname === "") {
    res.writeHead(302, answerHeaders(url.pathname, { Location: `${base}/` })).end();
    return;
  }
  const answer = resolveRequest(url.pathname, { base, kindOf });
  if (nginx) {
    // A page with a Markdown copy answers HTML or the copy by the Accept header.
    const copy = markdownCopyPath(url.pathname, base);
    const copyFile = copy && path.join(root, copy.slice(base.length));
    if (copyFile && existsSync(copyFile) && statSync(copyFile).isFile()) {
      if (wantsMarkdown(req.headers.accept)) return send(req, res, copyFile, 200, ["Accept"]);
      if (answer.status === 200)
        return send(req, res, path.join(root, answer.file), 200, ["Accept"]);
    }
  }
  if (answer.status === 200) return send(req, res, path.join(root, answer.file));
  if (answer.status === 301) {
    const location = `${answer.location}${url.search}`;
    res.writeHead(301, answerHeaders(url.pathname, { Location: location })).end();
    return;
  }
  if (existsSync(notFound)) return send(req, res, notFound, 404);
  res
    .writeHead(404, answerHeaders(url.pathname, { "Content-Type": "text/plain" }))
    .end("Not found");
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${base}/`);
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
