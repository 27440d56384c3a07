import { buildVocabulary } from "@shared/search/lexicon";
import type { SearchDocument, StoredRecord } from "@shared/search/types";
import { CLI_SECTION_IDS } from "@shared/cli";
import type { CliCommandModel, CliConfigKeyModel, ModelText } from "@shared/cli-model";
import type { ApiOperationView } from "@shared/api";
import { collapse, htmlText, markdownText, mdxSections } from "./mdx-text";

/**
 * Search records of the whole site, built from the data the pages are built from: one record per
 * doc section (text before the first heading, then every `##`/`###`), blog post, API operation,
 * CLI command, CLI flag, environment variable and configuration-file key. Pure: the site model
 * (node/model/) feeds it a version's docs and posts with the API and CLI pages' models, and the
 * ranking tests feed it the files of content/ and openapi/.
 */

export interface DocSearchInput {
  route: string;
  title: string;
  description: string | null;
  keywords: readonly string[];
  /** The MDX text after the front matter, whose lines are left blank (node/store.ts mdxText). */
  body: string;
  sourcePath?: string;
}

export interface BlogSearchInput {
  route: string;
  title: string;
  description: string;
  tags: readonly string[];
  body: string;
  sourcePath?: string;
}

/**
 * What an operation's record reads of its page model (node/api/page-models.ts), the one its
 * page and Markdown copy are rendered from: its route, summary, description and parameters.
 */
export interface ApiSearchInput {
  route: string;
  view: Pick<
    ApiOperationView<ModelText>,
    "method" | "apiPath" | "operationId" | "summary" | "html" | "parameters"
  >;
}

/**
 * What a CLI command's records read of its page model (node/cli/page-models.ts), the one the
 * page and its Markdown copy are rendered from: the same texts, anchors and order as the page.
 */
export type CliSearchInput = Pick<
  CliCommandModel,
  "title" | "route" | "purpose" | "usage" | "description" | "flagList" | "environment"
> & {
  configFile: {
    groups: ReadonlyArray<{
      keys: ReadonlyArray<
        Pick<CliConfigKeyModel<ModelText>, "path" | "anchor" | "env" | "description">
      >;
    }>;
  } | null;
};

export interface SearchInput {
  docs: readonly DocSearchInput[];
  blog: readonly BlogSearchInput[];
  api: readonly ApiSearchInput[];
  cli: readonly CliSearchInput[];
}

/** Characters of text the store keeps per record, for the snippet; the index has all of it. */
export const STORED_TEXT_LENGTH = 280;

type Draft = StoredRecord & { extra?: string; fullText?: string };

export function buildSearchRecords(input: SearchInput): SearchDocument[] {
  const drafts: Draft[] = [
    ...[...input.docs].sort(byRoute).flatMap(docRecords),
    ...[...input.blog].sort(byRoute).map(blogRecord),
    ...[...input.api]
      .sort(
        (a, b) =>
          a.view.apiPath.localeCompare(b.view.apiPath) ||
          a.view.method.localeCompare(b.view.method),
      )
      .map(apiRecord),
    ...[...input.cli].sort(byRoute).flatMap(cliRecords),
  ];
  return drafts.map(({ extra, fullText, ...record }, id) => ({
    ...record,
    text: clip(record.text, STORED_TEXT_LENGTH),
    id,
    // Titles and names are matched from the store (rank.ts); the index holds the rest.
    _: collapse(`${extra ?? ""} ${fullText ?? record.text}`),
  }));
}

function byRoute(a: { route: string }, b: { route: string }): number {
  return a.route.localeCompare(b.route);
}

function docRecords(doc: DocSearchInput): Draft[] {
  const all = mdxSections(doc.body, doc.sourcePath);
  const intro = all[0]?.heading === null ? all[0] : undefined;
  const sections = intro ? all.slice(1) : all;
  const page: Draft = {
    kind: "docs",
    url: doc.route,
    page: doc.title,
    section: "",
    text: intro?.text || (doc.description ?? ""),
    names: [],
    ...(doc.keywords.length ? { keywords: [...doc.keywords] } : {}),
    extra: [doc.description ?? "", ...doc.keywords].join(" "),
  };
  return [
    page,
    ...sections.map((section): Draft => ({
      kind: "docs",
      url: section.id ? `${doc.route}#${section.id}` : doc.route,
      page: doc.title,
      section: section.heading ?? "",
      text: section.text,
      names: [],
    })),
  ];
}

function blogRecord(post: BlogSearchInput): Draft {
  const text = mdxSections(post.body, post.sourcePath)
    .map((s) => [s.heading ?? "", s.text].join(" "))
    .join(" ");
  return {
    kind: "blog",
    url: post.route,
    page: post.title,
    section: "",
    text: post.description || text,
    fullText: collapse(text),
    names: [],
    extra: [post.description, ...post.tags].join(" "),
  };
}

function apiRecord({ route, view }: ApiSearchInput): Draft {
  // The parameters the page lists (path-level ones first, `$ref`s resolved), each name once.
  const parameters = [...new Set(view.parameters.map((parameter) => parameter.name))];
  return {
    kind: "api",
    url: route,
    page: view.summary,
    section: "",
    method: view.method,
    path: view.apiPath,
    text: markdownText(view.html.markdown),
    names: [view.apiPath, `${view.method} ${view.apiPath}`, view.operationId],
    extra: `${view.method} ${parameters.length ? `Parameters: ${parameters.join(", ")}.` : ""}`,
  };
}

function cliRecords(command: CliSearchInput): Draft[] {
  return [
    {
      kind: "cli",
      url: command.route,
      page: command.title,
      section: "",
      text: command.purpose,
      names: [command.title],
      extra: `${command.usage} ${htmlText(command.description.html)}`,
    },
    ...command.flagList.map((flag): Draft => ({
      kind: "cli",
      url: `${command.route}#${flag.anchor}`,
      page: command.title,
      section: `--${flag.name}`,
      text:
        htmlText(flag.description.html) + (flag.env ? ` Environment variable: ${flag.env}.` : ""),
      names: flag.env ? [`--${flag.name}`, flag.env] : [`--${flag.name}`],
    })),
    ...command.environment.map((variable): Draft => ({
      kind: "cli",
      url: `${command.route}#${CLI_SECTION_IDS.environment}`,
      page: command.title,
      section: variable.name,
      text: htmlText(variable.description.html),
      names: [variable.name],
    })),
    ...(command.configFile?.groups ?? [])
      .flatMap((group) => group.keys)
      .map((key): Draft => ({
        kind: "cli",
        url: `${command.route}#${key.anchor}`,
        page: command.title,
        section: key.path,
        text:
          htmlText(key.description.html) + (key.env ? ` Environment variable: ${key.env}.` : ""),
        names: key.env ? [key.path, key.env] : [key.path],
      })),
  ];
}

/** At most `length` characters, cut at a word boundary, with an ellipsis when cut. */
export function clip(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const space = cut.lastIndexOf(" ");
  return `${cut.slice(0, space > length * 0.6 ? space : length).trimEnd()}…`;
}

/**
 * The words of the records (titles, names and indexed text), most frequent first: what typo
 * correction and suggestions pick from (src/theme-common/search/lexicon.ts).
 */
export function searchVocabulary(documents: readonly SearchDocument[]): string[] {
  return buildVocabulary(
    documents.map((d) => `${d.page} ${d.section} ${d.names.join(" ")} ${d._}`),
  );
}
