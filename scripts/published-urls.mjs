#!/usr/bin/env node
// @ts-check
// Lists every URL a build of the site publishes, for tests/build/published-urls.txt: the URLs
// readers, search engines, feed readers and assistants may have kept, which every later build
// must still answer with 200 (tests/build/published-urls.test.ts), whatever versions are added.
//
//   node scripts/published-urls.mjs --label "<which build>" [--build public] [--base /flowg]
//                                   [--out tests/build/published-urls.txt] [--append]
//
// Without --append the list file must not exist yet. With --append the URLs of the build are
// added to the list and a header line records it; no URL is ever removed.
//
// What counts as published (paths of the build folder, relative to it):
// - every HTML page at its canonical URL: x/index.html is /flowg/x, index.html is /flowg/
//   (x.html beside x/index.html is the same page; Gatsby's 404 page, served for unknown paths,
//   and its internal _gatsby/ folder are not addresses anyone links to);
// - every Markdown copy (*.md), feed and sitemap (*.xml), and the text files at the top
//   (llms.txt, llms-full.txt, robots.txt; not the *.LICENSE.txt notes of the scripts);
// - the OpenAPI documents (openapi/) and the images copied from static/img (logo, favicon,
//   social card), whose names do not change between builds;
// - any other URL of the site written out in full (https://.../flowg/...) in a page, feed,
//   sitemap or text file.
// Hashed assets (scripts, styles, page data, search index, diagrams, static/) change names with
// their content and are not listed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const SITE_ORIGIN = "https://link-society.github.io";

/** Stable-named files that are published as they are (regular expressions on relative paths). */
const PUBLISHED_FILES = [
  /\.md$/,
  /\.xml$/,
  /^(?!.*\.LICENSE\.txt$)[^/]+\.txt$/,
  /^openapi\/[^/]+$/,
  /^img\/[^/]+$/,
];

/** @param {string} dir @param {string} [root] @returns {string[]} relative paths, "/"-separated */
function filesBelow(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesBelow(full, root);
    return [path.relative(root, full).split(path.sep).join("/")];
  });
}

/**
 * The published paths of a build folder, sorted (see the rules above).
 * @param {string} buildDir
 * @param {string} base the URL prefix (/flowg)
 * @returns {string[]}
 */
export function publishedPaths(buildDir, base) {
  if (!fs.existsSync(path.join(buildDir, "index.html"))) {
    throw new Error(`No build in ${buildDir}: there is no index.html`);
  }
  const files = filesBelow(buildDir);
  const fileSet = new Set(files);
  const found = new Set();
  for (const file of files) {
    if (file.startsWith("_gatsby/") || file.startsWith("page-data/")) continue;
    if (file === "index.html") found.add(`${base}/`);
    else if (file.endsWith("/index.html"))
      found.add(`${base}/${file.slice(0, -"/index.html".length)}`);
    else if (file.endsWith(".html") && !fileSet.has(file.replace(/\.html$/, "/index.html"))) {
      found.add(`${base}/${file.slice(0, -".html".length)}`);
    } else if (PUBLISHED_FILES.some((rule) => rule.test(file))) found.add(`${base}/${file}`);
  }
  const absolute = new RegExp(
    `${(SITE_ORIGIN + base).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:/[^\\s"'<>)\\]]*)?`,
    "g",
  );
  for (const file of files) {
    if (!/\.(html|xml|txt|md)$/.test(file) || file.startsWith("_gatsby/")) continue;
    for (const match of fs.readFileSync(path.join(buildDir, file), "utf8").matchAll(absolute)) {
      const { pathname } = new URL(match[0].replace(/&amp;/g, "&"));
      found.add(pathname === base ? `${base}/` : pathname);
    }
  }
  for (const notFound of [`${base}/404`, `${base}/404.html`]) found.delete(notFound);
  return [...found].sort();
}

/**
 * The paths of a list file: one a line; lines starting with # and blank lines are ignored.
 * @param {string} text
 * @returns {string[]}
 */
export function readUrlList(text) {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

const INTRO = [
  "# Every URL the FlowG site has published, one path a line, sorted. Each must still answer 200,",
  "# without a redirect, in every later build: tests/build/published-urls.test.ts. Made and",
  "# extended with scripts/published-urls.mjs (--append); a URL is never removed from this list.",
];

/**
 * The list file's text: the header lines, then the paths.
 * @param {string[]} headers the "# <date>: ..." lines, oldest first
 * @param {Iterable<string>} paths
 */
export function urlListText(headers, paths) {
  return [...INTRO, ...headers, ...[...new Set(paths)].sort()].join("\n") + "\n";
}

/** @param {number} n */
const urls = (n) => `${n} URL${n === 1 ? "" : "s"}`;

/** @param {string[]} argv */
function main(argv) {
  /** @type {Record<string, string | true>} */
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (!/^--(build|base|out|label|append)$/.test(arg)) {
      console.error(`published-urls: unknown argument ${arg}`);
      return 2;
    }
    if (arg === "--append") args.append = true;
    else args[arg.slice(2)] = argv[++i] ?? "";
  }
  const buildDir = path.resolve(String(args.build ?? "public"));
  const base = String(args.base ?? "/flowg");
  const out = String(args.out ?? "tests/build/published-urls.txt");
  if (typeof args.label !== "string" || !args.label) {
    console.error(
      'published-urls: say which build this is: --label "FlowG 0.45.8, main at <commit>"',
    );
    return 2;
  }
  const exists = fs.existsSync(out);
  if (exists && !args.append) {
    console.error(`published-urls: ${out} exists; --append adds to it (no URL is ever removed)`);
    return 2;
  }
  const paths = publishedPaths(buildDir, base);
  const previous = exists ? fs.readFileSync(out, "utf8") : "";
  const oldPaths = readUrlList(previous);
  const oldHeaders = previous.split("\n").filter((line) => /^# \d{4}-\d{2}-\d{2}/.test(line));
  const added = paths.filter((p) => !oldPaths.includes(p));
  const built = fs.statSync(path.join(buildDir, "index.html")).mtime.toISOString().slice(0, 16);
  const today = new Date().toISOString().slice(0, 10);
  const header = `# ${today}: ${exists ? `${urls(added.length)} added` : urls(paths.length)} from ${args.label} (built ${built.replace("T", " ")} UTC)`;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, urlListText([...oldHeaders, header], [...oldPaths, ...paths]));
  console.log(
    `${out}: ${paths.length} URLs in the build, ${added.length} new, ${oldPaths.length + added.length} listed`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
