import type { MdNode } from "../mdx/mdast";
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
  const body: MdNode[] = [paragraph(text(record.purpose))];

  body.push(heading(2, text("Synopsis")), code("bash", data.usage));
  body.push(heading(2, text("Description")), ...blocks(data.description));
  for (const note of data.notes) {
    const kind = KIND_LABELS[note.kind] ?? "Note";
    body.push(
      blockquote(
        paragraph(strong(text(note.title ? `${kind}: ${note.title}` : kind))),
        ...blocks(note.body),
      ),
    );
  }
  for (const section of data.sections) {
    body.push(heading(2, text(section.title)), ...blocks(section.body));
  }
  if (record.descendants.length) {
    body.push(heading(2, text(record.kind === "root" ? "Commands" : "Subcommands")));
    body.push(list(record.descendants.map((command) => commandItem(site, command))));
  }
  if (data.arguments.length) {
    body.push(
      heading(2, text("Arguments")),
      table(
        ["Argument", "Required", "Description"],
        data.arguments.map((arg, i) => [
          [inlineCode(arg.name)],
          [text(arg.required ? "yes" : "no")],
          inline(arg.description, `arguments[${i}].description`),
        ]),
      ),
    );
  }
  if (data.flags.length || record.kind === "command") {
    body.push(heading(2, text("Flags")));
    const intro =
      data.flags.length === 0
        ? "This command has no flags of its own. "
        : data.flags.some((flag) => flag.env)
          ? "A flag given on the command line wins over its environment variable. "
          : "";
    body.push(
      paragraph(
        text(`${intro}Like every command, it also accepts `),
        inlineCode("-h"),
        text(", "),
        inlineCode("--help"),
        text("."),
      ),
    );
    if (data.flags.length) {
      body.push(
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
  }
  if (data.environment.length) {
    body.push(
      heading(2, text("Environment variables")),
      table(
        ["Variable", "Default", "Description"],
        data.environment.map((variable, i) => [
          [inlineCode(variable.name)],
          [variable.default ? inlineCode(variable.default) : text("none")],
          inline(variable.description, `environment[${i}].description`),
        ]),
      ),
    );
  }
  if (data.output) body.push(heading(2, text("Output")), ...blocks(data.output));
  if (data.examples.length) {
    body.push(heading(2, text("Examples")));
    for (const example of data.examples) {
      body.push(heading(3, text(example.title)));
      if (example.description) body.push(...blocks(example.description));
      body.push(code("bash", example.code));
    }
  }
  if (data.api.length) {
    body.push(heading(2, text("API calls")));
    body.push(
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
    );
  }
  if (record.parent) {
    body.push(heading(2, text("See also")), paragraph(text("Parent command:")));
    body.push(list([commandItem(site, record.parent)]));
    if (record.siblings.length) {
      body.push(paragraph(text("Other commands of the same group:")));
      body.push(list(record.siblings.map((command) => commandItem(site, command))));
    }
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
