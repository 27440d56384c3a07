/**
 * The sections of the API pages, declared once: id, title and when a page has them. The page
 * renders exactly the sections these functions return (src/theme/ApiOperation,
 * src/theme/ApiOverview: one renderer per kind), the table of contents is made from the same
 * list (`sectionsToc`), so every TOC entry has its heading and every heading its entry, and an
 * operation's Markdown copy (node/markdown-export/api.ts) writes the same headings in the
 * same order from it.
 */
import type { ApiOperationView, ApiOverviewPageContext } from "./api";
import type { TocItem } from "./toc";

/** One h2 of a page, with the h3 headings inside it that the table of contents lists. */
export interface PageSection<Kind extends string> {
  kind: Kind;
  id: string;
  title: string;
  children: Array<{ id: string; title: string }>;
}

interface SectionSpec<View, Kind extends string> {
  kind: Kind;
  id: string;
  title: string;
  /** The page has the section when this holds (always when absent). */
  when?: (view: View) => boolean;
  children?: (view: View) => Array<{ id: string; title: string }>;
}

function sectionsOf<View, Kind extends string>(
  specs: ReadonlyArray<SectionSpec<View, Kind>>,
  view: View,
): Array<PageSection<Kind>> {
  return specs
    .filter((spec) => spec.when?.(view) ?? true)
    .map((spec) => ({
      kind: spec.kind,
      id: spec.id,
      title: spec.title,
      children: spec.children?.(view) ?? [],
    }));
}

/**
 * What decides the sections of an operation page: the page's view (text as HTML) or the page
 * model (text as Markdown and HTML) alike, since the sections do not depend on the text.
 */
export type ApiOperationSectionView = Pick<
  ApiOperationView<unknown>,
  "parameters" | "requestBody" | "responses" | "cli" | "guides"
>;

const OPERATION_SECTIONS = [
  { kind: "authorization", id: "authorization", title: "Authorization" },
  {
    kind: "parameters",
    id: "parameters",
    title: "Parameters",
    when: (view) => view.parameters.length > 0,
  },
  {
    kind: "requestBody",
    id: "request-body",
    title: "Request body",
    when: (view) => view.requestBody !== null,
  },
  {
    kind: "responses",
    id: "responses",
    title: "Responses",
    // The ids are those of the response headings (src/theme/ApiResponses).
    children: (view) =>
      view.responses.map((r) => ({
        id: `response-${r.status}`,
        title: `${r.status} ${r.reason}`.trim(),
      })),
  },
  { kind: "example", id: "example", title: "Example request" },
  {
    kind: "commandLine",
    id: "command-line",
    title: "Command line",
    when: (view) => view.cli.length > 0,
  },
  {
    kind: "guides",
    id: "guides",
    title: "Used in the guides",
    when: (view) => view.guides.length > 0,
  },
] as const satisfies ReadonlyArray<SectionSpec<ApiOperationSectionView, string>>;

export type ApiOperationSectionKind = (typeof OPERATION_SECTIONS)[number]["kind"];

/** The sections of an operation page (/docs/api/<slug>), in reading order. */
export function apiOperationSections(
  view: ApiOperationSectionView,
): Array<PageSection<ApiOperationSectionKind>> {
  return sectionsOf<ApiOperationSectionView, ApiOperationSectionKind>(OPERATION_SECTIONS, view);
}

/** What decides the sections of the overview page. */
export type ApiOverviewSectionView = Pick<ApiOverviewPageContext, "groups">;

const OVERVIEW_SECTIONS = [
  { kind: "baseUrl", id: "base-url", title: "Base URL" },
  { kind: "authentication", id: "authentication", title: "Authentication" },
  { kind: "permissions", id: "permissions", title: "Permissions" },
  { kind: "errors", id: "errors", title: "Errors" },
  { kind: "conventions", id: "conventions", title: "Conventions" },
  {
    kind: "operations",
    id: "operations",
    title: "Operations",
    children: (view) => view.groups.map((g) => ({ id: `tag-${g.name}`, title: g.label })),
  },
  { kind: "console", id: "console", title: "Interactive console" },
  { kind: "otherInterfaces", id: "other-interfaces", title: "Other interfaces" },
] as const satisfies ReadonlyArray<SectionSpec<ApiOverviewSectionView, string>>;

export type ApiOverviewSectionKind = (typeof OVERVIEW_SECTIONS)[number]["kind"];

/** The sections of the overview page (/docs/api), in reading order. */
export function apiOverviewSections(
  view: ApiOverviewSectionView,
): Array<PageSection<ApiOverviewSectionKind>> {
  return sectionsOf<ApiOverviewSectionView, ApiOverviewSectionKind>(OVERVIEW_SECTIONS, view);
}

/** The table of contents of a page made of these sections (h2, and their h3 children). */
export function sectionsToc(sections: ReadonlyArray<PageSection<string>>): TocItem[] {
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    level: 2,
    children: section.children.map((child) => ({ ...child, level: 3, children: [] })),
  }));
}
