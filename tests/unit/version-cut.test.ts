import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";
import ts from "typescript";
import YAML from "yaml";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as schema from "../../src/config/schema";
import {
  CutRefused,
  editSiteConfig,
  parseCutArgs,
  readSiteConfigVersions,
  runCut,
} from "../../node/versions/cut";
import { parseVersionFile } from "../../node/versions/version-file";

const FILE = "src/config/site.ts";
const REAL_SITE_TS = fs.readFileSync(FILE, "utf8");
const ONE_VERSION = `versions: [{ name: "0.45.8", label: "v0.45.8", path: "/docs" }]`;

/**
 * The real site configuration's text, as it is today, with one docs version, 0.45.8: the cut must
 * keep working on the file's shape as it is, and the cases below cut 0.45.8 whichever version
 * the site documents now (after a cut, the productVersion line and the versions array are
 * taken back to that single version; until the first cut the text is the real file unchanged).
 */
const SITE_TS = REAL_SITE_TS.replace(/productVersion: "[^"]*"/, `productVersion: "0.45.8"`).replace(
  /versions: \[[^\]]*\]/,
  ONE_VERSION,
);

/** A tiny project with every input the cut copies, and the real site.ts. */
const FAKE_PROJECT: Record<string, string> = {
  "src/config/site.ts": SITE_TS,
  "content/docs/index.mdx":
    "---\ntitle: Welcome\n---\n\n## Start\n\nSee [streams](/docs/guides/streams).\n",
  "content/docs/guides/streams.mdx": "---\ntitle: Streams\n---\n\n## Retention\n\nText.\n",
  "content/sidebars.yaml": "docs:\n  - index\n  - guides/streams\n",
  "content/cli/flowg-server.yaml": "name: flowg-server\nusage: flowg-server [flags]\n",
  "openapi/flowg.yaml": "openapi: 3.0.3\ninfo: { title: FlowG, version: 0.45.8 }\npaths: {}\n",
  "content/blog/2025-01-01-post.mdx": "---\ntitle: Not versioned\n---\n",
};

let root: string;

