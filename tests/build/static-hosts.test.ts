import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PAGE_POLICY } from "../../src/shared/content-security-policy";
import { folderKinds, resolveRequest } from "../../scripts/static-host.mjs";
import { readBuiltPages } from "../../node/link-check";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { freePort, waitForAnswer } from "../support/local-server";
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

let internalUrlsRead: Set<string> | undefined;

/**
 * Root-relative targets of every link, script, stylesheet and image of every page. Read once:
 * reading every page takes seconds, long enough for a server to close the connection that fetch
 * then reuses (scripts/serve.mjs keeps idle connections 5 s).
 */
function internalUrls(): Set<string> {
  if (internalUrlsRead) return internalUrlsRead;
  const urls = new Set<string>();
  for (const page of readBuiltPages(PUBLIC, BASE).values()) {
    for (const reference of page.references) {
      if (!reference || reference.startsWith("#") || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(reference))
        continue;
      const { pathname } = new URL(reference, `http://site${page.url}/`);
      if (pathname === BASE || pathname.startsWith(`${BASE}/`)) urls.add(pathname);
    }
  }
  internalUrlsRead = urls;
  return urls;
}

describe("URLs under GitHub Pages' rules", () => {
  it("publish none of the build's own files (webpack stats, chunk map, an unused Partytown)", () => {
    for (const name of ["webpack.stats.json", "chunk-map.json", "~partytown"])
      expect(fs.existsSync(path.join(PUBLIC, name)), name).toBe(false);
  });

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

/** scripts/serve.mjs: GitHub Pages' rules, or with `headers: "nginx"` the offline bundle's. */
async function startPagesServer(headers: "pages" | "nginx" = "pages"): Promise<Server> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, [
    "scripts/serve.mjs",
    "--port",
    String(port),
    "--headers",
    headers,
  ]);
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${origin}${BASE}/`, child, () => output);
  return { origin, stop: () => child.kill() };
}

/**
 * Debian's nginx with the committed server block; only `listen` and `root` are replaced, and
 * each must be found exactly once, so the test follows the file as it is.
 */
/**
 * The configuration's commented `location /api/` block, switched on and pointed at `upstream`:
 * FlowG's API on the site's own origin, for the API console.
 */
function withApiProxy(block: string, upstream: string): string {
  const commented = /^(\s*)# location \/api\/ \{\n((?:\1#.*\n)*?)\1# \}$/m.exec(block);
  if (!commented)
    throw new Error("deploy/nginx/flowg.conf has no commented `location /api/` block");
  const [whole, indent] = commented;
  const on = whole
    .split("\n")
    .map((line) => line.replace(new RegExp(`^${indent}# ?`), indent!))
    .join("\n")
    .replace("proxy_pass http://127.0.0.1:5080;", `proxy_pass ${upstream};`);
  expect(on).toContain(`proxy_pass ${upstream};`);
  return block.replace(whole, on);
}

