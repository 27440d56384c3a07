import type { MdNode } from "../mdx/mdast";
import { cliSectionList, type CliSection, type CliSectionKind } from "@shared/cli-sections";
import { apiOperationRoute } from "@shared/routes";
import type { CliCommandRecord, CliCommandRef } from "../cli/flatten";
import {
  blockquote,
  code,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  parseBlocks,
  parseInline,
  strong,
  table,
  text,
  type FrontMatter,
} from "./build";
import { pageUrl, type SiteUrls } from "./links";
import { KIND_LABELS } from "./mdx";

/** An operation a command calls, as the API calls section names it. */
export interface CalledOperation {
  slug: string;
  method: string;
  path: string;
  summary: string;
}

export interface CliExportOptions {
  site: SiteUrls;
  /** content/cli/<binary>.yaml, for error messages. */
  sourcePath: string;
  operations: ReadonlyMap<string, CalledOperation>;
}

/**
 * A CLI command page as Markdown, from the validated command data (content/cli/<binary>.yaml, the
 * same records the CliCommand nodes are made from), section by section in the page's order:
 * synopsis, description and notes, extra sections, subcommands, arguments, flags and environment
 * variables as tables, output, examples as bash blocks, API calls, see also.
 */
export function cliCommandMarkdown(
  record: CliCommandRecord,
  options: CliExportOptions,
): { frontMatter: FrontMatter; body: MdNode[] } {
  const { data } = record;
  const { site } = options;
  const at = (key: string) =>
    `${options.sourcePath}: ${record.dataPath ? `${record.dataPath}.` : ""}${key}`;
  const blocks = (markdown: string) => parseBlocks(markdown, site, record.route);
  const inline = (markdown: string, key: string) =>
    parseInline(markdown, site, record.route, at(key));
  // The page's section list; ids are the page's anchors, which a copy does not use.
  const sections = cliSectionList({
    kind: record.kind,
    sections: data.sections.map((section) => ({ id: "", title: section.title })),
    examples: data.examples.map((example) => ({ id: "", title: example.title })),
    subcommands: record.descendants.length > 0,
    arguments: data.arguments.length > 0,
    hasFlags: data.flags.length > 0,
    environment: data.environment.length > 0,
    output: Boolean(data.output),
    api: data.api.length > 0,
    parent: record.parent !== null,
  });

  /** One writer per section kind; a kind without one is a compile error. */
  const writers: Record<CliSectionKind, (section: CliSection) => MdNode[]> = {
    synopsis: () => [code("bash", data.usage)],
    description: () => [
      ...blocks(data.description),
      ...data.notes.map((note) => {
        const kind = KIND_LABELS[note.kind] ?? "Note";
        return blockquote(
          paragraph(strong(text(note.title ? `${kind}: ${note.title}` : kind))),
          ...blocks(note.body),
        );
      }),
    ],
    custom: (section) => blocks(data.sections[section.index ?? 0]?.body ?? ""),
    subcommands: () => [list(record.descendants.map((command) => commandItem(site, command)))],
    arguments: () => [
      table(
        ["Argument", "Required", "Description"],
        data.arguments.map((arg, i) => [
          [inlineCode(arg.name)],
          [text(arg.required ? "yes" : "no")],
          inline(arg.description, `arguments[${i}].description`),
        ]),
      ),
    ],
    flags: () => {
      const intro =
        data.flags.length === 0
          ? "This command has no flags of its own. "
          : data.flags.some((flag) => flag.env)
            ? "A flag given on the command line wins over its environment variable. "
            : "";
      const out = [
        paragraph(
          text(`${intro}Like every command, it also accepts `),
          inlineCode("-h"),
          text(", "),
          inlineCode("--help"),
          text("."),
        ),
      ];
      if (data.flags.length) {
        out.push(
          table(
            ["Flag", "Type", "Default", "Environment variable", "Description"],
            data.flags.map((flag, i) => [
              [inlineCode(`--${flag.name}`), ...(flag.required ? [text(" (required)")] : [])],
              [text(flag.type)],
              [flag.default === "" ? text("none") : inlineCode(flag.default)],
              [flag.env ? inlineCode(flag.env) : text("none")],
              [
                ...inline(flag.description, `flags[${i}].description`),
                ...(flag.allowed?.length
                  ? [
                      text(" Accepted values: "),
                      ...flag.allowed.flatMap((value, j) =>
                        j === 0 ? [inlineCode(value)] : [text(", "), inlineCode(value)],
                      ),
                      text("."),
                    ]
                  : []),
              ],
            ]),
          ),
        );
      }
      return out;
    },
    environment: () => [
      table(
        ["Variable", "Default", "Description"],
        data.environment.map((variable, i) => [
          [inlineCode(variable.name)],
          [variable.default ? inlineCode(variable.default) : text("none")],
          inline(variable.description, `environment[${i}].description`),
        ]),
      ),
    ],
    output: () => blocks(data.output ?? ""),
    examples: (section) =>
      data.examples.flatMap((example, i) => [
        heading(3, text(section.children[i]!.title)),
        ...(example.description ? blocks(example.description) : []),
        code("bash", example.code),
      ]),
    api: () => [
      list(
        data.api.map((operationId) => {
          const op = options.operations.get(operationId);
          if (!op) throw new Error(`${at("api")}: unknown operation ${operationId}`);
          return [
            paragraph(
              link(
                pageUrl(site, apiOperationRoute(op.slug)),
                inlineCode(`${op.method} ${op.path}`),
              ),
              text(`: ${op.summary} (`),
              inlineCode(operationId),
              text(")"),
            ),
          ];
        }),
      ),
    ],
    seeAlso: () =>
      record.parent
        ? [
            paragraph(text("Parent command:")),
            list([commandItem(site, record.parent)]),
            ...(record.siblings.length
              ? [
                  paragraph(text("Other commands of the same group:")),
                  list(record.siblings.map((command) => commandItem(site, command))),
                ]
              : []),
          ]
        : [],
  };

  const body: MdNode[] = [paragraph(text(record.purpose))];
  for (const section of sections) {
    body.push(heading(2, text(section.title)), ...writers[section.kind](section));
  }
  return {
    frontMatter: {
      title: record.title,
      description: record.purpose,
      canonical: pageUrl(site, record.route),
    },
    body,
  };
}

function commandItem(site: SiteUrls, command: CliCommandRef): MdNode[] {
  return [
    paragraph(
      link(pageUrl(site, command.route), inlineCode(command.title)),
      text(`: ${command.purpose}`),
    ),
  ];
}
