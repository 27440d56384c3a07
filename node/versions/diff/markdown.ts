/**
 * The "API changes since <version>" page as Markdown (its .md copy), from the page's model: the
 * same sections and headings in the same order as src/theme/VersionChanges, links absolute.
 */
import type { MdNode } from "../../mdx/mdast";
import {
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  table,
  text,
} from "../../markdown-export/build";
import { pageUrl, type SiteUrls } from "../../markdown-export/links";
import {
  envColumns,
  envDefaults,
  envUsesText,
  glanceEmpty,
  kindLabel,
  sectionIsEmpty,
  type ChangedOperationEntry,
  type EnvDefaultCell,
  type OperationGroup,
  type VersionChangesModel,
  type VersionChangesSection,
} from "@shared/version-changes";

/** A default cell: the value as code, or the words when there is no value to show. */
const cell = (value: EnvDefaultCell): MdNode[] => [
  "value" in value ? inlineCode(value.value) : text(value.words),
];

/** The page body (the caller adds the front matter and the title). */
export function versionChangesMarkdown(model: VersionChangesModel, site: SiteUrls): MdNode[] {
  const operation = (op: ChangedOperationEntry): MdNode[] => [
    link(pageUrl(site, op.href), inlineCode(op.operationId)),
    text(" "),
    inlineCode(`${op.method} ${op.path}`),
  ];
  const groups = (items: readonly OperationGroup[]): MdNode[] =>
    items.flatMap((group) => [
      heading(3, text(group.tag)),
      list(
        group.operations.map((op) => [
          paragraph(...operation(op)),
          ...(op.changes.length
            ? [list(op.changes.map((change) => [paragraph(text(change.summary))]))]
            : []),
        ]),
      ),
    ]);

  const body = (section: VersionChangesSection): MdNode[] => {
    switch (section.kind) {
      case "addedOperations":
      case "removedOperations":
      case "changedOperations":
        return groups(section.groups);
      case "cli":
        return [
          list(
            section.commands.map((command) => [
              paragraph(
                command.href
                  ? link(pageUrl(site, command.href), inlineCode(command.command))
                  : inlineCode(command.command),
              ),
              list(command.changes.map((change) => [paragraph(text(change.summary))])),
            ]),
          ),
        ];
      case "env":
        return [
          table(
            envColumns(model.from, model.to),
            section.variables.map((variable) => [
              [inlineCode(variable.name)],
              [text(kindLabel(variable.kind))],
              cell(envDefaults(variable).before),
              cell(envDefaults(variable).after),
              [text(envUsesText(variable.usedBy))],
            ]),
          ),
        ];
    }
  };

  const titleOf = (id: string) => model.sections.find((section) => section.id === id)?.title ?? id;
  // The summary table: a row per kind of change, naming what it touches or its section.
  const glance = table(
    ["Change", "How many", "Does it affect you?"],
    model.glance.map((row) => [
      [text(row.change)],
      [text(String(row.count))],
      [
        text(`${row.affects} `),
        ...(row.items.length
          ? row.items.flatMap((item, i) => [
              ...(i > 0 ? [text(", ")] : []),
              item.href ? link(pageUrl(site, item.href), inlineCode(item.text)) : inlineCode(item.text),
            ])
          : [text(`See “${titleOf(row.section)}” below.`)]),
      ],
    ]),
  );

  return [
    paragraph(text(model.intro)),
    heading(2, text("At a glance")),
    model.glance.length ? glance : paragraph(text(glanceEmpty(model))),
    ...model.sections.flatMap((section) => [
      heading(2, text(section.title)),
      ...(sectionIsEmpty(section) ? [paragraph(text(section.empty))] : body(section)),
    ]),
  ];
}
