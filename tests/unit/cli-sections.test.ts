import fs from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import YAML from "yaml";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { flattenCommands, type CliCommandRecord } from "../../src/node/cli/flatten";
import { cliCommandNodeFields } from "../../src/node/cli/nodes";
import { parseCliFile } from "../../src/node/cli/schema";
import { toMarkdown } from "../../src/node/markdown-export/build";
import { cliCommandMarkdown } from "../../src/node/markdown-export/cli";
import { CliPage } from "../../src/theme/CliPage";
import { cliSections } from "../../src/theme/CliPage/sections";

/**
 * A CLI command page and its Markdown copy read one section list (@shared/cli-sections): the
 * same headings in the same order, and a heading renamed in the list is renamed in both. The
 * list is wrapped here so a test can rename a section.
 */

const renamed = vi.hoisted(() => new Map<string, string>());

vi.mock("../../src/shared/cli-sections", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/shared/cli-sections")>();
  return {
    ...actual,
    cliSectionList: (facts: Parameters<typeof actual.cliSectionList>[0]) =>
      actual
        .cliSectionList(facts)
        .map((section) => ({ ...section, title: renamed.get(section.kind) ?? section.title })),
  };
});
vi.mock("gatsby", async () => {
  const { createElement } = await import("react");
  return {
    Link: ({ to, ...rest }: { to: string }) => createElement("a", { href: to, ...rest }),
    navigate: vi.fn(),
    graphql: () => null,
  };
});

const site = { origin: "https://example.org", basePath: "/flowg" };
const SOURCE = "content/cli/flowg-client.yaml";
const records = flattenCommands(parseCliFile(YAML.parse(fs.readFileSync(SOURCE, "utf8")), SOURCE));
/** Every operation a command names, as the copy links it. */
const operations = new Map(
  records
    .flatMap((record) => record.data.api)
    .map((id) => [id, { slug: id, method: "GET", path: `/${id}`, summary: id }]),
);

function renderBoth(record: CliCommandRecord): { page: string[]; copy: string[] } {
  const fields = cliCommandNodeFields(record, {
    basePath: "/flowg",
    sourcePath: SOURCE,
    additionalLanguages: [],
  });
  const command = { ...fields, flagList: fields.flags };
  const html = renderToStaticMarkup(
    createElement(CliPage, {
      command,
      path: command.path,
      sections: cliSections(command),
      operations: [],
    }),
  );
  const markdown = toMarkdown(
    cliCommandMarkdown(record, { site, sourcePath: SOURCE, operations }).body,
  );
  return {
    page: [...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]!),
    copy: [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!),
  };
}

beforeEach(() => renamed.clear());

describe("a CLI command's page and Markdown copy render one section list", () => {
  it("write the same h2 headings in the same order, for every command of flowg-client", () => {
    for (const record of records) {
      const { page, copy } = renderBoth(record);
      expect(copy, record.title).toEqual(page);
    }
  }, 60_000);

  it("show a renamed section under its new heading in both", () => {
    renamed.set("flags", "Options");
    const leaf = records.find((record) => record.kind === "command")!;
    const { page, copy } = renderBoth(leaf);
    expect(page).toContain("Options");
    expect(copy).toContain("Options");
    expect(copy).not.toContain("Flags");
  });
});
