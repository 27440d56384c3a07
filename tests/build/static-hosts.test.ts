import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { folderKinds, resolveRequest } from "../../scripts/static-host.mjs";
import { readBuiltPages } from "../../src/node/link-check";
import config from "../support/site-config";
import { sitemapPaths } from "../support/sitemap";

/**
 * The built site where it really lives: GitHub Pages (and nginx for self-hosting). Every URL the
 * site publishes (links, canonical and Open Graph URLs, JSON-LD, sitemap, feeds) must be answered
 * with 200 at its canonical form, without a redirect, first by the host rules alone, then by the
 * two real servers: scripts/serve.mjs (GitHub Pages' rules, used by `make serve` and the browser
 * tests) and Debian's nginx with deploy/nginx/flowg.conf.
 */
const PUBLIC = path.resolve("public");
const BASE = config.basePath;
const SITE = `${config.url}${BASE}`;
const NGINX = "/usr/sbin/nginx";

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Absolute URLs of the site written anywhere in pages, feeds, sitemaps and text files (the
 * Markdown copies and llms.txt included).
 */
function publishedUrls(): Map<string, string> {
  const pattern = new RegExp(
    `${SITE.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/[^\\s"'<>)\\]]*)?`,
    "g",
  );
  const found = new Map<string, string>();
  for (const file of walk(PUBLIC)) {
    if (!/\.(html|xml|txt|md)$/.test(file)) continue;
    for (const match of fs.readFileSync(file, "utf8").matchAll(pattern)) {
      const pathname = new URL(match[0].replace(/&amp;/g, "&")).pathname;
      if (!found.has(pathname)) found.set(pathname, path.relative(PUBLIC, file));
    }
  }
  return found;
}

/** Root-relative targets of every link, script, stylesheet and image of every page. */
function internalUrls(): Set<string> {
  const urls = new Set<string>();
  for (const page of readBuiltPages(PUBLIC, BASE).values()) {
    for (const reference of page.references) {
      if (!reference || reference.startsWith("#") || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference))
        continue;
      const { pathname } = new URL(reference, `http://site${page.url}/`);
      if (pathname === BASE || pathname.startsWith(`${BASE}/`)) urls.add(pathname);
    }
  }
  return urls;
}

describe("URLs under GitHub Pages' rules", () => {
  it("give every page its own canonical URL", () => {
    const wrong: string[] = [];
    for (const page of readBuiltPages(PUBLIC, BASE).values()) {
      const file = path.join(PUBLIC, page.url.slice(BASE.length), "index.html");
      if (!fs.existsSync(file) || page.url === `${BASE}/404`) continue;
      const html = fs.readFileSync(file, "utf8");
      const canonical =
        html.match(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/)?.[1] ??
        html.match(/<link[^>]*href="([^"]+)"[^>]*rel="canonical"/)?.[1];
      const own = page.url === BASE ? `${SITE}/` : `${config.url}${page.url}`;
      if (canonical !== own) wrong.push(`${page.url}: ${canonical ?? "no canonical link"}`);
    }
    expect(wrong).toEqual([]);
  });

  const site = { base: BASE, kindOf: folderKinds(PUBLIC) };

  it("serve every published absolute URL (canonical, og:url, JSON-LD, sitemap, feeds) with 200", () => {
    const urls = publishedUrls();
    expect(urls.size).toBeGreaterThan(130);
    const problems = [...urls].flatMap(([pathname, file]) => {
      const answer = resolveRequest(pathname, site);
      if (answer.status === 200) return [];
      const detail = answer.status === 301 ? `301 to ${answer.location}` : "404";
      return [`${pathname} (in ${file}): ${detail}`];
    });
    expect(problems).toEqual([]);
  });

  it("list every sitemap page at its canonical URL: no trailing slash but for the landing page", () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(130);
    for (const pathname of paths) {
      expect(pathname === `${BASE}/` || !pathname.endsWith("/"), pathname).toBe(true);
    }
  });
});

