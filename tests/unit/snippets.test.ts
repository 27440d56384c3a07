import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_VERSIONS, versionSources } from "../support/flowg-version";
import { addCounts, checkCliData, checkPage, emptyCounts } from "../support/snippets/check";
import { loadReference, type VersionReference } from "../support/snippets/reference";

/**
 * Every snippet of every doc page and of the CLI data (its examples and descriptions), checked against the reference data of the page's version
 * (tests/support/snippets/): HTTP requests against the OpenAPI document, command lines against
 * the CLI data, FLOWG_* variables and configuration keys against the programs' settings, pipeline
 * flows against the flow schema, and, on archived pages, every download, image and clone pinned
 * to that version.
 */

function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => path.join(dir, f))
    .sort();
}

const versions = SITE_VERSIONS.map((v) => versionSources(v));
const references = new Map<string, VersionReference>(
  versions.map((s) => [s.version, loadReference(s)]),
);

describe.each(versions)("the snippets of FlowG v$version's docs", (sources) => {
  it("agree with that version's reference data", () => {
    const reference = references.get(sources.version)!;
    const older = versions
      .slice(versions.indexOf(sources) + 1)
      .map((s) => references.get(s.version)!);
    const problems: string[] = [];
    const markedWrong: string[] = [];
    const counts = emptyCounts();
    const cliFiles = fs
      .readdirSync(sources.cli)
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => path.join(sources.cli, f))
      .sort();
    for (const file of [...mdxFiles(sources.docs), ...cliFiles]) {
      const check = file.endsWith(".yaml") ? checkCliData : checkPage;
      const result = check(fs.readFileSync(file, "utf8"), {
        file,
        reference,
        older,
        archived: sources.place === "archived",
      });
      problems.push(...result.problems);
      markedWrong.push(...result.markedWrong);
      addCounts(counts, result.counts);
    }
    console.info(
      `v${sources.version}: ${counts.requests} API requests (${counts.requestBodies} JSON bodies, ` +
        `${counts.responses} responses validated), ${counts.commandLines} command lines, ` +
        `${counts.variables} variable mentions, ${counts.configKeys} configuration keys, ` +
        `${counts.flows} flows checked` +
        (markedWrong.length ? `; wrong on purpose:\n  ${markedWrong.join("\n  ")}` : ""),
    );
    expect(problems).toEqual([]);
  });
});
