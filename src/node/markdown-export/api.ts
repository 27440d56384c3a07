import type { MdNode } from "../mdx/mdast";
import type { OperationView } from "../api/operation-view";
import {
  BODY_KIND_LABELS,
  type CodeView,
  type MediaView,
  type SchemaFact,
  type SchemaRow,
} from "@shared/api";
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

/**
 * An API operation page as Markdown, from the operation's view model (src/node/api/
 * operation-view.ts), the one the HTML page renders. The view is computed with Markdown kept as
 * Markdown (its `html` fields then hold the OpenAPI description's Markdown, see
 * `markdownOperationView` in ./collect.ts); code arrives as Prism tokens and is joined back into
 * text. Sections in the page's order: description, authorization, parameters, request body,
 * responses, example request, command line, guides. Schemas are tables of their fields.
 */
export interface ApiExportOptions {
  site: SiteUrls;
  /** Route of the page (/docs/api/query-stream). */
  route: string;
}

export function apiOperationMarkdown(
  view: OperationView,
  { site, route }: ApiExportOptions,
): { frontMatter: FrontMatter; body: MdNode[] } {
  const blocks = (markdown: string) => parseBlocks(markdown, site, route);
  const cell = (markdown: string) => parseCell(markdown, site, route);
  const api = (fragment: string) => absoluteLink(site, route, `/docs/api#${fragment}`);
  const body: MdNode[] = [
    paragraph(inlineCode(`${view.method} ${view.apiPath}`)),
    ...blocks(view.html),
  ];

  body.push(heading(2, text("Authorization")));
  const { permission, security } = view;
  if (security.length === 0 || permission.kind === "none") {
    body.push(paragraph(text("No token is needed for this operation.")));
  } else {
    const schemes = security.flatMap((scheme, i) => [
      text(
        `${i === 0 ? "" : i === security.length - 1 ? " or " : ", "}a ${scheme.label.toLowerCase()}`,
      ),
      ...(scheme.prefix ? [text(" ("), inlineCode(`${scheme.prefix}…`), text(")")] : []),
    ]);
    body.push(
      paragraph(
        text("Send a bearer token in the "),
        inlineCode("Authorization"),
        text(" header: "),
        ...schemes,
        text(". See "),
        link(api("authentication"), text("Authentication")),
        text("."),
      ),
    );
    if (permission.kind === "authenticated") {
      body.push(paragraph(text("Any signed-in user may call it: no scope is needed.")));
    } else {
      body.push(
        paragraph(
          text(
            permission.scopes.length > 1 ? "Required scopes (all of them): " : "Required scope: ",
          ),
          ...permission.scopes.flatMap((scope, i) => [
            ...(i > 0 ? [text(", ")] : []),
            inlineCode(scope.name),
            ...(scope.impliedBy ? [text(" (or "), inlineCode(scope.impliedBy), text(")")] : []),
          ]),
          text(". See "),
          link(api("permissions"), text("Permissions")),
          text("."),
        ),
      );
    }
  }

  if (view.parameters.length) {
    body.push(
      heading(2, text("Parameters")),
      table(
        ["Name", "In", "Type", "Required", "Description"],
        view.parameters.map((p) => [
          [inlineCode(p.name)],
          [text(p.in)],
          [text(p.type)],
          [text(p.required ? "yes" : "no")],
          [...cell(p.html), ...factsInline(p.facts, p.html !== "")],
        ]),
      ),
    );
  }

  if (view.requestBody) {
    body.push(heading(2, text("Request body")));
    body.push(paragraph(text(view.requestBody.required ? "Required." : "Optional.")));
    body.push(...blocks(view.requestBody.html));
    for (const media of view.requestBody.contents) body.push(...mediaBlocks(media));
  }

  body.push(heading(2, text("Responses")));
  for (const response of view.responses) {
    body.push(heading(3, text(`${response.status} ${response.reason}`.trim())));
    body.push(...blocks(response.html));
    if (response.headers.length) {
      body.push(
        table(
          ["Header", "Type", "Description"],
          response.headers.map((h) => [[inlineCode(h.name)], [text(h.type)], cell(h.html)]),
        ),
      );
    }
    for (const media of response.contents) body.push(...mediaBlocks(media));
  }

  body.push(heading(2, text("Example request")), codeOf(view.curl));
  if (view.cli.length) {
    body.push(heading(2, text("Command line")));
    body.push(
      list(
        view.cli.map((l) => [
          paragraph(link(absoluteLink(site, route, l.href), inlineCode(l.label))),
        ]),
      ),
    );
  }
  if (view.guides.length) {
    body.push(heading(2, text("Used in the guides")));
    body.push(
      list(
        view.guides.map((l) => [paragraph(link(absoluteLink(site, route, l.href), text(l.label)))]),
      ),
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

  function mediaBlocks(media: MediaView): MdNode[] {
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
            schema.rows.map((row) => schemaRow(row)),
          ),
        );
      }
    }
    if (media.example)
      out.push(codeOf({ ...media.example, title: media.example.title ?? "Example" }));
    return out;
  }

  function schemaRow(row: SchemaRow): MdNode[][] {
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
        ...factsInline(row.facts, row.html !== ""),
        ...(row.sameAs === undefined
          ? []
          : row.sameAs
            ? [text(" Same fields as "), inlineCode(row.sameAs), text(", listed above.")]
            : [text(" Same fields as the whole body, listed above.")]),
      ],
    ];
  }
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