async function startNginx(apiUpstream?: string): Promise<Server> {
  if (!fs.existsSync(NGINX)) {
    throw new Error(`${NGINX} not found: \`make test\` installs Debian's nginx before this test.`);
  }
  const port = await freePort();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-nginx-"));
  fs.mkdirSync(path.join(prefix, "site"));
  fs.symlinkSync(PUBLIC, path.join(prefix, "site", BASE.slice(1)));
  const file = fs.readFileSync("deploy/nginx/flowg.conf", "utf8");
  const block = apiUpstream ? withApiProxy(file, apiUpstream) : file;
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
  await waitForAnswer(`${origin}${BASE}/`, child, log);
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
  ["the GitHub Pages-rules server (scripts/serve.mjs)", () => startPagesServer()],
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
    const stylesheet = fs.readdirSync(PUBLIC).find((f) => /^app\.[0-9a-f]{8,20}\.css$/.test(f));
    expect(chunk).toBeDefined();
    expect(asset).toBeDefined();
    expect(stylesheet).toBeDefined();
    for (const url of [chunk!, asset!, `${BASE}/${stylesheet!}`]) {
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

/** Every header nginx must send with every response: pages, scripts, assets, data, errors. */
const SECURITY_HEADERS = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
} as const;

/** The directives of a Content-Security-Policy header, each with its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe("nginx's security headers (deploy/nginx/flowg.conf)", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startNginx();
  });
  afterAll(() => server?.stop());

  /** One URL of each kind of file, and of each location block of the server. */
  function sampleUrls(): Record<string, string> {
    const html = fs.readFileSync(path.join(PUBLIC, "docs/api.html"), "utf8");
    const hashed = (name: RegExp) => {
      const found = fs.readdirSync(PUBLIC).find((f) => name.test(f));
      expect(found, String(name)).toBeDefined();
      return `${BASE}/${found!}`;
    };
    const wasm = fs.readdirSync(path.join(PUBLIC, "static")).find((f) => f.endsWith(".wasm"));
    const sq = fs.readdirSync(path.join(PUBLIC, "page-data/sq/d"))[0];
    return {
      page: `${BASE}/docs/guides/streams`,
      "page with a slash": `${BASE}/docs/guides/streams/`,
      landing: `${BASE}/`,
      "page data": `${BASE}/page-data/docs/api/page-data.json`,
      "static query data": `${BASE}/page-data/sq/d/${sq!}`,
      "hashed script": html.match(/src="(\/flowg\/app-[0-9a-f]{8,20}\.js)"/)![1]!,
      "script moved out of the pages": hashed(/^inline-[0-9a-f]{16}\.js$/),
      "VRL worker": hashed(/^vrl-worker-[0-9a-f]{8,20}\.js$/),
      "static asset": [...internalUrls()].find((url) => url.startsWith(`${BASE}/static/`))!,
      wasm: `${BASE}/static/${wasm!}`,
      "OpenAPI YAML": `${BASE}/openapi/flowg.yaml`,
      "Markdown copy": `${BASE}/docs/guides/streams.md`,
      "unknown path (404)": `${BASE}/docs/no-such-page`,
      "unknown hashed script (404)": `${BASE}/vrl-worker-0000000000000000.js`,
      "base path without its slash (301)": BASE,
    };
  }

  it("sends every security header with every response, in every location", async () => {
    const missing: string[] = [];
    for (const [kind, url] of Object.entries(sampleUrls())) {
      const response = await fetch(`${server.origin}${url}`, { redirect: "manual" });
      await response.arrayBuffer();
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (response.headers.get(name) !== value)
          missing.push(
            `${kind} (${url}, ${response.status}): ${name}: ${response.headers.get(name)}`,
          );
      }
      const policy = parsePolicy(response.headers.get("content-security-policy"));
      if (policy.get("frame-ancestors")?.join(" ") !== "'none'")
        missing.push(`${kind} (${url}): no frame-ancestors 'none'`);
      if (!response.headers.get("permissions-policy")?.includes("camera=()"))
        missing.push(`${kind} (${url}): no Permissions-Policy`);
      if (!response.headers.get("cache-control"))
        missing.push(`${kind} (${url}): no Cache-Control`);
    }
    expect(missing).toEqual([]);
  });

  it("are the offline bundle's too (scripts/serve.mjs --headers nginx), with Markdown on request", async () => {
    const bundle = await startPagesServer("nginx");
    const compared = [
      "content-security-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cache-control",
    ];
    const answer = async (origin: string, url: string, accept: string) => {
      const response = await fetch(`${origin}${url}`, { redirect: "manual", headers: { accept } });
      await response.arrayBuffer();
      const vary = (response.headers.get("vary") ?? "").split(/,\s*/).filter(Boolean).sort();
      return {
        status: response.status,
        vary,
        // Debian's mime.types names JavaScript by its older type.
        type: response.headers.get("content-type")?.replace("application/", "text/"),
        ...Object.fromEntries(compared.map((name) => [name, response.headers.get(name)])),
      };
    };
    try {
      const urls = Object.values(sampleUrls()).filter((url) => url !== BASE);
      for (const url of urls)
        for (const accept of ["text/html,*/*;q=0.8", "text/markdown"])
          expect(await answer(bundle.origin, url, accept), `${url} (${accept})`).toEqual(
            await answer(server.origin, url, accept),
          );
    } finally {
      bundle.stop();
    }
  });

  it("lets scripts come from the site only, and compile WebAssembly only in the VRL worker", async () => {
    const sources = new Map<string, Map<string, string[]>>();
    for (const [kind, url] of Object.entries(sampleUrls())) {
      const response = await fetch(`${server.origin}${url}`, {
        method: "HEAD",
        redirect: "manual",
      });
      sources.set(kind, parsePolicy(response.headers.get("content-security-policy")));
    }
    for (const [kind, policy] of sources) {
      const expected = kind === "VRL worker" ? ["'self'", "'wasm-unsafe-eval'"] : ["'self'"];
      expect(policy.get("script-src"), kind).toEqual(expected);
      expect(policy.get("default-src"), kind).toEqual(["'none'"]);
      // Nothing is loaded from another host: only the site, data: images, and the API console's
      // requests to the reader's own server.
      for (const [directive, list] of policy) {
        const allowed = directive === "connect-src" ? ["'self'", "http:", "https:"] : [];
        const foreign = list.filter(
          (s) => !s.startsWith("'") && s !== "data:" && !allowed.includes(s),
        );
        expect(foreign, `${kind}: ${directive}`).toEqual([]);
      }
    }
  });
});

