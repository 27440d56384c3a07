import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  compactChunkMapping,
  externalizeInlineScripts,
  externalizeScripts,
} from "../../node/inline-scripts";

/** The end of a page as Gatsby writes it: page path, chunk map and compilation hash. */
function gatsbyPage(pagePath: string): string {
  return [
    `<html><head><script type="application/ld+json">{"@type":"BreadcrumbList"}</script>`,
    `<script type="module">const e=1;document.body.dataset.x=e;</script></head><body><main></main>`,
    `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`,
    `<!-- slice-start id="_gatsby-scripts-1" -->`,
    `          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>`,
    `<script>window.___webpackCompilationHash="abc";</script>`,
    `<script src="/flowg/app-0123456789abcdef.js" async></script>`,
    `<!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
  ].join("");
}

describe("inline scripts moved to files", () => {
  it("leaves no executable inline script, keeps data blocks and the order of the scripts", () => {
    const { html, files } = externalizeScripts(gatsbyPage("/docs/guides/streams"), "/flowg");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[2])).toEqual(['{"@type":"BreadcrumbList"}', "", "", ""]);
    expect(scripts.map((m) => m[1]!.replace(/inline-[0-9a-f]{16}/, "inline-H"))).toEqual([
      ' type="application/ld+json"',
      ' type="module" src="/flowg/inline-H.js"',
      ' id="gatsby-script-loader" data-page-path="/docs/guides/streams" src="/flowg/inline-H.js"',
      ' src="/flowg/app-0123456789abcdef.js" async',
    ]);
    expect(files.map((f) => f.content)).toEqual([
      "const e=1;document.body.dataset.x=e;\n",
      [
        "window.pagePath=document.currentScript.dataset.pagePath;",
        'window.___chunkMapping="{}";',
        'window.___webpackCompilationHash="abc";',
        "",
      ].join("\n"),
    ]);
    // Gatsby's slice markers stay, so that a later build can stitch its slices again, and the
    // page's own script stays outside them, where Gatsby put the page path.
    expect(html).toMatch(
      /<script id="gatsby-script-loader"[^>]*><\/script><!-- slice-start id="_gatsby-scripts-1" -->\s*<script src="\/flowg\/app-/,
    );
    expect(html).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  it("runs the merged classic scripts as Gatsby's three did", () => {
    const { html, files } = externalizeScripts(gatsbyPage("/docs/a"), "/flowg");
    const classic = files[1]!.content;
    const window: Record<string, string> = {};
    const pagePath = /data-page-path="([^"]*)"/.exec(html)![1]!;
    new Function("window", "document", classic)(window, {
      currentScript: { dataset: { pagePath } },
    });
    expect(window).toEqual({
      pagePath: "/docs/a",
      ___chunkMapping: "{}",
      ___webpackCompilationHash: "abc",
    });
  });

  it("gives modules that follow one another one file, each in a scope of its own", () => {
    const page = `<head><script type="module">const t=1;window.a=t;</script>\n<script type="module">const t=2;window.b=t;</script><script>window.c=3;</script></head>`;
    const { html, files } = externalizeScripts(page, "");
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(files).toHaveLength(2);
    const window: Record<string, number> = {};
    new Function("window", files[0]!.content)(window);
    expect(window).toEqual({ a: 1, b: 2 });
    expect(html).toMatch(
      /^<head><script type="module" src="\/inline-[0-9a-f]{16}\.js"><\/script>\n<script src=/,
    );
  });

  it("runs classic scripts that end without a semicolon one after the other", () => {
    // The theme's no-flash scripts (colour mode, announcement bar) are such expressions.
    const page = `<head><script>(function(){window.a=1})()</script><script>(function(){window.b=2})() // set</script></head>`;
    const { files } = externalizeScripts(page, "");
    const window: Record<string, number> = {};
    new Function("window", files[0]!.content)(window);
    expect(window).toEqual({ a: 1, b: 2 });
  });

  it("gives a page's modules one file where the first was, since modules run after parsing", () => {
    const page = `<head><script type="module">window.order=[1];</script><link rel="icon"/></head><body><p>x</p><script type="module">window.order.push(2);</script></body>`;
    const { html, files } = externalizeScripts(page, "");
    expect(html).toMatch(
      /^<head><script type="module" src="\/inline-[0-9a-f]{16}\.js"><\/script><link rel="icon"\/><\/head><body><p>x<\/p><\/body>$/,
    );
    const window: { order?: number[] } = {};
    new Function("window", files[0]!.content)(window);
    expect(window.order).toEqual([1, 2]);
  });

  it("leaves out gatsby-plugin-image's loaders where the server rendered no image", () => {
    const loaders = [
      `<script type="module">const e=1;e&&document.body.addEventListener("load",function(e){if(void 0===e.target.dataset.mainImage)return},!0);</script>`,
      `<script type="module">const t=1;if(t){const t=document.querySelectorAll("img[data-main-image]")}</script>`,
    ].join("");
    const without = externalizeScripts(`<html><head>${loaders}</head><body></body></html>`, "");
    expect(without).toEqual({ html: "<html><head></head><body></body></html>", files: [] });
    const image = `<img data-gatsby-image-ssr="" data-main-image="" src="/a.png" alt=""/>`;
    const withImage = externalizeScripts(
      `<html><head>${loaders}</head><body>${image}</body></html>`,
      "",
    );
    expect(withImage.files).toHaveLength(1);
    expect(withImage.files[0]!.content).toContain("dataset.mainImage");
    expect(withImage.files[0]!.content).toContain("img[data-main-image]");
  });

  it("gives every page the same files: the page's path is an attribute, escaped", () => {
    const a = externalizeScripts(gatsbyPage("/docs/a"), "/flowg");
    const b = externalizeScripts(gatsbyPage('/docs/"b"&<c>'), "/flowg");
    expect(a.files).toEqual(b.files);
    expect(b.html).toContain('data-page-path="/docs/&quot;b&quot;&amp;&lt;c>"');
  });

  it("drops the chunk map's empty entries, which Gatsby's loader reads as empty anyway", () => {
    const map = {
      app: ["/app.css", "/app-1.js"],
      "search-dialog": ["/search-dialog-2.js"],
      "component---src-templates-doc-page-tsx": [],
    };
    const gatsby = `/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(JSON.stringify(map))};/*]]>*/`;
    const compact = compactChunkMapping(gatsby);
    const run = (script: string) => {
      const window: { ___chunkMapping?: string } = {};
      new Function("window", script)(window);
      return JSON.parse(window.___chunkMapping!) as Record<string, string[] | undefined>;
    };
    expect(run(compact)).toEqual({ app: map.app, "search-dialog": map["search-dialog"] });
    // What Gatsby's loader does with a component's entry: the same lists as before.
    for (const name of Object.keys(map) as Array<keyof typeof map>)
      expect(run(compact)[name] ?? []).toEqual(run(gatsby)[name] ?? []);
    expect(compactChunkMapping(compact)).toBe(compact);
    expect(compactChunkMapping('window.___webpackCompilationHash="abc";')).toBe(
      'window.___webpackCompilationHash="abc";',
    );
  });

  it("joins the fresh scripts Gatsby stitches into a page it did not render again", () => {
    const page = gatsbyPage("/docs/a");
    const once = externalizeScripts(page, "/flowg").html;
    // An incremental build stitches its scripts slice (a new chunk map) between the markers again.
    const region =
      /<!-- slice-start id="_gatsby-scripts-1" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/;
    const stitched = once.replace(
      region,
      region.exec(
        page.replace('"{}"', '"{\\"app\\":[\\"/app-2.js\\"]}"').replace('"abc"', '"def"'),
      )![0],
    );
    const again = externalizeScripts(stitched, "/flowg");
    const scripts = [...again.html.matchAll(/<script\b([^>]*)><\/script>/g)].map((m) => m[1]);
    expect(scripts.filter((a) => a!.includes("inline-"))).toHaveLength(2); // the module, and one
    // The module was moved by the first pass; this pass writes the page's classic file only.
    expect(again.files.map((f) => f.content)).toEqual([
      [
        "window.pagePath=document.currentScript.dataset.pagePath;",
        'window.___chunkMapping="{\\"app\\":[\\"/app-2.js\\"]}";',
        'window.___webpackCompilationHash="def";',
        "",
      ].join("\n"),
    ]);
    expect(again.html).toMatch(
      /<script id="gatsby-script-loader" data-page-path="\/docs\/a" src="\/flowg\/inline-[0-9a-f]{16}\.js"><\/script><!-- slice-start/,
    );
    // A page the build left alone keeps its element as it was.
    expect(externalizeScripts(once, "/flowg").html).toBe(once);
  });

  it("changes nothing on a page already rewritten", () => {
    const once = externalizeScripts(gatsbyPage("/docs/a"), "/flowg").html;
    expect(externalizeScripts(once, "/flowg")).toEqual({ html: once, files: [] });
  });

  describe("in a build folder", () => {
    let dir = "";
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("writes the files, keeps those of pages left as they were and removes the rest", () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-inline-"));
      fs.mkdirSync(path.join(dir, "docs/a"), { recursive: true });
      fs.writeFileSync(path.join(dir, "docs/a/index.html"), gatsbyPage("/docs/a"));
      expect(externalizeInlineScripts(dir, "/flowg")).toBe(2);
      const first = fs.readdirSync(dir).filter((f) => f.startsWith("inline-"));
      expect(first).toHaveLength(2);

      // The next build renders another page with a new chunk map and leaves docs/a as it was.
      fs.mkdirSync(path.join(dir, "docs/b"), { recursive: true });
      fs.writeFileSync(
        path.join(dir, "docs/b/index.html"),
        gatsbyPage("/docs/b").replace("{}", '{\\"app\\":[\\"/app-2.js\\"]}'),
      );
      fs.writeFileSync(path.join(dir, "inline-0000000000000000.js"), "stale");
      expect(externalizeInlineScripts(dir, "/flowg")).toBe(3);
      const second = fs.readdirSync(dir).filter((f) => f.startsWith("inline-"));
      expect(second).toEqual(expect.arrayContaining(first));
      expect(second).not.toContain("inline-0000000000000000.js");
      expect(second).toHaveLength(3);
    });

    it("hands back each HTML file's text as it now stands, by its path in the folder", () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-inline-"));
      fs.mkdirSync(path.join(dir, "docs/a"), { recursive: true });
      fs.writeFileSync(path.join(dir, "docs/a/index.html"), gatsbyPage("/docs/a"));
      fs.writeFileSync(path.join(dir, "404.html"), "<p>No script here</p>");
      const texts = new Map<string, string>();
      externalizeInlineScripts(dir, "/flowg", texts);
      expect([...texts.keys()].sort()).toEqual(["404.html", "docs/a/index.html"]);
      for (const [file, html] of texts)
        expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(html);
      expect(texts.get("docs/a/index.html")).toBe(
        externalizeScripts(gatsbyPage("/docs/a"), "/flowg").html,
      );
    });

    it("rewrites pages that share scripts in one pass as it rewrites each alone", () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "flowg-inline-"));
      const pages = ["/docs/a", '/docs/"b"&<c>', "/docs/a"].map((route, i) => ({
        file: path.join(dir, `p${i}/index.html`),
        html: gatsbyPage(route),
      }));
      for (const { file, html } of pages) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, html);
      }
      externalizeInlineScripts(dir, "/flowg");
      for (const { file, html } of pages)
        expect(fs.readFileSync(file, "utf8")).toBe(externalizeScripts(html, "/flowg").html);
    });
  });
});
