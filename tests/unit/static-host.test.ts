import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveRequest } from "../../scripts/static-host.mjs";
import { aliasedPage, removeHtmlAliases, writeHtmlAliases } from "../../node/html-aliases";

/** A built site described as its files; folders are implied by the paths. */
function site(files: string[]) {
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, i, all) => all.slice(0, i + 1).join("/")),
    ),
  );
  return {
    base: "/flowg",
    kindOf: (relative: string) =>
      files.includes(relative)
        ? ("file" as const)
        : folders.has(relative)
          ? ("dir" as const)
          : null,
  };
}

describe("static host rules (GitHub Pages)", () => {
  const gatsbyOnly = site(["index.html", "docs/api/index.html", "docs/api.yaml", "404.html"]);
  const withAliases = site([
    "index.html",
    "docs/api/index.html",
    "docs/api.html",
    "docs/api/query-stream/index.html",
    "docs/api/query-stream.html",
    "404.html",
  ]);

  it("redirects a folder requested without its slash, as GitHub Pages does", () => {
    expect(resolveRequest("/flowg/docs/api", gatsbyOnly)).toEqual({
      status: 301,
      location: "/flowg/docs/api/",
    });
    expect(resolveRequest("/flowg", gatsbyOnly)).toEqual({ status: 301, location: "/flowg/" });
  });

  it("serves x.html at /x even when the folder x/ exists", () => {
    expect(resolveRequest("/flowg/docs/api", withAliases)).toEqual({
      status: 200,
      file: "docs/api.html",
    });
    expect(resolveRequest("/flowg/docs/api/query-stream", withAliases)).toEqual({
      status: 200,
      file: "docs/api/query-stream.html",
    });
  });

  it("serves a folder's index.html only with the slash, and a file by its own name", () => {
    expect(resolveRequest("/flowg/", withAliases)).toEqual({ status: 200, file: "index.html" });
    expect(resolveRequest("/flowg/docs/api/", withAliases)).toEqual({
      status: 200,
      file: "docs/api/index.html",
    });
    expect(resolveRequest("/flowg/docs/api.yaml", gatsbyOnly)).toEqual({
      status: 200,
      file: "docs/api.yaml",
    });
  });

  it("answers 404 for x/ when only x.html exists, for unknown paths and outside the base", () => {
    const fileOnly = site(["index.html", "blog.html"]);
    expect(resolveRequest("/flowg/blog/", fileOnly)).toEqual({ status: 404 });
    expect(resolveRequest("/flowg/nothing", fileOnly)).toEqual({ status: 404 });
    expect(resolveRequest("/other/blog", fileOnly)).toEqual({ status: 404 });
    expect(resolveRequest("/flowg/%E0%A4%A", fileOnly)).toEqual({ status: 404 });
  });
});

describe("HTML aliases", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function build(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "html-aliases-"));
    dirs.push(dir);
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
      fs.writeFileSync(path.join(dir, "public", file), text);
    }
    return dir;
  }

  it("writes x.html beside every x/index.html but the root's, and keeps files the build wrote", () => {
    const dir = build({
      "index.html": "home",
      "docs/api/index.html": "api",
      "docs/api/query-stream/index.html": "op",
      "404/index.html": "not found (folder)",
      "404.html": "not found (Gatsby)",
      "page-data/docs/api/page-data.json": "{}",
    });
    const written = writeHtmlAliases(path.join(dir, "public"), path.join(dir, "manifest.json"));
    expect(written.sort()).toEqual(["docs/api.html", "docs/api/query-stream.html"]);
    expect(fs.readFileSync(path.join(dir, "public/docs/api.html"), "utf8")).toBe("api");
    expect(fs.readFileSync(path.join(dir, "public/404.html"), "utf8")).toBe("not found (Gatsby)");
  });

  it("removes the last build's copies alone, and names the page each copy is made from", () => {
    const dir = build({ "docs/api/index.html": "api", "docs/api/query/index.html": "op" });
    const manifest = path.join(dir, "manifest.json");
    const written = writeHtmlAliases(path.join(dir, "public"), manifest);
    removeHtmlAliases(path.join(dir, "public"), manifest);
    for (const alias of written) {
      expect(fs.existsSync(path.join(dir, "public", alias))).toBe(false);
      expect(fs.existsSync(path.join(dir, "public", aliasedPage(alias)))).toBe(true);
    }
    expect(aliasedPage("docs/api/query.html")).toBe("docs/api/query/index.html");
    // Removing twice is harmless; writing again lists the same copies.
    removeHtmlAliases(path.join(dir, "public"), manifest);
    expect(writeHtmlAliases(path.join(dir, "public"), manifest).sort()).toEqual(written.sort());
  });

  it("removes the copies of pages that are gone on the next build", () => {
    const dir = build({ "docs/old/index.html": "old", "docs/new/index.html": "new" });
    const manifest = path.join(dir, "manifest.json");
    writeHtmlAliases(path.join(dir, "public"), manifest);
    fs.rmSync(path.join(dir, "public/docs/old"), { recursive: true });
    expect(writeHtmlAliases(path.join(dir, "public"), manifest)).toEqual(["docs/new.html"]);
    expect(fs.existsSync(path.join(dir, "public/docs/old.html"))).toBe(false);
  });
});
