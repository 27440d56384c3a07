import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { vrlExamplesOf, type VrlExample } from "../../src/node/mdx/vrl-examples";
import { loadVrlEngine, type VrlEngine } from "../../src/shared/vrl/engine";
import { verifyExample } from "../support/vrl-verify";
import { byVersion, CURRENT_VERSION } from "../support/flowg-version";

/**
 * Every verified VRL example of the docs and the blog runs through the runner the Run button
 * uses (same engine file, same flattening), and its output blocks must match field by field.
 */
function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

const files = [...mdxFiles("content/docs"), ...mdxFiles("content/blog")].sort();
const examples: VrlExample[] = files.flatMap((file) =>
  vrlExamplesOf(fs.readFileSync(file, "utf8"), file),
);

/**
 * Examples that VRL 0.25 (the browser's engine) cannot run; each says why in its `server-only`.
 * By the FlowG version content/docs documents (productVersion).
 */
const SERVER_ONLY: string[] = byVersion(
  { "0.45.8": [], "0.63.0": ["content/docs/guides/transformers.mdx#split-batch"] },
  CURRENT_VERSION,
  "server-only VRL examples",
);

describe("verified VRL examples", () => {
  let engine: VrlEngine;
  beforeAll(async () => {
    engine = await loadVrlEngine();
  }, 120_000); // Vite transforms the 12 MB engine file first

  it("names the page, the block and each differing field when an output is wrong", () => {
    const example = examples.find(
      (e) => e.name === "from-logfmt" && e.file.endsWith("transformers.mdx"),
    )!;
    const wrong = {
      ...example,
      outputs: [
        { line: 7, at: null, record: { ...example.outputs[0]!.record, level: "warn", extra: "x" } },
      ],
    };
    // The example's line depends on the version content/docs holds; the message is the same.
    expect(verifyExample(engine, wrong)).toEqual([
      [
        `content/docs/guides/transformers.mdx:${example.line} example "from-logfmt", output block at line 7:`,
        `  missing field "extra" (expected "x")`,
        `  field "level": expected "warn", got "WARN"`,
      ].join("\n"),
    ]);
    const broken = { ...example, script: ".level = upcase(.level)" };
    expect(verifyExample(engine, broken)[0]).toMatch(
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

  it.each(examples.filter((e) => !e.serverOnly).map((e) => [`${e.file}#${e.name}`, e] as const))(
    "%s gives the output shown on the page",
    (_, example) => {
      expect(verifyExample(engine, example).join("\n")).toBe("");
    },
  );
});
