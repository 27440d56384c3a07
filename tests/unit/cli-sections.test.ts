import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cliPageView } from "../../node/cli/page-models";
import { toMarkdown } from "../../node/markdown-export/build";
import { cliCommandMarkdown } from "../../node/markdown-export/cli";
import { cliCommandSections, type CliCommandModel } from "../../src/shared/cli-model";
import { CliPage } from "../../src/theme/CliPage";
import { cliModelsFromFiles } from "../support/cli-models";
import { byVersion, CURRENT_VERSION } from "../support/flowg-version";

/**
 * A CLI command page and its Markdown copy are rendered from one page model, whose section
 * list comes from @shared/cli-sections: the same headings in the same order, and a heading
 * renamed in the list is renamed in both. The list is wrapped here so a test can rename a
 * section (the models are then built again: the memo is forgotten before each test).
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
const models = () => cliModelsFromFiles(["flowg-client"]);

function renderBoth(model: CliCommandModel): { page: string[]; copy: string[] } {
  const command = cliPageView(model);
  // The page makes its list from its view; the copy reads the model's.
  const sections = cliCommandSections(command);
  expect(sections).toEqual(model.sections);
  const html = renderToStaticMarkup(createElement(CliPage, { command, sections }));
  const markdown = toMarkdown(cliCommandMarkdown(model, { site }).body);
  return {
    page: [...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]!),
    copy: [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]!),
  };
}

beforeEach(() => {
  renamed.clear();
});

describe("a CLI command's page and Markdown copy render one section list", () => {
  it("write the same h2 headings in the same order, for every command of flowg-client", () => {
    const all = models();
    // flowg-client's commands (groups and the root included) in the version content/cli documents.
    expect(all).toHaveLength(
      byVersion({ "0.45.8": 45, "0.63.0": 48 }, CURRENT_VERSION, "flowg-client commands"),
    );
    for (const model of all) {
      const { page, copy } = renderBoth(model);
      expect(copy, model.title).toEqual(page);
    }
  }, 60_000);

  it("show a renamed section under its new heading in both", () => {
    renamed.set("flags", "Options");
    const leaf = models().find((model) => model.kind === "command")!;
    const { page, copy } = renderBoth(leaf);
    expect(page).toContain("Options");
    expect(copy).toContain("Options");
    expect(copy).not.toContain("Flags");
  });
});
