import fs from "node:fs";
import path from "node:path";
import { startTags } from "./html-scan";
import { folderKinds, resolveRequest, type HostAnswer } from "../../scripts/static-host.mjs";

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

/**
 * Reads every HTML file under `publicDir` into pages keyed by URL path. A file whose text is in
 * `known` (by its path under `publicDir`, "/"-separated) is not read again.
 */
export function readBuiltPages(
  publicDir: string,
  basePath: string,
  known: ReadonlyMap<string, string> = new Map(),
): Map<string, BuiltPage> {
  const pages = new Map<string, BuiltPage>();
  // x.html and x/index.html are one URL; the first is a copy of the second (html-aliases.ts).
  const texts = new Map<string, string>();
  for (const file of walk(publicDir)) {
    if (!file.endsWith(".html")) continue;
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const url = urlOfFile(relative, basePath);
    const html = known.get(relative) ?? fs.readFileSync(file, "utf8");
    if (texts.get(url) === html) continue;
    texts.set(url, html);
    pages.set(url, extractPage(url, html));
  }
  return pages;
}

export function urlOfFile(relative: string, basePath: string): string {
  const withoutIndex = relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return withoutIndex ? `${basePath}/${withoutIndex}` : basePath;
}

export function extractPage(url: string, html: string): BuiltPage {
  // Links, then sources, then srcset candidates, each in document order.
  const links: string[] = [];
  const sources: string[] = [];
  const sourceSets: string[] = [];
  const anchors = new Set<string>();
  for (const { name, attributes } of startTags(html)) {
    const href = attributes.get("href");
    // Preconnects/dns hints name origins, not documents.
    if (
      href !== undefined &&
      LINKING.has(name) &&
      !/\b(preconnect|dns-prefetch)\b/.test(attributes.get("rel") ?? "")
    ) {
      links.push(href);
    }
    const src = attributes.get("src");
    if (src !== undefined && EMBEDDING.has(name)) sources.push(src);
    const srcset = attributes.get("srcset");
    if (srcset !== undefined && (name === "img" || name === "source")) {
      for (const candidate of srcset.split(",")) {
        const first = candidate.trim().split(/\s+/)[0];
        if (first) sourceSets.push(first);
      }
    }
    const id = attributes.get("id");
    if (id !== undefined) anchors.add(id);
    const anchorName = attributes.get("name");
    if (anchorName !== undefined && name === "a") anchors.add(anchorName);
  }
  return { url, references: [...links, ...sources, ...sourceSets], anchors };
}

const LINKING = new Set(["a", "area", "link"]);
const EMBEDDING = new Set(["img", "source", "script", "video", "audio"]);

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
 * `extraSources` are link lists that are not HTML pages (the search store's result URLs);
 * `known`, HTML files already in memory (see readBuiltPages).
 */
export function checkBuild(
  publicDir: string,
  basePath: string,
  extraSources: readonly BuiltPage[] = [],
  known?: ReadonlyMap<string, string>,
): BrokenLink[] {
  const pages = readBuiltPages(publicDir, basePath, known);
  for (const source of extraSources) if (!pages.has(source.url)) pages.set(source.url, source);
  const site = { base: basePath, kindOf: folderKinds(path.resolve(publicDir)) };
  // The pages hold about 48,000 internal references to about 600 paths (the navbar and sidebar
  // on every page): each path is asked of the host once.
  const answers = new Map<string, HostAnswer>();
  return findBrokenLinks(pages, basePath, (urlPath) => {
    let served = answers.get(urlPath);
    if (!served) answers.set(urlPath, (served = resolveRequest(urlPath, site)));
    return served;
  });
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