describe("nginx's answers outside the pages (deploy/nginx/flowg.conf)", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startNginx();
  });
  afterAll(() => server?.stop());

  it("serves robots.txt at the host's root, where crawlers read it", async () => {
    const response = await fetch(`${server.origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC, "robots.txt"), "utf8"));
  });

  it("does not name its version", async () => {
    for (const url of [`${BASE}/`, `${BASE}/docs/no-such-page`]) {
      const response = await fetch(`${server.origin}${url}`);
      await response.arrayBuffer();
      expect(response.headers.get("server"), url).toBe("nginx");
    }
  });

  it("answers a page with its Markdown copy when the client asks for Markdown", async () => {
    const copy = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
    const html = (file: string) => fs.readFileSync(path.join(PUBLIC, file), "utf8");
    const ask = async (url: string, accept?: string) => {
      const response = await fetch(`${server.origin}${url}`, {
        headers: accept ? { accept } : {},
      });
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        vary: response.headers.get("vary"),
        policy: response.headers.get("content-security-policy") ?? "",
        frames: response.headers.get("x-frame-options"),
        body: await response.text(),
      };
    };
    const markdown = "text/markdown; charset=utf-8";
    for (const [url, accept, file] of [
      [`${BASE}/docs/guides/streams`, "text/markdown", "docs/guides/streams.md"],
      [`${BASE}/docs/guides/streams/`, "text/markdown", "docs/guides/streams.md"],
      [`${BASE}/docs`, "text/markdown, text/html;q=0.5", "docs.md"],
      [
        `${BASE}/docs/cli/flowg-server`,
        "Text/Markdown;q=0.9, */*;q=0.1",
        "docs/cli/flowg-server.md",
      ],
    ] as const) {
      const answer = await ask(url, accept);
      expect([url, answer.status, answer.type, answer.body], accept).toEqual([
        url,
        200,
        markdown,
        copy(file),
      ]);
      expect(answer.vary, url).toMatch(/\bAccept\b(?!-)/);
      // The site's headers, as on every answer.
      expect([answer.frames, parsePolicy(answer.policy).get("script-src")], url).toEqual([
        "DENY",
        ["'self'"],
      ]);
    }
    // A browser's Accept, Markdown refused, no Accept: the HTML, which varies with it too.
    for (const [url, accept, file] of [
      [
        `${BASE}/docs/guides/streams`,
        "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "docs/guides/streams.html",
      ],
      [`${BASE}/docs/guides/streams`, "text/markdown;q=0, text/html", "docs/guides/streams.html"],
      [`${BASE}/docs/guides/streams`, undefined, "docs/guides/streams.html"],
    ] as const) {
      const answer = await ask(url, accept);
      expect([url, answer.status, answer.type, answer.body === html(file)], accept).toEqual([
        url,
        200,
        "text/html; charset=utf-8",
        true,
      ]);
      expect(answer.vary, url).toMatch(/\bAccept\b(?!-)/);
    }
    // Pages without a copy and other files answer what they are, and do not vary with Accept.
    for (const [url, type, file] of [
      [`${BASE}/`, "text/html; charset=utf-8", "index.html"],
      [`${BASE}/search`, "text/html; charset=utf-8", "search.html"],
      [
        `${BASE}/page-data/docs/api/page-data.json`,
        "application/json; charset=utf-8",
        "page-data/docs/api/page-data.json",
      ],
      [`${BASE}/docs/guides/streams.md`, "text/markdown; charset=utf-8", "docs/guides/streams.md"],
    ] as const) {
      const answer = await ask(url, "text/markdown");
      expect([answer.status, answer.type, answer.vary, answer.body === html(file)], url).toEqual([
        200,
        type,
        "Accept-Encoding",
        true,
      ]);
    }
  });

  it("answers a malformed or over-long path with the site's page, keeping the status", async () => {
    const notFoundPage = fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8");
    for (const [url, status] of [
      [`${BASE}/docs/%zz`, 400],
      [`${BASE}/docs/${"x".repeat(9000)}`, 414],
    ] as const) {
      const response = await fetch(`${server.origin}${url}`);
      expect(response.status, url.slice(0, 40)).toBe(status);
      expect(await response.text(), url.slice(0, 40)).toBe(notFoundPage);
    }
  });
});

describe("the built pages under the Content-Security-Policy", () => {
  it("have no inline script left (each was moved to a file by the build)", () => {
    const left: string[] = [];
    for (const file of walk(PUBLIC)) {
      if (!file.endsWith(".html")) continue;
      const html = fs.readFileSync(file, "utf8");
      for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const attributes = match[1]!;
        const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
        const runs = type === undefined || type === "module" || type === "text/javascript";
        if (runs && !/\ssrc=/.test(attributes) && match[2]!.trim())
          left.push(`${path.relative(PUBLIC, file)}: ${match[2]!.trim().slice(0, 60)}`);
      }
      if (/<[^>]+\son[a-z]+="/i.test(html))
        left.push(`${path.relative(PUBLIC, file)}: on* handler`);
    }
    expect(left).toEqual([]);
  });

  it("carry the policy in a meta element, ahead of every script and stylesheet", () => {
    const wrong: string[] = [];
    const meta = `<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY.replaceAll("'", "&#x27;")}"/>`;
    for (const file of walk(PUBLIC)) {
      // Gatsby's slices are fragments it stitches into the pages, not pages.
      if (!file.endsWith(".html") || file.includes(`${path.sep}_gatsby${path.sep}`)) continue;
      const html = fs.readFileSync(file, "utf8");
      const at = html.indexOf(meta);
      const first = html.search(/<(script|style|link)\b/);
      if (at < 0 || html.indexOf(meta, at + 1) >= 0 || (first >= 0 && first < at))
        wrong.push(path.relative(PUBLIC, file));
    }
    expect(wrong).toEqual([]);
  });
});

