import type { MdNode } from "../mdx/mdast";
import type { CliCommandLink, CliCommandModel } from "@shared/cli-model";
import type { CliSection, CliSectionKind } from "@shared/cli-sections";
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

export interface CliExportOptions {
  site: SiteUrls;
  /** Where the command's docs version is published (`/docs`, `/docs/0.45.8`): its texts' `/docs/...` links point there. */
  docsBase?: string;
}

/**
 * A CLI command page as Markdown, from the command's page model (node/cli/page-models.ts,
 * the model the HTML page is rendered from): the model's sections in its order, each written
 * from the texts' Markdown: synopsis, description and notes, extra sections, subcommands,
 * arguments, flags, configuration keys (a table per top-level block) and environment variables
 * as tables, output, examples as bash blocks, API
 * calls, see also.
 */
export function cliCommandMarkdown(
  model: CliCommandModel,
  options: CliExportOptions,
): { frontMatter: FrontMatter; body: MdNode[] } {
  const { site, docsBase } = options;
  const at = (key: string) =>
    `${model.sourcePath}: ${model.dataPath ? `${model.dataPath}.` : ""}${key}`;
  const blocks = (markdown: string) => parseBlocks(markdown, site, model.route, docsBase);
  const inline = (markdown: string, key: string) =>
    parseInline(markdown, site, model.route, at(key), docsBase);

  /** One writer per section kind; a kind without one is a compile error. */
  const writers: Record<CliSectionKind, (section: CliSection) => MdNode[]> = {
    synopsis: () => [code("bash", model.usage)],
    description: () => [
      ...blocks(model.description.markdown),
      ...model.notes.map((note) => {
        const kind = KIND_LABELS[note.kind] ?? "Note";
        return blockquote(
          paragraph(strong(text(note.title ? `${kind}: ${note.title}` : kind))),
          ...blocks(note.body.markdown),
        );
      }),
    ],
    custom: (section) => blocks(model.extras[section.index ?? 0]?.body.markdown ?? ""),
    subcommands: () => [list(model.descendants.map((command) => commandItem(site, command)))],
    arguments: () => [
      table(
        ["Argument", "Required", "Description"],
        model.arguments.map((arg, i) => [
          [inlineCode(arg.name)],
          [text(arg.required ? "yes" : "no")],
          inline(arg.description.markdown, `arguments[${i}].description`),
        ]),
      ),
    ],
    flags: () => {
      const intro =
        model.flagList.length === 0
          ? "This command has no flags of its own. "
          : model.flagList.some((flag) => flag.env)
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
      if (model.flagList.length) {
        out.push(
          table(
            ["Flag", "Type", "Default", "Environment variable", "Description"],
            model.flagList.map((flag, i) => [
              [inlineCode(`--${flag.name}`), ...(flag.required ? [text(" (required)")] : [])],
              [text(flag.type)],
              [flag.default === "" ? text("none") : inlineCode(flag.default)],
              [flag.env ? inlineCode(flag.env) : text("none")],
              [
                ...inline(flag.description.markdown, `flags[${i}].description`),
                ...(flag.allowed.length
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
    configFile: (section) => {
      const config = model.configFile;
      if (!config) return [];
      return [
        paragraph(
          text("The file is named by the "),
          link(
            `${pageUrl(site, model.route)}#${config.flagAnchor}`,
            inlineCode(`--${config.flag}`),
          ),
          text(" flag."),
        ),
        ...blocks(config.description.markdown),
        ...(config.example
          ? [
              paragraph(strong(text(config.example.title))),
              code(config.format, config.example.code),
            ]
          : []),
        ...config.groups.flatMap((group, g) => [
          heading(3, text(section.children[g]!.title)),
          table(
            ["Key", "Type", "Default", "Environment variable", "Description"],
            group.keys.map((key) => [
              [inlineCode(key.path), ...(key.required ? [text(" (required)")] : [])],
              [text(key.type)],
              [
                key.default === null || key.default === ""
                  ? text("none")
                  : defaultValue(key.default),
              ],
              [key.env ? inlineCode(key.env) : text("none")],
              [
                ...inline(key.description.markdown, `configFile.keys (${key.path}).description`),
                ...(key.allowed.length
                  ? [
                      text(key.type === "block" ? " Accepted labels: " : " Accepted values: "),
                      ...codeList(key.allowed),
                      text("."),
                    ]
                  : []),
              ],
            ]),
          ),
        ]),
      ];
    },
    environment: () => [
      table(
        ["Variable", "Default", "Description"],
        model.environment.map((variable, i) => [
          [inlineCode(variable.name)],
          [variable.default ? inlineCode(variable.default) : text("none")],
          inline(variable.description.markdown, `environment[${i}].description`),
        ]),
      ),
    ],
    output: () => blocks(model.output?.markdown ?? ""),
    examples: (section) =>
      model.examples.flatMap((example, i) => [
        heading(3, text(section.children[i]!.title)),
        ...(example.description ? blocks(example.description.markdown) : []),
        code("bash", example.code),
      ]),
    api: () => [
      list(
        model.apiCalls.map((call) => [
          paragraph(
            link(pageUrl(site, call.route), inlineCode(`${call.method} ${call.path}`)),
            text(`: ${call.summary} (`),
            inlineCode(call.operationId),
            text(")"),
          ),
        ]),
      ),
    ],
    seeAlso: () =>
      model.parent
        ? [
            paragraph(text("Parent command:")),
            list([commandItem(site, model.parent)]),
            ...(model.siblings.length
              ? [
                  paragraph(text("Other commands of the same group:")),
                  list(model.siblings.map((command) => commandItem(site, command))),
                ]
              : []),
          ]
        : [],
  };

  const body: MdNode[] = [paragraph(text(model.purpose))];
  for (const section of model.sections) {
    body.push(heading(2, text(section.title)), ...writers[section.kind](section));
  }
  return {
    frontMatter: {
      title: model.title,
      description: model.purpose,
      canonical: pageUrl(site, model.route),
    },
    body,
  };
}

/** A default as the page shows it: prose ("absent: plain HTTP") as text, a value as code. */
function defaultValue(value: string): MdNode {
  return /\s/.test(value) ? text(value) : inlineCode(value);
}

/** "`a`, `b`, `c`" */
function codeList(values: readonly string[]): MdNode[] {
  return values.flatMap((value, j) =>
    j === 0 ? [inlineCode(value)] : [text(", "), inlineCode(value)],
  );
}

function commandItem(site: SiteUrls, command: CliCommandLink): MdNode[] {
  return [
    paragraph(
      link(pageUrl(site, command.route), inlineCode(command.title)),
      text(`: ${command.purpose}`),
    ),
  ];
}
