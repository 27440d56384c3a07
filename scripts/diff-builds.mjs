#!/usr/bin/env node
// Compares the HTML pages of two builds, ignoring what changes on every build (hashed file names,
// the webpack compilation hash). With --loose it also ignores class attributes and inline CSS, so a
// refactor that moves a CSS module (and so renames its hashed classes) shows only markup changes.
//
//   node scripts/diff-builds.mjs <before/public> <after/public> [--loose] [--context 3] [--max 20]
//
// Prints one block per page that differs (its first differing lines) and a summary; exits 1 when
// pages differ, 0 when every page is the same.
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const [before, after] = args.filter(
  (arg, i) => !arg.startsWith("--") && !/^--/.test(args[i - 1] ?? ""),
);
if (!before || !after) {
  console.error(
    "usage: node scripts/diff-builds.mjs <before> <after> [--loose] [--context N] [--max N]",
  );
  process.exit(2);
}
const loose = flag("--loose");
const context = option("--context", 2);
const maxPages = option("--max", 20);

function* htmlFiles(root, dir = "") {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* htmlFiles(root, rel);
    else if (entry.name.endsWith(".html")) yield rel;
  }
}

/** Rewrites a page so that build-to-build noise compares equal, one tag per line. */
export function normalise(html) {
  let out = html
    .replace(
      /([\w.~-]+?)-[0-9a-f]{8,20}(\.(?:js|css|json|svg|woff2?|png|jpe?g|webp|avif))/g,
      "$1-#$2",
    )
    .replace(/\/static\/[0-9a-f]{20,40}\//g, "/static/#/")
    .replace(/\/app\.[0-9a-f]{20}\.css/g, "/app.#.css")
    .replace(/\/page-data\/sq\/d\/\d+\.json/g, "/page-data/sq/d/#.json")
    .replace(/"webpackCompilationHash":"[0-9a-f]+"/g, '"webpackCompilationHash":"#"')
    .replace(
      /window\.___webpackCompilationHash="[0-9a-f]+"/g,
      'window.___webpackCompilationHash="#"',
    );
  if (loose) {
    out = out
      .replace(/\sclass="[^"]*"/g, "")
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "<style></style>")
      .replace(/<link[^>]+rel="stylesheet"[^>]*>/g, "");
  }
  return out.replace(/></g, ">\n<").split("\n");
}

function firstDifference(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  const from = Math.max(0, start - context);
  const lines = [];
  for (let i = from; i < start; i++) lines.push(`  ${a[i]}`);
  for (let i = start; i <= Math.min(endA, start + 8); i++) lines.push(`- ${a[i]}`);
  if (endA > start + 8) lines.push(`- ... (${endA - start - 8} more lines)`);
  for (let i = start; i <= Math.min(endB, start + 8); i++) lines.push(`+ ${b[i]}`);
  if (endB > start + 8) lines.push(`+ ... (${endB - start - 8} more lines)`);
  return { line: start + 1, lines };
}

const beforeFiles = new Set(htmlFiles(before));
const afterFiles = new Set(htmlFiles(after));
const changed = [];
const onlyBefore = [...beforeFiles].filter((file) => !afterFiles.has(file)).sort();
const onlyAfter = [...afterFiles].filter((file) => !beforeFiles.has(file)).sort();
for (const file of [...beforeFiles].filter((f) => afterFiles.has(f)).sort()) {
  const a = normalise(fs.readFileSync(path.join(before, file), "utf8"));
  const b = normalise(fs.readFileSync(path.join(after, file), "utf8"));
  if (a.join("\n") !== b.join("\n")) changed.push({ file, ...firstDifference(a, b) });
}

for (const { file, line, lines } of changed.slice(0, maxPages)) {
  console.log(`\n=== ${file} (from line ${line})`);
  console.log(lines.join("\n"));
}
if (changed.length > maxPages) console.log(`\n... ${changed.length - maxPages} more pages differ`);
for (const file of onlyBefore) console.log(`only in ${before}: ${file}`);
for (const file of onlyAfter) console.log(`only in ${after}: ${file}`);
const same = beforeFiles.size - onlyBefore.length - changed.length;
console.log(
  `\n${changed.length} pages differ, ${same} identical, ${onlyBefore.length} only before, ${onlyAfter.length} only after${loose ? " (--loose: classes and CSS ignored)" : ""}`,
);
process.exit(changed.length || onlyBefore.length || onlyAfter.length ? 1 : 0);
