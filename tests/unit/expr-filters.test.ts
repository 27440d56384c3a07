import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../src/config/load";
import { mdxFiles } from "../../node/diagrams/source";
import { rulesVersionFor } from "../../src/shared/vrl/versions";
import { readDocSource } from "../support/docs-check";
import { exprSyntaxError } from "../../src/shared/expr/parse";
import { filterProblems, filtersOf, type FoundFilter } from "../support/expr-filters";

/**
 * Every filter on the pages of the docs tree that documents expr-era FlowG (v0.46.0 on) parses
 * with expr v1.17.8's grammar (src/shared/expr/parse.ts), so a v0.45.8 filter such as
 * `level = "error"` cannot appear there. Which text is a filter: tests/support/expr-filters.ts.
 *
 * The tree: content/docs once the site's current version is v0.63.0 or later (after the switch),
 * until then the drafts of v0.63.0.
 */
const { config } = siteConfig();
const FILTER_DOCS =
  rulesVersionFor(config.productVersion) === "0.63.0"
    ? "content/docs"
    : "drafts/v0.63.0/content/docs";

function treeFilters(dir: string): { filters: FoundFilter[]; problems: string[] } {
  const found = mdxFiles(dir).map((file) => filtersOf(file, readDocSource(file, dir).body));
  return {
    filters: found.flatMap((f) => f.filters),
    problems: found.flatMap((f) => f.problems),
  };
}

describe(`filters on the pages of ${FILTER_DOCS}`, () => {
  const { filters, problems } = treeFilters(FILTER_DOCS);

  it("are found: expr blocks, --filter arguments, switch conditions and marked tables", () => {
    expect(problems.join("\n")).toBe("");
    const sources = new Set(filters.map((f) => f.source));
    for (const source of ["expr block", "bash --filter", "switch condition", 'table "Filter"'])
      expect(sources).toContain(source);
    expect(filters.length).toBeGreaterThanOrEqual(40);
  });

  it("all parse with expr's grammar", () => {
    expect(filterProblems(filters).join("\n")).toBe("");
  });
});

interface OracleVerdict {
  text: string;
  parseError: string | null;
  compileError: string | null;
}
/** What expr v1.17.8 itself said of the corpus and the docs' filters (tests/expr-oracle/). */
const oracle = JSON.parse(
  fs.readFileSync("tests/fixtures/expr-oracle.json", "utf8"),
) as OracleVerdict[];

describe("the expr grammar check against expr v1.17.8 (tests/expr-oracle)", () => {
  it("gives expr's own verdict and message on every text expr was run on", () => {
    expect(oracle.length).toBeGreaterThanOrEqual(150);
    const disagreements = oracle.flatMap(({ text, parseError }) => {
      const ours = exprSyntaxError(text)?.message ?? null;
      return ours === parseError
        ? []
        : [
            `${JSON.stringify(text)}: expr says ${parseError ?? "ok"}, the check says ${ours ?? "ok"}`,
          ];
    });
    expect(disagreements.join("\n")).toBe("");
  });

  it("says the pages' filters it was run on all compile as FlowG compiles them", () => {
    const known = new Map(oracle.map((v) => [v.text, v]));
    const { filters } = treeFilters(FILTER_DOCS);
    const run = filters.filter((f) => known.has(f.text));
    // Filters written after the oracle's last run are only parsed; tests/expr-oracle says how to
    // run it again (it needs Go), which also checks that they compile.
    const unrun = filters.filter((f) => !known.has(f.text));
    if (unrun.length)
      console.warn(
        `expr oracle not run on ${unrun.length} filter(s): ${unrun.map((f) => `${f.file}:${f.line}`).join(", ")}`,
      );
    expect(run.length).toBeGreaterThanOrEqual(40);
    // A lone field name (marked prose names fields) parses but is not a boolean filter.
    const failing = run.filter(
      (f) => known.get(f.text)!.compileError !== null && !/^[\w$]+$/.test(f.text),
    );
    expect(failing.map((f) => `${f.file}:${f.line} ${f.text}`).join("\n")).toBe("");
  });
});

describe("the expr grammar check", () => {
  it("refuses v0.45.8 filters, naming the place and the token", () => {
    expect(exprSyntaxError('level = "error"')?.message).toBe(
      'unexpected token Operator("=") (1:7)',
    );
    expect(exprSyntaxError("'http.status' = \"502\"")?.message).toBe(
      'unexpected token Operator("=") (1:15)',
    );
    expect(exprSyntaxError('level == "error" AND service == "checkout"')?.message).toBe(
      'unexpected token Identifier("AND") (1:18)',
    );
    expect(exprSyntaxError('not (a = "1" or b = "2")')?.message).toBe(
      'unexpected token Operator("=") (1:8)',
    );
  });

  it("accepts what v0.45.8 and expr share: `in` lists", () => {
    // expr has the same `in [...]` and `not in [...]` form: these two need no rewriting.
    expect(exprSyntaxError('level in ["error", "fatal"]')).toBeNull();
    expect(exprSyntaxError('env not in ["dev", "staging"]')).toBeNull();
  });

  it("reports a bad filter with its file and line", () => {
    const page = [
      "Intro.",
      "",
      '{/* expr-filters column="Filter" */}',
      "",
      "| Goal | Filter |",
      "| ---- | ------ |",
      '| ok   | `level == "error"` |',
      '| old  | `level = "error"` |',
      "",
      "```bash",
      "flowg-client stream tail --name default --filter 'level = \"x\"'",
      "```",
      "",
    ].join("\n");
    const { filters, problems } = filtersOf("probe.mdx", page);
    expect(problems).toEqual([]);
    expect(filterProblems(filters)).toEqual([
      'probe.mdx:8: table "Filter" "level = \\"error\\"" is not valid expr: unexpected token Operator("=") (1:7)',
      'probe.mdx:11: bash --filter "level = \\"x\\"" is not valid expr: unexpected token Operator("=") (1:7)',
    ]);
  });

  it("says when a marker marks nothing", () => {
    const page = ['{/* expr-filters column="Nope" */}', "", "| A |", "| - |", "| `x` |", ""].join(
      "\n",
    );
    expect(filtersOf("probe.mdx", page).problems).toEqual([
      'probe.mdx:1: the table after expr-filters has no column "Nope"',
    ]);
  });
});