/** A server to test, started on a free loopback port. */
interface Server {
  origin: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      await fetch(`${origin}${BASE}/`, { method: "HEAD" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no answer from ${origin} after 15 s:\n${log()}`);
}

async function startPagesServer(): Promise<Server> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["scripts/serve.mjs", "--port", String(port)]);
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, child, () => output);
  return { origin, stop: () => child.kill() };
}

/**
 * Debian's nginx with the committed server block; only `listen` and `root` are replaced, and
 * each must be found exactly once, so the test follows the file as it is.
 */
async function startNginx(): Promise<Server> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`${NGINX} not found: \`make test\` installs Debian's nginx before this test.`);
  }
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-nginx-"));
  fs.mkdirSync(path.join(prefix, "site"));
  fs.symlinkSync(PUBLIC, path.join(prefix, "site", BASE.slice(1)));
  const block = fs.readFileSync("deploy/nginx/flowg.conf", "utf8");
  const replaced = block
    .replace(/^(\s*)listen 8080;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/var\/www\/flowg-site;$/m, `$1root ${path.join(prefix, "site")};`);
  expect(replaced.match(new RegExp(`listen 127\\.0\\.0\\.1:${port};`, "g"))).toHaveLength(1);
  expect(replaced.match(/root .*\/site;/g)).toHaveLength(1);
  fs.writeFileSync(path.join(prefix, "flowg.conf"), replaced);
  // Test-only frame around the server block: runs in the foreground, writes only under prefix.
  // As root the workers stay root, since the clone may sit in a folder other users cannot read.
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/flowg.conf;
}
`,
  );
  let output = "";
  const child = spawn(NGINX, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")]);
  child.stderr.on("data", (chunk) => (output += chunk));
  const log = () => {
    const file = path.join(prefix, "error.log");
    return output + (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  };
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(origin, child, log);
  return {
    origin,
    stop: () => {
      child.kill("SIGQUIT");
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Fetches each path (at most 8 at a time) without following redirects; results in order. */
async function statuses(origin: string, paths: readonly string[]) {
  const results: Array<{ pathname: string; status: number; location: string | null }> = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        const pathname = paths[i]!;
        const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
        await response.arrayBuffer();
        const location = response.headers.get("location");
        results[i] = { pathname, status: response.status, location };
      }
    }),
  );
  return results;
}

describe.each([
  ["the GitHub Pages-rules server (scripts/serve.mjs)", startPagesServer],
  ["nginx with deploy/nginx/flowg.conf", startNginx],
])("%s", (_name, start) => {
  let server: Server;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.stop());

  it("answers every sitemap URL and every internal link target with 200, no redirect", async () => {
    const paths = [...new Set([...sitemapPaths(), ...internalUrls()])];
    expect(paths.length).toBeGreaterThan(140);
    const results = await statuses(server.origin, paths);
    const failures = results
      .filter((r) => r.status !== 200)
      .map((r) => `${r.pathname}: ${r.status}${r.location ? ` -> ${r.location}` : ""}`);
    expect(failures).toEqual([]);
  });

  it("answers a page with a trailing slash too, and the bare base path with a redirect to it", async () => {
    const [withSlash, bare] = await statuses(server.origin, [`${BASE}/docs/api/`, BASE]);
    expect(withSlash).toMatchObject({ status: 200 });
    expect(bare).toMatchObject({ status: 301, location: `${BASE}/` });
  });

  it("serves the Markdown copies as text/markdown and llms.txt as text, both in UTF-8", async () => {
    for (const [url, type] of [
      [`${BASE}/docs/guides/streams.md`, "text/markdown; charset=utf-8"],
      [`${BASE}/docs/cli/flowg-server.md`, "text/markdown; charset=utf-8"],
      [`${BASE}/llms.txt`, "text/plain; charset=utf-8"],
      [`${BASE}/llms-full.txt`, "text/plain; charset=utf-8"],
    ] as const) {
      const response = await fetch(`${server.origin}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe(type);
      expect(await response.text(), url).toBe(
        fs.readFileSync(path.join(PUBLIC, url.slice(BASE.length)), "utf8"),
      );
    }
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const response = await fetch(`${server.origin}${BASE}/docs/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8"));
  });

  it("lets hashed assets be cached for a year and makes pages revalidate", async () => {
    const html = fs.readFileSync(path.join(PUBLIC, "docs/api.html"), "utf8");
    const chunk = html.match(/src="(\/flowg\/[^"/]+-[0-9a-f]{8,20}\.js)"/)?.[1];
    const asset = [...internalUrls()].find((url) => url.startsWith(`${BASE}/static/`));
    expect(chunk).toBeDefined();
    expect(asset).toBeDefined();
    for (const url of [chunk!, asset!]) {
      const response = await fetch(`${server.origin}${url}`, { method: "HEAD" });
      expect(response.headers.get("cache-control"), url).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    for (const url of [`${BASE}/docs/api`, `${BASE}/page-data/docs/api/page-data.json`]) {
      const response = await fetch(`${server.origin}${url}`, { method: "HEAD" });
      expect(response.headers.get("cache-control"), url).toMatch(/max-age=0, must-revalidate/);
    }
  });

  it("serves the VRL engine's wasm as application/wasm, gzipped and cached for a year", async () => {
    const wasm = fs.readdirSync(path.join(PUBLIC, "static")).filter((f) => f.endsWith(".wasm"));
    expect(wasm).toHaveLength(1);
    const url = `${BASE}/static/${wasm[0]}`;
    const response = await fetch(`${server.origin}${url}`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/wasm");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // fetch() undoes the gzip: the bytes are the module, whole.
    expect(WebAssembly.validate(body)).toBe(true);
  });
});