/** A page of each template, as nginx serves it. */
const TEMPLATE_PAGES = {
  doc: `${BASE}/docs/guides/streams`,
  "doc with diagrams": `${BASE}/docs`,
  "API operation": `${BASE}/docs/api/whoami`,
  "API overview": `${BASE}/docs/api`,
  "CLI command": `${BASE}/docs/cli/flowg-server`,
  "blog list": `${BASE}/blog`,
  "blog post": `${BASE}/blog/elasticsearch-compatibility`,
  landing: `${BASE}/`,
  search: `${BASE}/search?q=streams`,
  "404": `${BASE}/docs/no-such-page`,
  "VRL playground": `${BASE}/docs/guides/transformers/playground`,
} as const;

/**
 * What went wrong in a tab: CSP violations (the `securitypolicyviolation` events of the page,
 * recorded by a script the browser adds before the page's own, and the console's reports, which
 * also cover the VRL worker), Permissions-Policy header errors and uncaught errors.
 */
interface Watched {
  page: Page;
  problems(): Promise<string[]>;
}

async function watch(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const logged: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
      logged.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => logged.push(`uncaught: ${error.message}`));
  return {
    page,
    problems: async () => {
      const events = await page
        .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
        .catch(() => ["the page could not be read"]);
      return [...events.map((e) => `securitypolicyviolation: ${e}`), ...logged];
    },
  };
}

