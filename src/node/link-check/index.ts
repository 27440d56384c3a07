import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { folderKinds, resolveRequest, type HostAnswer } from "../../../scripts/static-host.mjs";

/**
 * The broken-link gate. After the build, every internal link and image of every generated page
 * must be answered with status 200 by a static host with GitHub Pages' rules
 * (scripts/static-host.mjs): a link to a missing file fails, and so does a link that the host
 * would answer with a redirect. Every #fragment must name an id on the target page.
 */

export interface BuiltPage {
  /** URL path of the page, with the base path and no trailing slash (/flowg/docs/api). */
  url: string;
  /** Internal references found on the page: href/src values as written. */
  references: string[];
  /** Ids (and <a name>) present on the page, for fragment checks. */
  anchors: Set<string>;
}

export interface BrokenLink {
  page: string;
  target: string;
  reason: string;
}

/** Reads every HTML file under `publicDir` into pages keyed by URL path. */
export function readBuiltPages(publicDir: string, basePath: string): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  for (const file of walk(publicDir)) {
    if (!file.endsWith(".html")) continue;
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const url = urlOfFile(relative, basePath);
    pages.set(url, extractPage(url, fs.readFileSync(file, "utf8")));
  }
  return pages;
}

export function urlOfFile(relative: string, basePath: string): string {
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return withoutIndex ? `${basePath}/${withoutIndex}` : basePath;
}

export function extractPage(url: string, html: string): BuiltPage {
  const root = parse(html, { comment: false });
  const references: string[] = [];
  for (const el of root.querySelectorAll("a[href], area[href], link[href]")) {
    const rel = el.getAttribute("rel") ?? "";
    // Preconnects/dns hints name origins, not documents.
    if (/\b(preconnect|dns-prefetch)\b/.test(rel)) continue;
    references.push(el.getAttribute("href") ?? "");
  }
  for (const el of root.querySelectorAll(
    "img[src], source[src], script[src], video[src], audio[src]",
  )) {
    references.push(el.getAttribute("src") ?? "");
  }
  for (const el of root.querySelectorAll("img[srcset], source[srcset]")) {
    for (const candidate of (el.getAttribute("srcset") ?? "").split(",")) {
      const src = candidate.trim().split(/\s+/)[0];
      if (src) references.push(src);
    }
  }
  const anchors = new Set<string>();
  for (const el of root.querySelectorAll("[id]")) anchors.add(el.getAttribute("id") ?? "");
  for (const el of root.querySelectorAll("a[name]")) anchors.add(el.getAttribute("name") ?? "");
  return { url, references, anchors };
}

/**
 * Checks references that stay on the site: root-relative ones under `basePath`, fragments and
 * relative paths. Absolute URLs (other origins, or the canonical site URL) are not checked here.
 */
export function findBrokenLinks(
  pages: Map<string, BuiltPage>,
  basePath: string,
  answer: (urlPath: string) => HostAnswer,
): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const page of pages.values()) {
    for (const reference of new Set(page.references)) {
      if (!reference || /^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith("//"))
        continue;
      const resolved = new URL(reference, `http://site${page.url}/`);
      // A page's own relative links resolve against the page URL as a folder (trailing slash).
      const target = reference.startsWith("#")
        ? page.url
        : resolved.pathname.replace(/\/$/, "") || "/";
      const fragment = decodeURIComponent(resolved.hash.slice(1));
      if (
        !reference.startsWith("#") &&
        !(target === basePath || target.startsWith(`${basePath}/`))
      ) {
        broken.push({
          page: page.url,
          target: reference,
          reason: `outside the base path ${basePath}`,
        });
        continue;
      }
      const targetPage = pages.get(target);
      const served = reference.startsWith("#") ? null : answer(resolved.pathname);
      if (served?.status === 301) {
        broken.push({
          page: page.url,
          target: reference,
          reason: `redirected to ${served.location} by the host`,
        });
        continue;
      }
      // Search results name pages that exist only in the store (extraSources), not as files.
      if (served?.status === 404 && !targetPage) {
        broken.push({ page: page.url, target: reference, reason: "no such page or file" });
        continue;
      }
      if (fragment && targetPage && !targetPage.anchors.has(fragment)) {
        broken.push({
          page: page.url,
          target: reference,
          reason: `no element with id "${fragment}" on ${target}`,
        });
      }
    }
  }
  return broken;
}

export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const lines = broken.map((b) => `  ${b.page} -> ${b.target} (${b.reason})`);
  return `Broken internal links (${broken.length}):\n${lines.join("\n")}`;
}

/**
 * Runs the gate over a build folder; returns the broken links (empty when all is well).
 * `extraSources` are link lists that are not HTML pages (the search store's result URLs).
 */
export function checkBuild(
  publicDir: string,
  basePath: string,
  extraSources: readonly BuiltPage[] = [],
): BrokenLink[] {
  const pages = readBuiltPages(publicDir, basePath);
  for (const source of extraSources) if (!pages.has(source.url)) pages.set(source.url, source);
  const site = { base: basePath, kindOf: folderKinds(path.resolve(publicDir)) };
  return findBrokenLinks(pages, basePath, (urlPath) => resolveRequest(urlPath, site));
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
