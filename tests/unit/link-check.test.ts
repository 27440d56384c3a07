import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeHtmlAliases } from "../../node/html-aliases";
import { checkBuild, extractPage, formatBrokenLinks, urlOfFile } from "../../node/link-check";
import { startTags } from "../../node/link-check/html-scan";

const FIXTURE = path.resolve("tests/fixtures/link-check/site");
const temporary: string[] = [];

/**
 * A copy of the fixture site with extra pages, so each test can break it its own way, and (as
 * the build does before the gate runs) an x.html beside each x/index.html.
 */
function siteWith(extra: Record<string, string>, { aliases = true } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "link-check-"));
  temporary.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, html] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
  }
  if (aliases) writeHtmlAliases(dir, path.join(`${dir}-manifest`, "aliases.json"));
  temporary.push(`${dir}-manifest`);
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("broken-link gate", () => {
  it("passes a site whose links, images, relative links and anchors all resolve", () => {
    expect(checkBuild(siteWith({}), "/flowg")).toEqual([]);
  });

  it("judges the texts it is handed instead of reading those files again", () => {
    const dir = siteWith(
      { "docs/held/index.html": '<a href="#top" id="top">fine</a>' },
      { aliases: false },
    );
    const held = new Map([["docs/held/index.html", '<a href="/flowg/nowhere">held</a>']]);
    expect(formatBrokenLinks(checkBuild(dir, "/flowg", [], held))).toContain(
      "/flowg/docs/held -> /flowg/nowhere",
    );
    expect(checkBuild(dir, "/flowg").filter((b) => b.page === "/flowg/docs/held")).toEqual([]);
  });

  it("reports links that the host would answer with a redirect", () => {
    const dir = siteWith(
      { "blog/index.html": `<a href="/flowg/docs/api">API</a><a href="/flowg/docs/">Docs</a>` },
      { aliases: false },
    );
    expect(formatBrokenLinks(checkBuild(dir, "/flowg").filter((b) => b.page === "/flowg/blog")))
      .toMatchInlineSnapshot(`
        "Broken internal links (1):
          /flowg/blog -> /flowg/docs/api (redirected to /flowg/docs/api/ by the host)"
      `);
  });

  it("reports a link to a missing page, a missing anchor and a missing image", () => {
    const dir = siteWith({
      "blog/index.html": `<html><body>
        <a href="/flowg/docs/missing">gone</a>
        <a href="/flowg/docs/api#authorisation">typo in anchor</a>
        <a href="#nowhere">local anchor</a>
        <img src="/flowg/img/screenshot.png" alt="">
        <a href="/elsewhere">outside the base path</a>
      </body></html>`,
    });
    const broken = checkBuild(dir, "/flowg");
    expect(formatBrokenLinks(broken)).toMatchInlineSnapshot(`
      "Broken internal links (5):
        /flowg/blog -> /flowg/docs/missing (no such page or file)
        /flowg/blog -> /flowg/docs/api#authorisation (no element with id "authorisation" on /flowg/docs/api)
        /flowg/blog -> #nowhere (no element with id "nowhere" on /flowg/blog)
        /flowg/blog -> /elsewhere (outside the base path /flowg)
        /flowg/blog -> /flowg/img/screenshot.png (no such page or file)"
    `);
  });

  it("maps files to URLs without trailing slashes", () => {
    expect(urlOfFile("index.html", "/flowg")).toBe("/flowg");
    expect(urlOfFile("docs/api/index.html", "/flowg")).toBe("/flowg/docs/api");
    expect(urlOfFile("404.html", "/flowg")).toBe("/flowg/404");
  });

  it("collects srcset candidates and named anchors", () => {
    const page = extractPage(
      "/flowg/x",
      `<img srcset="/flowg/a.png 1x, /flowg/b.png 2x" alt=""><a name="legacy"></a>`,
    );
    expect(page.references).toEqual(["/flowg/a.png", "/flowg/b.png"]);
    expect([...page.anchors]).toEqual(["legacy"]);
  });

  it("reads links the way a browser would, not text that looks like a tag", () => {
    const page = extractPage(
      "/flowg/x",
      [
        `<!DOCTYPE html><HTML><head>`,
        `<link rel="preconnect" href="https://fonts.example"><link rel=stylesheet href=/flowg/s.css>`,
        `<title>Use <a href="/flowg/in-title"> here</title>`,
        `<script>document.write('<a href="/flowg/in-script">'); if (a<b) {}</script>`,
        `<style>a[href="/flowg/in-style"]{}</style>`,
        `</head><body>`,
        `<!-- <a href="/flowg/in-comment"> -->`,
        `<A HREF='/flowg/upper?a=1&amp;b=2' title="1 > 0" id="top" ID="second">x</A>`,
        `<a href="/flowg/%C3%A9t%C3%A9#r&#233;sum&#xE9;" rel="noopener">y</a>`,
        `<textarea><img src="/flowg/in-textarea.png"></textarea>`,
        `<div id="café" data-href="/flowg/not-a-link"><img src="/flowg/pic.png" alt="<a>"></div>`,
        `<script src="/flowg/app.js"></script><script type="application/ld+json">{"a":"</p>"}</script>`,
        `<span id=bare>z</span></body></HTML>`,
      ].join("\n"),
    );
    expect(page.references).toEqual([
      "/flowg/s.css",
      "/flowg/upper?a=1&b=2",
      "/flowg/%C3%A9t%C3%A9#résumé",
      "/flowg/pic.png",
      "/flowg/app.js",
    ]);
    expect([...page.anchors]).toEqual(["top", "café", "bare"]);
  });

  it("scans two documents at once without one moving the other's place", () => {
    const names = (html: string) => [...startTags(html)].map((tag) => tag.name);
    const first = `<p><a href="/a">a</a><img src="/i.png"></p>`;
    const second = `<div><span>x</span><script>"<b>"</script><em>y</em></div>`;
    const a = startTags(first);
    const b = startTags(second);
    const interleaved: string[][] = [[], []];
    for (;;) {
      const [x, y] = [a.next(), b.next()];
      if (!x.done) interleaved[0]!.push(x.value.name);
      if (!y.done) interleaved[1]!.push(y.value.name);
      if (x.done && y.done) break;
    }
    expect(interleaved).toEqual([names(first), names(second)]);
    expect(names(second)).toEqual(["div", "span", "script", "em"]);
  });
});