/** Every file under `dir` with its content, by path relative to `dir`. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) visit(full);
      else out[path.relative(dir, full).split(path.sep).join("/")] = fs.readFileSync(full, "utf8");
    }
  };
  visit(dir);
  return out;
}

function cut(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const status = runCut(argv, root, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { status, out: out.join("\n"), err };
}

/** Evaluates the text of a site.ts (TypeScript) with the real schema module, as the build does. */
function evaluateSiteTs(text: string): unknown {
  const js = ts.transpileModule(text, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as { default?: unknown } };
  const load = (name: string) => {
    if (name === "./schema") return schema;
    throw new Error(`site.ts imports ${name}`);
  };
  new Function("require", "module", "exports", js)(load, module, module.exports);
  return module.exports.default;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "version-cut-"));
  for (const [file, text] of Object.entries(FAKE_PROJECT)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("version:cut arguments", () => {
  const refusal = (argv: string[]) => {
    try {
      parseCutArgs(argv);
    } catch (error) {
      expect(error).toBeInstanceOf(CutRefused);
      return (error as Error).message.split("\n")[0];
    }
    throw new Error(`accepted ${argv.join(" ")}`);
  };

  it("reads the version, --next, --date and --dry-run", () => {
    expect(
      parseCutArgs(["0.45.8", "--next", "0.63.0", "--date", "2025-11-03", "--dry-run"]),
    ).toEqual({ version: "0.45.8", next: "0.63.0", date: "2025-11-03", dryRun: true });
    expect(parseCutArgs(["0.45.8"])).toEqual({ version: "0.45.8", dryRun: false });
  });

  it("refuses what is not a cut of one X.Y.Z version", () => {
    expect(refusal([])).toBe("expected one version to archive, received none");
    expect(refusal(["0.45.8", "0.63.0"])).toBe(
      "expected one version to archive, received 0.45.8 0.63.0",
    );
    expect(refusal(["v0.45.8"])).toBe(
      'version "v0.45.8" is not a version such as 0.45.8 (three numbers)',
    );
    expect(refusal(["0.45"])).toBe(
      'version "0.45" is not a version such as 0.45.8 (three numbers)',
    );
    expect(refusal(["0.45.8", "--next", "next"])).toBe(
      '--next "next" is not a version such as 0.45.8 (three numbers)',
    );
    expect(refusal(["0.45.8", "--next", "0.45.8"])).toBe(
      "--next 0.45.8 must be a later version than 0.45.8",
    );
    expect(refusal(["0.45.8", "--next", "0.9.0"])).toBe(
      "--next 0.9.0 must be a later version than 0.45.8",
    );
    expect(refusal(["0.45.8", "--next"])).toBe("--next needs a value");
    expect(refusal(["0.45.8", "--date", "2025-02-30"])).toBe(
      '--date "2025-02-30" is not a real calendar date as YYYY-MM-DD',
    );
    expect(refusal(["0.45.8", "--force"])).toBe("unknown option --force");
  });
});

describe("the site.ts edit", () => {
  it("starts from the real site.ts, only its docs versions taken back to 0.45.8", () => {
    expect(SITE_TS).toContain(ONE_VERSION);
    if (REAL_SITE_TS.includes(`productVersion: "0.45.8"`)) expect(SITE_TS).toBe(REAL_SITE_TS);
    else expect(SITE_TS).not.toBe(REAL_SITE_TS);
  });

  it("inserts the archived version after the current one and renames the current one", () => {
    const edited = editSiteConfig(SITE_TS, FILE, "0.45.8", "0.63.0");
    expect(readSiteConfigVersions(edited, FILE).versions).toEqual([
      { name: "0.63.0", label: "v0.63.0", path: "/docs" },
      { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", banner: "unmaintained" },
    ]);
    expect(edited).toContain(`  productVersion: "0.63.0",\n`);
    expect(edited).toContain(
      [
        "    versions: [",
        '      { name: "0.63.0", label: "v0.63.0", path: "/docs" },',
        '      { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", banner: "unmaintained" },',
        "    ],",
      ].join("\n"),
    );
    // Nothing else changes: the two edited lines taken back give the original text.
    const restored = edited
      .replace(`productVersion: "0.63.0"`, `productVersion: "0.45.8"`)
      .replace(
        /versions: \[\n[^\]]*\]/,
        `versions: [{ name: "0.45.8", label: "v0.45.8", path: "/docs" }]`,
      );
    expect(restored).toBe(SITE_TS);
  });

  it("writes what Prettier would, and a configuration the schema accepts", async () => {
    const edited = editSiteConfig(SITE_TS, FILE, "0.45.8", "0.63.0");
    const options = await prettier.resolveConfig(FILE);
    expect(await prettier.format(edited, { ...options, filepath: FILE })).toBe(edited);
    const config = schema.parseSiteConfig(evaluateSiteTs(edited), FILE);
    expect(config.productVersion).toBe("0.63.0");
    expect(config.docs.versions.map((v) => v.path)).toEqual(["/docs", "/docs/0.45.8"]);
  });

  it("keeps the versions archived before, after the new one", () => {
    const twice = editSiteConfig(
      editSiteConfig(SITE_TS, FILE, "0.45.8", "0.63.0"),
      FILE,
      "0.63.0",
      "0.70.0",
    );
    expect(readSiteConfigVersions(twice, FILE).versions.map((v) => v.name)).toEqual([
      "0.70.0",
      "0.63.0",
      "0.45.8",
    ]);
    expect(() => editSiteConfig(twice, FILE, "0.70.0", "0.72.0")).not.toThrow();
    expect(() => editSiteConfig(twice, FILE, "0.70.0", "0.63.0")).toThrow(
      "src/config/site.ts already lists 0.63.0 as an archived version",
    );
  });

  it("refuses a site.ts of another shape, saying what it expected", () => {
    const refusal = (text: string) => {
      try {
        editSiteConfig(text, FILE, "0.45.8", "0.63.0");
      } catch (error) {
        expect(error).toBeInstanceOf(CutRefused);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const shape = "src/config/site.ts does not have the shape the cut edits: ";
    expect(refusal(SITE_TS.replace(/ *productVersion.*\n/, ""))).toBe(
      `${shape}expected one line productVersion: "X.Y.Z", found 0`,
    );
    expect(refusal(SITE_TS.replace(`productVersion: "0.45.8"`, `productVersion: "0.44.0"`))).toBe(
      `${shape}productVersion "0.44.0" differs from the current entry of docs.versions "0.45.8"`,
    );
    expect(refusal(SITE_TS.replace(/versions: \[.*\]/, "versions: VERSIONS"))).toBe(
      `${shape}expected one "versions: [" array in the docs block, found 0`,
    );
    expect(refusal(SITE_TS.replace(/versions: \[.*\]/, "versions: [...archived]"))).toBe(
      `${shape}docs.versions holds something other than { key: "value" } objects: "...archived"`,
    );
    expect(refusal(SITE_TS.replace(`path: "/docs" }`, `path: DOCS }`))).toBe(
      `${shape}a docs.versions entry is not plain strings: { name: "0.45.8", label: "v0.45.8", path: DOCS }`,
    );
    expect(refusal(SITE_TS.replace(`path: "/docs" }`, `path: "/docs/v0" }`))).toBe(
      `${shape}the first (current) entry of docs.versions has path "/docs/v0", not "/docs"`,
    );
    expect(refusal(SITE_TS.replace(`path: "/docs" }`, `path: "/docs", noIndex: "yes" }`))).toBe(
      `${shape}a docs.versions entry has an unexpected key "noIndex": { name: "0.45.8", label: "v0.45.8", path: "/docs", noIndex: "yes" }`,
    );
    expect(refusal(SITE_TS.replace(/versions: \[.*\]/, "versions: []"))).toBe(
      `${shape}docs.versions is empty`,
    );
    expect(refusal(SITE_TS.replace("docs: {", "documentation: {"))).toBe(
      `${shape}expected one "docs: {" block, found 0`,
    );
  });
});

describe("npm run version:cut on a project", () => {
  it("archives the current content, writes version.yaml and edits site.ts", () => {
    const before = tree(root);
    const result = cut("0.45.8", "--next", "0.63.0", "--date", "2025-11-03");
    expect(result).toMatchObject({ status: 0, err: [] });
    expect(result.out).toContain("content/docs -> versions/0.45.8/docs (2 files)");
    // The cut cannot write the release post (the new docs are not in place yet): it says what does.
    expect(result.out.split("\n").at(-1)).toBe(
      'Next: put the docs of 0.63.0 in place (README, "Releasing docs for a new FlowG version"), then `npm run release:post` writes the draft release post from the changes since 0.45.8.',
    );
    const after = tree(root);
    // Each input copied byte for byte; the current content and the blog untouched.
    const expected: Record<string, string> = {
      "versions/0.45.8/docs/index.mdx": before["content/docs/index.mdx"]!,
      "versions/0.45.8/docs/guides/streams.mdx": before["content/docs/guides/streams.mdx"]!,
      "versions/0.45.8/sidebars.yaml": before["content/sidebars.yaml"]!,
      "versions/0.45.8/cli/flowg-server.yaml": before["content/cli/flowg-server.yaml"]!,
      "versions/0.45.8/openapi.yaml": before["openapi/flowg.yaml"]!,
    };
    for (const [file, text] of Object.entries(expected)) expect(after[file], file).toBe(text);
    for (const file of Object.keys(before).filter((f) => f !== "src/config/site.ts")) {
      expect(after[file], file).toBe(before[file]);
    }
    expect(Object.keys(after).sort()).toEqual(
      [...Object.keys(before), ...Object.keys(expected), "versions/0.45.8/version.yaml"].sort(),
    );
    const versionFile = "versions/0.45.8/version.yaml";
    expect(parseVersionFile(YAML.parse(after[versionFile]!), versionFile)).toEqual({
      release: { tag: "v0.45.8", date: "2025-11-03" },
      retired: {},
    });
    expect(after["src/config/site.ts"]).toBe(editSiteConfig(SITE_TS, FILE, "0.45.8", "0.63.0"));

    // The archived version is no longer the current one: a second cut is refused.
    expect(cut("0.45.8", "--next", "0.63.0").err).toEqual([
      "version:cut refused: 0.45.8 is not the current version: src/config/site.ts documents 0.63.0 (productVersion and the first entry of docs.versions); only the current version can be archived",
    ]);
  });

  it("without --next, lists the version twice and says what to edit", () => {
    const result = cut("0.45.8");
    expect(result.status).toBe(0);
    expect(result.out).toContain(
      "Warning: src/config/site.ts now lists 0.45.8 twice (current and archived): give the current entry of docs.versions and productVersion the next version's name (or cut with --next)",
    );
    const versions = readSiteConfigVersions(tree(root)["src/config/site.ts"]!, FILE).versions;
    expect(versions.map((v) => `${v.name} ${v.path}`)).toEqual([
      "0.45.8 /docs",
      "0.45.8 /docs/0.45.8",
    ]);
    expect(YAML.parse(tree(root)["versions/0.45.8/version.yaml"]!)).toEqual({
      release: { tag: "v0.45.8" },
      retired: {},
    });
  });

  it("archives into docs.versionsDir when site.ts sets it", () => {
    const withDir = (value: string) =>
      SITE_TS.replace("    versions: [", `    versionsDir: ${value},\n    versions: [`);
    fs.writeFileSync(path.join(root, FILE), withDir('"archive"'));
    const result = cut("0.45.8", "--next", "0.63.0");
    expect(result.out).toContain("Archived FlowG 0.45.8 docs into archive/0.45.8/:");
    expect(
      Object.keys(tree(root))
        .filter((f) => f.startsWith("archive/"))
        .sort(),
    ).toEqual([
      "archive/0.45.8/cli/flowg-server.yaml",
      "archive/0.45.8/docs/guides/streams.mdx",
      "archive/0.45.8/docs/index.mdx",
      "archive/0.45.8/openapi.yaml",
      "archive/0.45.8/sidebars.yaml",
      "archive/0.45.8/version.yaml",
    ]);
    expect(fs.existsSync(path.join(root, "versions"))).toBe(false);
    for (const [value, why] of [
      ["VERSIONS_DIR", 'expected docs.versionsDir to be one plain "folder" string'],
      ['"../elsewhere"', 'docs.versionsDir "../elsewhere" is not a folder inside the repository'],
    ]) {
      expect(() => readSiteConfigVersions(withDir(value!), FILE)).toThrow(
        `src/config/site.ts does not have the shape the cut edits: ${why}`,
      );
    }
  });

  it("writes nothing with --dry-run, and prints the plan", () => {
    const before = tree(root);
    const result = cut("0.45.8", "--next", "0.63.0", "--dry-run");
    expect(result.status).toBe(0);
    expect(tree(root)).toEqual(before);
    expect(result.out.split("\n")).toEqual([
      "Would archive FlowG 0.45.8 docs into versions/0.45.8/:",
      "  content/docs -> versions/0.45.8/docs (2 files)",
      "  content/sidebars.yaml -> versions/0.45.8/sidebars.yaml (1 file)",
      "  content/cli -> versions/0.45.8/cli (1 file)",
      "  openapi/flowg.yaml -> versions/0.45.8/openapi.yaml (1 file)",
      "  versions/0.45.8/version.yaml:",
      "    # Release facts of the archived FlowG 0.45.8 docs (written by npm run version:cut;",
      "    # the format is checked by node/versions/version-file.ts).",
      "    release:",
      "      tag: v0.45.8",
      "    # Topics of this version with no successor in the current docs, by doc id:",
      "    #   <doc id>: { note: <one Markdown sentence: what happened>, see: <current doc id> }",
      "    retired: {}",
      'Would edit src/config/site.ts: 0.45.8 listed at /docs/0.45.8 (banner "unmaintained"); the current docs renamed 0.63.0 (productVersion "0.63.0"). docs.versions:',
      '    { name: "0.63.0", label: "v0.63.0", path: "/docs" }',
      '    { name: "0.45.8", label: "v0.45.8", path: "/docs/0.45.8", banner: "unmaintained" }',
      'Next: put the docs of 0.63.0 in place (README, "Releasing docs for a new FlowG version"), then `npm run release:post` writes the draft release post from the changes since 0.45.8.',
    ]);
  });

  it("refuses with one message and writes nothing", () => {
    const refusals: [string[], () => void, string][] = [
      [
        ["0.44.0"],
        () => {},
        "0.44.0 is not the current version: src/config/site.ts documents 0.45.8 (productVersion and the first entry of docs.versions); only the current version can be archived",
      ],
      [
        ["0.45.8"],
        () => fs.mkdirSync(path.join(root, "versions/0.45.8"), { recursive: true }),
        "versions/0.45.8 already exists: version 0.45.8 was archived before",
      ],
      [
        ["0.45.8", "--next", "0.63.0"],
        () => fs.rmSync(path.join(root, "content/cli"), { recursive: true }),
        "content/cli not found (expected a folder)",
      ],
      [
        ["0.45.8"],
        () => fs.rmSync(path.join(root, "openapi/flowg.yaml")),
        "openapi/flowg.yaml not found (expected a file)",
      ],
      [
        ["0.45.8"],
        () =>
          fs.writeFileSync(
            path.join(root, FILE),
            SITE_TS.replace(/versions: \[.*\]/, "versions: VERSIONS"),
          ),
        'src/config/site.ts does not have the shape the cut edits: expected one "versions: [" array in the docs block, found 0',
      ],
      [
        ["0.45.8.1"],
        () => {},
        'version "0.45.8.1" is not a version such as 0.45.8 (three numbers)',
      ],
    ];
    for (const [argv, prepare, message] of refusals) {
      prepare();
      const before = tree(root);
      const result = cut(...argv);
      expect(result, argv.join(" ")).toEqual({
        status: 2,
        out: "",
        err: [`version:cut refused: ${message}`],
      });
      expect(tree(root)).toEqual(before);
      fs.rmSync(root, { recursive: true });
      for (const [file, text] of Object.entries(FAKE_PROJECT)) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), text);
      }
    }
  });

  it("exits with status 2 from the command line when refused", () => {
    const run = spawnSync(
      path.resolve("node_modules/.bin/vite-node"),
      [path.resolve("scripts/version-cut.ts"), "0.44.0", "--next", "0.63.0"],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toBe(
      "version:cut refused: 0.44.0 is not the current version: src/config/site.ts documents 0.45.8 (productVersion and the first entry of docs.versions); only the current version can be archived",
    );
  }, 30_000);
});
