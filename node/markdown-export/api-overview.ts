import type { MdNode } from "../mdx/mdast";
import type { ApiOverviewModel } from "../api/page-models";
import type { OperationSummary } from "@shared/api";
import { apiOverviewSections, type ApiOverviewSectionKind } from "@shared/api-sections";
import {
  BODY_KIND_TITLES,
  CONVENTIONS_PROSE,
  SPECIAL_BODIES_INTRO,
  errorBodyProse,
} from "@shared/api-wording";
import { overviewMarkersSentence } from "@shared/overview-markers";
import {
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  parseBlocks,
  parseCell,
  table,
  text,
} from "./build";
import type { FrontMatter } from "./build";
import { codeOf, schemaRowCells } from "./api";
import { absoluteLink, pageUrl, type SiteUrls } from "./links";
import { proseToMarkdown } from "./prose";

/**
 * The API overview (/docs/api) as Markdown, from the overview's model with its texts as Markdown
 * (`overviewText` of node/api/page-models.ts): the sections, headings and order of the page
 * (apiOverviewSections), the same shared sentences (@shared/api-wording), tables for the scopes,
 * the error body and the status codes. The interactive console stays on the HTML page.
 */
export function apiOverviewMarkdown(
  view: ApiOverviewModel,
  { site, route }: { site: SiteUrls; route: string },
): { frontMatter: FrontMatter; body: MdNode[] } {
  const blocks = (markdown: string) => parseBlocks(markdown, site, route);
  const cell = (markdown: string) => parseCell(markdown, site, route);
  const prose = (nodes: Parameters<typeof proseToMarkdown>[0]) =>
    proseToMarkdown(nodes, site, route);
  const href = (path: string) => absoluteLink(site, route, path);
  const operation = (op: OperationSummary): MdNode[] => [
    link(href(op.href), inlineCode(`${op.method} ${op.path}`)),
    text(` ${op.summary}`),
  ];
  const operationList = (operations: readonly OperationSummary[]) =>
    list(operations.map((op) => [paragraph(...operation(op))]));
  const count = view.groups.reduce((sum, group) => sum + group.operations.length, 0);

  /** One writer per section kind; a kind without one is a compile error. */
  const sections: Record<ApiOverviewSectionKind, (children: string[]) => MdNode[]> = {
    baseUrl: () => prose(view.prose.baseUrl),
    authentication: () => [
      ...prose(view.prose.authentication),
      ...view.schemes.flatMap((scheme) => [
        heading(
          3,
          text(scheme.label),
          ...(scheme.prefix ? [text(" "), inlineCode(`${scheme.prefix}…`)] : []),
        ),
        ...blocks(scheme.html),
      ]),
      ...prose(view.prose.firstSession),
      codeOf({ ...view.curl, title: "First calls" }),
    ],
    permissions: () => [
      ...prose(view.prose.permissions),
      table(
        ["Scope", "Operations"],
        view.scopes.map((row) => [
          [inlineCode(row.scope), ...(row.html ? [text(" "), ...cell(row.html)] : [])],
          row.operations.flatMap((op, i) => [
            ...(i > 0 ? [text("; ")] : []),
            ...operation(op),
            ...(op.together.length
              ? [
                  text(" (with "),
                  ...op.together.flatMap((scope, j) => [
                    ...(j > 0 ? [text(" and ")] : []),
                    inlineCode(scope),
                  ]),
                  text(")"),
                ]
              : []),
          ]),
        ]),
      ),
    ],
    errors: () => {
      const words = errorBodyProse(view.errorBody.name);
      return [
        ...prose(words.before),
        ...blocks(view.errorBody.html),
        table(
          ["Field", "Type", "Required", "Description"],
          view.errorBody.rows.map((row) => schemaRowCells(row, (t) => t, cell)),
        ),
        ...prose(words.statuses),
        table(
          ["HTTP", "status", "When"],
          view.statuses.map((row) => [
            [text(`${row.http} ${row.reason}`)],
            [row.status ? inlineCode(row.status) : text("—")],
            [text(row.meaning)],
          ]),
        ),
      ];
    },
    conventions: () => [
      ...prose(CONVENTIONS_PROSE),
      ...blocks(view.successHtml),
      paragraph(text(SPECIAL_BODIES_INTRO)),
      ...view.specialBodies.flatMap((group) => [
        heading(3, text(BODY_KIND_TITLES[group.kind])),
        operationList(group.operations),
      ]),
    ],
    operations: (titles) => [
      ...(view.overviewMarkers
        ? [
            paragraph(
              text(`${overviewMarkersSentence(view.overviewMarkers)} `),
              link(
                href(view.overviewMarkers.changesRoute),
                text(`Every API change since ${view.overviewMarkers.from.label}`),
              ),
              text("."),
            ),
          ]
        : []),
      ...view.groups.flatMap((group, i) => [
        heading(3, text(titles[i] ?? group.label)),
        ...blocks(group.html),
        operationList(group.operations),
      ]),
    ],
    console: () => [
      ...prose(view.prose.console),
      paragraph(
        text("The console itself runs on the HTML page: "),
        link(pageUrl(site, route), text(pageUrl(site, route))),
        text("."),
      ),
    ],
    otherInterfaces: () => prose(view.prose.otherInterfaces),
  };

  const body: MdNode[] = [...blocks(view.html), ...prose(view.prose.intro)];
  for (const section of apiOverviewSections(view)) {
    body.push(
      heading(2, text(section.title)),
      ...sections[section.kind](section.children.map((child) => child.title)),
    );
  }
  return {
    frontMatter: {
      title: view.title,
      description: `Reference of the FlowG HTTP API: authentication, permissions, errors and all ${count} operations.`,
      canonical: pageUrl(site, route),
    },
    body,
  };
}
