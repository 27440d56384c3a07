import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  configuredVersions,
  copyProject,
  EDIT,
  EDITED_DOC,
  editSentence,
  htmlPagesRendered,
  NEXT_EDIT,
  oneVersionConfig,
} from "../../bench/build-times";
import siteConfig from "../support/site-config";

/** The build part of `make bench`: the copy it builds in, and the sentence its rebuild edits. */

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-test-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("bench build part", () => {
  it("copies the project without its outputs and caches, node_modules linked", () => {
    const from = tempDir();
    for (const dir of ["content/docs", "node_modules/pkg", ".cache/x", "public/docs", "src"]) {
      fs.mkdirSync(path.join(from, dir), { recursive: true });
    }
    fs.writeFileSync(path.join(from, "content/docs/a.mdx"), "# A\n");
    fs.writeFileSync(path.join(from, "package.json"), "{}\n");
    const to = path.join(tempDir(), "copy");
    copyProject(from, to);
    expect(fs.readdirSync(to).sort()).toEqual(["content", "node_modules", "package.json", "src"]);
    expect(fs.readFileSync(path.join(to, "content/docs/a.mdx"), "utf8")).toBe("# A\n");
    expect(fs.lstatSync(path.join(to, "node_modules")).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.join(to, "node_modules/pkg"))).toBe(true);
  });

  it("edits one sentence of the doc as it is today, once", () => {
    const source = fs.readFileSync(EDITED_DOC, "utf8");
    const edited = editSentence(source, EDITED_DOC);
    expect(edited).not.toBe(source);
    expect(edited.split(EDIT.to)).toHaveLength(2);
    expect(edited.replace(EDIT.to, EDIT.from)).toBe(source);
  });

  it("edits the same sentence once more for the next rebuild", () => {
    const source = fs.readFileSync(EDITED_DOC, "utf8");
    const next = editSentence(editSentence(source, EDITED_DOC), EDITED_DOC, NEXT_EDIT);
    expect(next.split(NEXT_EDIT.to)).toHaveLength(2);
    expect(next).not.toContain(EDIT.from);
    expect(next).not.toContain(EDIT.to);
    expect(next.replace(NEXT_EDIT.to, EDIT.from)).toBe(source);
  });

  it("names the file when the sentence is gone", () => {
    expect(() => editSentence("Other text.\n", "content/docs/x.mdx")).toThrow(
      `content/docs/x.mdx: expected the sentence starting "${EDIT.from}"`,
    );
  });

  it("reads the configured docs versions and leaves only the current one for the reference build", () => {
    const siteTs = fs.readFileSync("src/config/site.ts", "utf8");
    const names = siteConfig.docs.versions.map((v) => v.name);
    expect(configuredVersions(siteTs)).toEqual(names);
    const one = oneVersionConfig(siteTs);
    expect(configuredVersions(one)).toEqual(names.slice(0, 1));
    // Nothing else of the file changes.
    const others = (text: string) =>
      text.split("\n").filter((line) => !/^\s*\{ name: "/.test(line));
    expect(others(one)).toEqual(others(siteTs));
  });

  it("names the file when the versions are not one entry per line", () => {
    expect(() =>
      oneVersionConfig('docs: { versions: [{ name: "1.0" }] },\n', "src/config/site.ts"),
    ).toThrow('src/config/site.ts: expected docs.versions as one "{ name: ... }" entry per line');
  });
});

describe("htmlPagesRendered", () => {
  it("reads how many pages' HTML Gatsby rendered, through the terminal's escape codes", () => {
    const output =
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess run queries in workers - 0.388s - 2/2 5.15/s\n" +
      "\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Building static HTML for pages - 3.7s - 301/301 81.15/s\n";
    expect(htmlPagesRendered(output)).toBe(301);
  });

  it("is null when Gatsby printed no such line", () => {
    expect(htmlPagesRendered("success onPostBuild - 4.182s\n")).toBeNull();
  });
});
