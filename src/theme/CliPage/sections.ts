import { CLI_SECTION_IDS } from "@shared/cli";
import type { TocItem } from "@shared/toc";
import type { CliCommandView } from "./types";

/** The kinds of section a CLI page is made of; each has one renderer (see ./index.tsx). */
export type CliSectionKind = keyof typeof CLI_SECTION_IDS | "custom";

export interface CliSection {
  kind: CliSectionKind;
  id: string;
  title: string;
  /** h3 headings inside the section (examples), for the table of contents. */
  children: Array<{ id: string; title: string }>;
  /** Index into `command.sections` for custom sections. */
  index?: number;
}

/**
 * The sections of a command's page, in reading order. The page renders exactly these, and the
 * table of contents is made from them, so every TOC entry has its heading.
 */
export function cliSections(command: CliCommandView): CliSection[] {
  const out: CliSection[] = [];
  const add = (kind: Exclude<CliSectionKind, "custom">, title: string, when: boolean) => {
    if (when) out.push({ kind, id: CLI_SECTION_IDS[kind], title, children: [] });
  };
  add("synopsis", "Synopsis", true);
  add("description", "Description", true);
  command.sections.forEach((section, index) =>
    out.push({ kind: "custom", id: section.id, title: section.title, children: [], index }),
  );
  const isRoot = command.kind === "root";
  add("subcommands", isRoot ? "Commands" : "Subcommands", command.descendants.length > 0);
  add("arguments", "Arguments", command.arguments.length > 0);
  add("flags", "Flags", command.flagList.length > 0 || command.kind === "command");
  add("environment", "Environment variables", command.environment.length > 0);
  add("output", "Output", command.outputHtml !== null);
  add("examples", "Examples", command.examples.length > 0);
  const examples = out.find((s) => s.kind === "examples");
  if (examples) examples.children = command.examples.map(({ id, title }) => ({ id, title }));
  add("api", "API calls", command.api.length > 0);
  add("seeAlso", "See also", command.parentCommand !== null);
  return out;
}

export function cliToc(sections: readonly CliSection[]): TocItem[] {
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    level: 2,
    children: section.children.map((child) => ({ ...child, level: 3, children: [] })),
  }));
}
