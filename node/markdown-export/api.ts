import type { MdNode } from "../mdx/mdast";
import {
  BODY_KIND_LABELS,
  type ApiOperationView,
  type CodeView,
  type MediaView,
  type ModelText,
  type SchemaFact,
  type SchemaRow,
} from "@shared/api";
import { apiOperationSections, type ApiOperationSectionKind } from "@shared/api-sections";
import { authorizationProse, requestBodyRequirement } from "@shared/api-wording";
import {
  code,
  heading,
  inlineCode,
  link,
  list,
  paragraph,
  parseBlocks,
  parseCell,
  strong,
  table,
  text,
  type FrontMatter,
} from "./build";
import { absoluteLink, pageUrl, type SiteUrls } from "./links";
import { proseToMarkdown } from "./prose";

/**
 * An API operation page as Markdown, from the operation's page model (node/api/
 * page-models.ts), the one the HTML page renders: its text's Markdown instead of its HTML, code
 * from Prism tokens joined back into text. The sections, their headings and their order are
 * those of the page (apiOperationSections in @shared/api-sections), each written by the
 * renderer of its kind below. Schemas are tables of their fields.
 */
export interface ApiExportOptions {
  site: SiteUrls;
  /** Route of the page (/docs/api/query-stream). */
  route: string;
}

type View = ApiOperationView<ModelText>;

export function apiOperationMarkdown(
  view: View,
  { site, route }: ApiExportOptions,
): { frontMatter: FrontMatter; body: MdNode[] } {
  const blocks = (markdown: ModelText) => parseBlocks(markdown.markdown, site, route);
  const cell = (markdown: ModelText) => parseCell(markdown.markdown, site, route);
  const api = (fragment: string) => absoluteLink(site, route, `/docs/api#${fragment}`);

  /** One writer per section kind; a kind without one is a compile error. */
  const sections: Record<ApiOperationSectionKind, (children: string[]) => MdNode[]> = {
    authorization: () =>
      proseToMarkdown(authorizationProse(view.security, view.permission), site, route),
    parameters: () => [
      table(
        ["Name", "In", "Type", "Required", "Description"],
        view.parameters.map((p) => [
          [inlineCode(p.name)],
          [text(p.in)],
          [text(p.type)],
          [text(p.required ? "yes" : "no")],
          [...cell(p.html), ...factsInline(p.facts, p.html.markdown !== "")],
        ]),
      ),
    ],
    requestBody: () =>
      view.requestBody
        ? [
            paragraph(text(requestBodyRequirement(view.requestBody.required))),
            ...blocks(view.requestBody.html),
            ...view.requestBody.contents.flatMap(mediaBlocks),
          ]
        : [],
    responses: (titles) =>
      view.responses.flatMap((response, i) => [
        heading(3, text(titles[i]!)),
        ...blocks(response.html),
        ...(response.headers.length
          ? [
              table(
                ["Header", "Type", "Description"],
                response.headers.map((h) => [[inlineCode(h.name)], [text(h.type)], cell(h.html)]),
              ),
            ]
          : []),
        ...response.contents.flatMap(mediaBlocks),
      ]),
    example: () => [codeOf(view.curl)],
    commandLine: () => [
      list(
        view.cli.map((l) => [
          paragraph(link(absoluteLink(site, route, l.href), inlineCode(l.label))),
        ]),
      ),
    ],
    guides: () => [
      list(
        view.guides.map((l) => [paragraph(link(absoluteLink(site, route, l.href), text(l.label)))]),
      ),
    ],
  };

  const body: MdNode[] = [
    paragraph(inlineCode(`${view.method} ${view.apiPath}`)),
    ...blocks(view.html),
  ];
  for (const section of apiOperationSections(view)) {
    body.push(
      heading(2, text(section.title)),
      ...sections[section.kind](section.children.map((child) => child.title)),
    );
  }
  return {
    frontMatter: {
      title: view.summary,
      description: `${view.method} ${view.apiPath}: ${view.summary}. FlowG HTTP API reference.`,
      canonical: pageUrl(site, route),
    },
    body,
  };

  function mediaBlocks(media: MediaView<ModelText>): MdNode[] {
    if (media.errorBody) {
      return [
        paragraph(
          text("An "),
          link(api("errors"), text("error body")),
          text(" ("),
          inlineCode(media.mediaType),
          ...(media.exampleText
            ? [text("), for example "), inlineCode(media.exampleText), text(".")]
            : [text(").")]),
        ),
      ];
    }
    const out: MdNode[] = [];
    const { schema } = media;
    out.push(
      paragraph(
        strong(text(BODY_KIND_LABELS[media.kind])),
        text(" "),
        inlineCode(media.mediaType),
        ...(schema ? [text(` · ${schema.name ?? schema.type}`)] : []),
      ),
    );
    if (schema) {
      out.push(...blocks(schema.html));
      if (schema.facts.length) out.push(paragraph(...factsInline(schema.facts, false)));
      if (schema.rows.length) {
        out.push(
          table(
            ["Field", "Type", "Required", "Description"],
            schema.rows.map((row) => schemaRowCells(row, (t) => t.markdown, cell)),
          ),
        );
      }
    }
    if (media.example)
      out.push(codeOf({ ...media.example, title: media.example.title ?? "Example" }));
    return out;
  }
}

/**
 * The cells of a schema table's row (Field, Type, Required, Description). `markdownOf` reads a
 * text of the view (its Markdown), `cell` makes it inline nodes.
 */
export function schemaRowCells<T>(
  row: SchemaRow<T>,
  markdownOf: (text: T) => string,
  cell: (text: T) => MdNode[],
): MdNode[][] {
  if (row.kind === "variant") {
    return [
      [text(row.of ? `${row.of}: ` : ""), strong(text(`variant ${row.index} of ${row.count}`))],
      [text(row.label)],
      [],
      cell(row.html),
    ];
  }
  const type = `${row.type}${row.nullable ? ", nullable" : ""}`;
  return [
    [inlineCode(`${row.parent}${row.name}`)],
    [text(type)],
    [text(row.required ? "yes" : "no")],
    [
      ...cell(row.html),
      ...factsInline(row.facts, markdownOf(row.html) !== ""),
      ...(row.sameAs === undefined
        ? []
        : row.sameAs
          ? [text(" Same fields as "), inlineCode(row.sameAs), text(", listed above.")]
          : [text(" Same fields as the whole body, listed above.")]),
    ],
  ];
}

/** "Allowed values: `a`, `b`. Default: `2`." as inline nodes. */
function factsInline(facts: readonly SchemaFact[], afterText: boolean): MdNode[] {
  return facts.flatMap((fact, i) => [
    text(`${afterText || i > 0 ? " " : ""}${fact.label}: `),
    ...fact.values.flatMap((value, j) => [...(j > 0 ? [text(", ")] : []), inlineCode(value)]),
    text("."),
  ]);
}

/** A highlighted code view back to its text, as a fenced block with its title. */
export function codeOf(view: CodeView): MdNode {
  const lines = JSON.parse(view.tokens) as Array<Array<[string, string]>>;
  const value = lines.map((line) => line.map(([, content]) => content).join("")).join("\n");
  return code(view.language, value, view.title ? `title=${JSON.stringify(view.title)}` : null);
}
