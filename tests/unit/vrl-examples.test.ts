import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { siteConfig } from "../../src/config/load";
import { vrlExamplesOf, type VrlExample } from "../../node/mdx/vrl-examples";
import { loadVrlEngine, type VrlEngine } from "../../src/shared/vrl/engine";
import { rulesFor, type FlowgVrlRules } from "../../src/shared/vrl/rules";
import { verifyExample } from "../support/vrl-verify";

/**
 * Every verified VRL example of the docs and the blog runs through the runner the Run button
 * uses (same engine file, same flattening), and its output blocks must match record by record,
 * field by field. Each tree runs under the rules of the FlowG version it documents: content/docs
 * and the blog under the current version's (productVersion), each archived version's docs
 * (<versionsDir>/<name>/docs) under that version's.
 */
function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

const { config } = siteConfig();
const trees: Array<{ dirs: string[]; version: string }> = [
  { dirs: ["content/docs", "content/blog"], version: config.productVersion },
  ...config.docs.versions
    .filter((v) => v.name !== config.productVersion)
    .map((v) => ({ dirs: [path.join(config.docs.versionsDir, v.name, "docs")], version: v.name }))
    .filter((tree) => fs.existsSync(tree.dirs[0]!)),
];

interface RuledExample {
  example: VrlExample;
  rules: FlowgVrlRules;
}
const files = trees.flatMap((t) => t.dirs.flatMap(mdxFiles)).sort();
const ruled: RuledExample[] = trees.flatMap(({ dirs, version }) =>
  dirs
    .flatMap(mdxFiles)
    .sort()
    .flatMap((file) =>
      vrlExamplesOf(fs.readFileSync(file, "utf8"), file).map((example) => ({
        example,
        rules: rulesFor(version),
      })),
    ),
);
const examples = ruled.map((r) => r.example);
const current = rulesFor(config.productVersion);

/**
 * Examples that need a function or a behaviour of a VRL newer than the browser's engine (0.25);
 * each says why in its `server-only`.
 */
const SERVER_ONLY: string[] = [];
describe("verified VRL examples", () => {
  let engine: VrlEngine;
  beforeAll(async () => {
    engine = await loadVrlEngine();
  }, 120_000); // Vite transforms the large engine file first

  it("names the page, the block and each differing field when an output is wrong", () => {
    const example = examples.find(
      (e) => e.name === "from-logfmt" && e.file.endsWith("transformers.mdx"),
    )!;
    const wrong = {
      ...example,
      outputs: [
        {
          line: 7,
          at: null,
          records: [{ ...example.outputs[0]!.records[0]!, level: "warn", extra: "x" }],
        },
      ],
    };
    // The example's line depends on the version content/docs holds; the message is the same.
    expect(verifyExample(engine, wrong, current)).toEqual([
      [
        `content/docs/guides/transformers.mdx:${example.line} example "from-logfmt", output block at line 7:`,
        `  missing field "extra" (expected "x")`,
        `  field "level": expected "warn", got "WARN"`,
      ].join("\n"),
    ]);
    const broken = { ...example, script: ".level = upcase(.level)" };
    expect(verifyExample(engine, broken, current)[0]).toMatch(
      /example "from-logfmt" does not compile:\n.*unhandled fallible assignment/,
    );
  });

  it("finds the examples of the transformer guide and of the use cases", () => {
    const pages = new Set(examples.map((e) => e.file));
    expect(pages).toContain("content/docs/guides/transformers.mdx");
    expect(pages).toContain("content/docs/usecases/receive-logs/docker.mdx");
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it("makes every ```vrl block of the site a verified example", () => {
    const loose = files.flatMap((file) => {
      const lines = fs.readFileSync(file, "utf8").split("\n");
      return lines.flatMap((line, i) =>
        /^\s*```vrl\b/.test(line) && !/\bexample=/.test(line) ? [`${file}:${i + 1}`] : [],
      );
    });
    expect(loose).toEqual([]);
  });

  it("lists the examples that only FlowG's server can run, each with its reason", () => {
    const serverOnly = examples.filter((e) => e.serverOnly);
    expect(serverOnly.map((e) => `${e.file}#${e.name}`)).toEqual(SERVER_ONLY);
    for (const e of serverOnly) expect(e.serverOnly?.length).toBeGreaterThan(10);
  });

  it("runs each tree under its version's rules", () => {
    expect(trees[0]).toEqual({
      dirs: ["content/docs", "content/blog"],
      version: config.productVersion,
    });
    for (const { example, rules } of ruled) {
      const tree = trees.find((t) => t.dirs.some((d) => example.file.startsWith(`${d}/`)))!;
      expect(rules).toBe(rulesFor(tree.version));
    }
  });

  it.each(
    ruled
      .filter((r) => !r.example.serverOnly)
      .map((r) => [`${r.example.file}#${r.example.name}`, r] as const),
  )("%s gives the output shown on the page", (_, { example, rules }) => {
    expect(verifyExample(engine, example, rules).join("\n")).toBe("");
  });
});