/** Resolves once React has hydrated the page (Gatsby marks its first client render). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName("onInitialClientRender").length > 0,
    undefined,
    { timeout: 30_000 },
  );
}

describe("the site in Chromium under nginx's headers", () => {
  let server: Server;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    server = await startNginx();
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
    server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
        ),
      );
    });
  });
  afterEach(async () => {
    await context?.close();
  });

  it.each(Object.entries(TEMPLATE_PAGES))(
    "loads the %s page with no CSP violation, hydrates it and prefetches its links",
    async (name, url) => {
      const { page, problems } = await watch(context);
      const moved: string[] = [];
      page.on("request", (request) => {
        const file = new URL(request.url()).pathname.split("/").pop()!;
        if (/^inline-[0-9a-f]{16}\.js$/.test(file)) moved.push(file);
      });
      const response = await page.goto(`${server.origin}${url}`);
      expect(response?.status()).toBe(name === "404" ? 404 : 200);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      await hydrated(page);
      // Gatsby's chunk map (one of the scripts moved out of the page) reached the runtime.
      expect(
        await page.evaluate(
          () => typeof (window as unknown as { ___chunkMapping?: unknown }).___chunkMapping,
        ),
      ).toBe("string");
      // Hovering a link makes Gatsby prefetch the page behind it, which needs the chunk map.
      const link = page.locator(`a[href^="${BASE}/docs/"]:visible`).first();
      if (await link.count()) await link.hover();
      await page.waitForLoadState("networkidle");
      expect(await problems()).toEqual([]);
      // Gatsby's three inline scripts come as one file; the blog's author photos add
      // gatsby-plugin-image's two loaders, as one module file.
      expect(moved, "files of the scripts moved out of the page").toHaveLength(
        name.startsWith("blog") ? 2 : 1,
      );
    },
  );

  it("navigates client-side: the page's window survives, diagrams included", async () => {
    const { page, problems } = await watch(context);
    await page.goto(`${server.origin}${TEMPLATE_PAGES.doc}`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { flowgMarker: string }).flowgMarker = "still here";
    });
    const link = page.locator(`main a[href^="${BASE}/docs/"]:visible`).first();
    const target = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`${server.origin}${target!.split("#")[0]!}`);
    // A diagram page reached by a client-side navigation fetches its drawings (SVG with <style>).
    await page.evaluate(
      (url) => (window as unknown as { ___navigate(to: string): void }).___navigate(url),
      TEMPLATE_PAGES["doc with diagrams"],
    );
    await page.waitForURL(`${server.origin}${TEMPLATE_PAGES["doc with diagrams"]}`);
    await page.locator("main svg[role='img']").first().waitFor();
    expect(await page.evaluate(() => (window as { flowgMarker?: string }).flowgMarker)).toBe(
      "still here",
    );
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(await problems()).toEqual([]);
  });

  it("runs a VRL example and the playground (the worker compiles the engine)", async () => {
    const { page, problems } = await watch(context);
    await page.goto(`${server.origin}${BASE}/docs/guides/transformers`);
    await hydrated(page);
    const example = page.locator('[data-vrl-run="from-logfmt"]');
    await example.getByRole("button", { name: "Run the from-logfmt example" }).click();
    await example.locator('[data-vrl-output="ok"]').waitFor({ timeout: 60_000 });

    await page.goto(`${server.origin}${TEMPLATE_PAGES["VRL playground"]}`);
    await hydrated(page);
    await page.locator('[data-vrl-playground="ready"]').waitFor();
    await page
      .locator("[data-vrl-editor]")
      .getByRole("button", { name: "Run", exact: true })
      .click();
    await page.locator('[data-vrl-output="ok"]').waitFor({ timeout: 60_000 });
    expect(await problems()).toEqual([]);
  });

  it("opens the API console (RapiDoc), which may call the reader's own server", async () => {
    // A stand-in for the reader's FlowG server, on another origin than the site.
    const flowg = http.createServer((_request, response) => {
      response.writeHead(200, { "Access-Control-Allow-Origin": "*" }).end("{}");
    });
    await new Promise<void>((resolve) => flowg.listen(0, "127.0.0.1", resolve));
    const { port } = flowg.address() as net.AddressInfo;
    try {
      const { page, problems } = await watch(context);
      await page.goto(`${server.origin}${TEMPLATE_PAGES["API overview"]}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Load the interactive console" }).click();
      await page.locator("rapi-doc").waitFor({ state: "attached" });
      await page.getByRole("dialog", { name: "FlowG API console" }).waitFor();
      await page.waitForLoadState("networkidle");
      // What the console's "Try" does: a request from the page to the server the reader typed.
      const status = await page.evaluate(
        (url) => fetch(url).then((response) => response.status),
        `http://127.0.0.1:${port}/api/v1/whoami`,
      );
      expect(status).toBe(200);
      expect(await problems()).toEqual([]);
    } finally {
      flowg.close();
    }
  });
});

describe("the API console with FlowG behind the same nginx (the configuration's /api/ block)", () => {
  it("sends the console's calls to FlowG on the site's origin, whose answers are never cached", async () => {
    // A stand-in for FlowG: it records the calls and, like FlowG, sends no CORS header.
    const calls: string[] = [];
    const flowg = http.createServer((request, response) => {
      calls.push(`${request.method} ${request.url} ${request.headers["content-type"] ?? ""}`);
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"token":"jwt_x"}');
    });
    await new Promise<void>((resolve) => flowg.listen(0, "127.0.0.1", resolve));
    const { port } = flowg.address() as net.AddressInfo;
    const server = await startNginx(`http://127.0.0.1:${port}`);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const direct = await fetch(`${server.origin}/api/v1/auth/whoami`);
      expect(direct.status).toBe(200);
      expect(direct.headers.get("cache-control")).toBe("no-store");
      calls.length = 0;

      const page = await browser.newPage();
      await page.goto(`${server.origin}${TEMPLATE_PAGES["API overview"]}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Load the interactive console" }).click();
      const dialog = page.getByRole("dialog", { name: "FlowG API console" });
      await dialog.waitFor();
      // The reader chooses this site's address among the console's servers (once RapiDoc has
      // read the description).
      await expect
        .poll(
          () =>
            page.evaluate(
              (origin) =>
                (
                  document.querySelector("rapi-doc") as unknown as {
                    setApiServer(url: string): boolean;
                  }
                ).setApiServer(origin),
              server.origin,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      // The operation RapiDoc shows first: log in, a POST with a JSON body.
      await dialog.getByRole("button", { name: "TRY", exact: true }).first().click();
      await expect
        .poll(() => calls, { timeout: 10_000 })
        .toEqual(["POST /api/v1/auth/login application/json"]);
      // RapiDoc's status line ("Response Status: OK:200 ..."): the answer came back readable.
      await expect
        .poll(() => dialog.locator(".response-message").first().textContent(), { timeout: 10_000 })
        .toContain("OK:200");
      expect(await dialog.getByRole("alert").isVisible()).toBe(false);
    } finally {
      await browser.close();
      server.stop();
      flowg.close();
    }
  });
});
