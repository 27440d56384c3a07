/**
 * The sections of a CLI command page, declared once: kind, id, heading and when a command has
 * them. The page (src/theme/CliPage) renders exactly these, its table of contents is made from
 * them, and the command's Markdown copy (node/markdown-export/cli.ts) writes the same
 * headings in the same order.
 */
import { CLI_SECTION_IDS } from "./cli";
import type { TocItem } from "./toc";

/** The kinds of section a CLI page is made of; each has one renderer per output. */
export type CliSectionKind = keyof typeof CLI_SECTION_IDS | "custom";

export interface CliSection {
  kind: CliSectionKind;
  id: string;
  title: string;
  /** h3 headings inside the section (examples, configuration groups), for the table of contents. */
  children: Array<{ id: string; title: string }>;
  /** Index into the command's extra sections, for custom sections. */
  index?: number;
}

/**
 * What decides a command's sections, read from its page data or from its file's record alike.
 * The ids of extra sections and examples are the page's anchors.
 */
export interface CliSectionFacts {
  kind: string;
  sections: ReadonlyArray<{ id: string; title: string }>;
  examples: ReadonlyArray<{ id: string; title: string }>;
  subcommands: boolean;
  arguments: boolean;
  /**
   * Not `flags`: Babel's usage-based polyfills take any `.flags` read for RegExp#flags and add
   * core-js's polyfill to the page's script.
   */
  hasFlags: boolean;
  environment: boolean;
  /** The groups of the configuration file's keys (h3 headings), null without a file. */
  configGroups: ReadonlyArray<{ id: string; title: string }> | null;
  output: boolean;
  api: boolean;
  parent: boolean;
}

interface FixedSection {
  kind: Exclude<CliSectionKind, "custom">;
  title: (facts: CliSectionFacts) => string;
  when: (facts: CliSectionFacts) => boolean;
}

const always = () => true;
const titled = (title: string) => () => title;

/** The fixed sections in reading order; the extra sections of the file come after "description". */
const FIXED_SECTIONS: readonly FixedSection[] = [
  { kind: "synopsis", title: titled("Synopsis"), when: always },
  { kind: "description", title: titled("Description"), when: always },
  {
    kind: "subcommands",
    title: (facts) => (facts.kind === "root" ? "Commands" : "Subcommands"),
    when: (facts) => facts.subcommands,
  },
  { kind: "arguments", title: titled("Arguments"), when: (facts) => facts.arguments },
  // A leaf command always says which flags it takes, if only -h and --help.
  {
    kind: "flags",
    title: titled("Flags"),
    when: (facts) => facts.hasFlags || facts.kind === "command",
  },
  {
    kind: "configFile",
    title: titled("Configuration file"),
    when: (facts) => facts.configGroups !== null,
  },
  {
    kind: "environment",
    title: titled("Environment variables"),
    when: (facts) => facts.environment,
  },
  { kind: "output", title: titled("Output"), when: (facts) => facts.output },
  { kind: "examples", title: titled("Examples"), when: (facts) => facts.examples.length > 0 },
  { kind: "api", title: titled("API calls"), when: (facts) => facts.api },
  { kind: "seeAlso", title: titled("See also"), when: (facts) => facts.parent },
];

/** The h3 headings of a section: the examples, the groups of configuration keys. */
function childrenOf(kind: CliSectionKind, facts: CliSectionFacts): CliSection["children"] {
  const list =
    kind === "examples" ? facts.examples : kind === "configFile" ? (facts.configGroups ?? []) : [];
  return list.map(({ id, title }) => ({ id, title }));
}

/** The sections of a command's page, in reading order. */
export function cliSectionList(facts: CliSectionFacts): CliSection[] {
  const out: CliSection[] = [];
  for (const section of FIXED_SECTIONS) {
    if (!section.when(facts)) continue;
    out.push({
      kind: section.kind,
      id: CLI_SECTION_IDS[section.kind],
      title: section.title(facts),
      children: childrenOf(section.kind, facts),
    });
    if (section.kind === "description") {
      facts.sections.forEach((extra, index) =>
        out.push({ kind: "custom", id: extra.id, title: extra.title, children: [], index }),
      );
    }
  }
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
