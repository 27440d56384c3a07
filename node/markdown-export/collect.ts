import path from "node:path";
import type { NodePluginArgs } from "gatsby";
import { apiModelOptions, apiPageModels } from "../api/page-models";
import { cliPageModels } from "../cli/page-models";
import { mdxSources, nodeStore, type NodeStore } from "../store";
import { DOCS_BASE } from "@shared/routes";
import type { SiteVersion } from "@shared/versions";
import type { MdNode } from "../mdx/mdast";
import { sidebarsFromStore } from "../sidebar/from-store";
import type { VersionChanges } from "../versions/changes";
import { versionChangesMarkdown } from "../versions/diff/markdown";
import { apiOperationMarkdown } from "./api";
import type { BuildMemo } from "../build-memo";
import { markdownDocument, type FrontMatter } from "./build";
import { cliCommandMarkdown } from "./cli";
import { pageUrl, type SiteUrls } from "./links";
import { firstParagraphText, mdxToMarkdownTree } from "./mdx";
import type { ExportedPage, PageKind } from "./llms";

/**
 * The Markdown copies of the last build (BuildMemo): serializing the trees again took 0.8 s of a
 * rebuild that changed one page. A CLI or API page's copy is kept by its front matter and tree,
 * a doc's or a post's by its MDX source and what its front matter is made of, so an unchanged
 * page is not converted to a Markdown tree either (0.1 s of a rebuild, with two docs versions).
 */
export const MARKDOWN_COPIES_CACHE = ".cache/flowg/markdown-copies.json";

/** A page's copy as the memo keeps it: the Markdown, and the description the copy was given. */
export interface KeptCopy {
  markdown: string;
  description: string;
}

/**
 * Reads the node store after the build and produces the Markdown copy of every doc page, blog
 * post, CLI command page and API operation page, each from the data its HTML page is made of.
 */
export interface CollectArgs {
  getNodesByType: NodePluginArgs["getNodesByType"];
  site: SiteUrls;
  additionalLanguages: readonly string[];
  /**
   * The docs version whose pages are collected (its docs, CLI and API pages), with its view of
   * the store; the blog's posts go with the current version. The current one when absent.
   */
  version?: { store: NodeStore; version: SiteVersion };
  /**
   * What changed since the previous docs version, for the current version of a site that keeps
   * an archived one: its "API changes since" page gets a copy, and the API section lists it.
   */
  changes?: VersionChanges | null;
  /** The copies of the last build, by page: kept across builds. */
  memo?: BuildMemo<KeptCopy>;
}

export async function collectPages(args: CollectArgs): Promise<{
  pages: ExportedPage[];
  sidebars: Awaited<ReturnType<typeof sidebarsFromStore>>["sidebars"];
}> {
  const { site } = args;
  const store = args.version?.store ?? nodeStore(args.getNodesByType);
  const version = args.version?.version;
  const docsBase = version?.path ?? DOCS_BASE;
  const pages: ExportedPage[] = [];
  /** The copy of the page `key` names: kept from the last build, or made from `page()`. */
  const copy = (key: unknown, page: () => { frontMatter: FrontMatter; body: MdNode[] }) => {
    const make = (): KeptCopy => {
      const { frontMatter, body } = page();
      return {
        markdown: markdownDocument(frontMatter, body),
        description: frontMatter.description,
      };
    };
    return args.memo ? args.memo.get(JSON.stringify(key), make) : make();
  };
  const push = (kind: PageKind, route: string, title: string, kept: KeptCopy, note?: string) =>
    pages.push({
      kind,
      route,
      title,
      description: kept.description,
      ...(note ? { note } : {}),
      markdown: kept.markdown,
    });
  const add = (
    kind: PageKind,
    route: string,
    frontMatter: FrontMatter,
    body: MdNode[],
    note?: string,
  ) =>
    push(
      kind,
      route,
      frontMatter.title,
      copy([frontMatter, body], () => ({ frontMatter, body })),
      note,
    );

  const sourceOf = mdxSources(store);
  for (const doc of store.docPages()) {
    const file = path.relative(process.cwd(), doc.contentFilePath);
    const source = sourceOf(doc);
    const fields = [doc.route, file, doc.title, doc.description ?? null];
    const kept = copy(["doc", site, fields, source], () => {
      const body = mdxToMarkdownTree(source, { site, route: doc.route, file });
      const frontMatter = {
        title: doc.title,
        description: doc.description ?? firstParagraphText(body),
        canonical: pageUrl(site, doc.route),
      };
      return { frontMatter, body };
    });
    push("doc", doc.route, doc.title, kept);
  }

  for (const post of version && !version.current ? [] : store.blogPosts()) {
    const file = path.relative(process.cwd(), post.contentFilePath);
    const source = sourceOf(post);
    const frontMatter: FrontMatter = {
      title: post.title,
      description: post.description,
      canonical: pageUrl(site, post.route),
      date: post.date.slice(0, 10),
      authors: post.authorKeys,
      tags: post.tags,
    };
    const kept = copy(["blog", site, post.route, file, frontMatter, source], () => ({
      frontMatter,
      body: mdxToMarkdownTree(source, { site, route: post.route, file }),
    }));
    push("blog", post.route, post.title, kept);
  }

  // The models the CLI pages were made from in createPages (the Markdown of their texts).
  for (const model of cliPageModels(store, { base: docsBase }).commands) {
    const { frontMatter, body } = cliCommandMarkdown(model, { site, docsBase });
    add("cli", model.route, frontMatter, body);
  }

  // The models the pages were made from in createPages (same build, same nodes: not rebuilt).
  const api = apiPageModels(
    store,
    apiModelOptions(
      { basePath: site.basePath, additionalLanguages: args.additionalLanguages },
      version ?? { name: "", path: DOCS_BASE, current: true },
    ),
  );
  for (const { route, view } of api.operations) {
    const { frontMatter, body } = apiOperationMarkdown(view, { site, route });
    // The page's meta description repeats its title; llms.txt names the endpoint instead.
    add("api", route, frontMatter, body, `${view.method} ${view.apiPath}`);
  }

  const changes = args.changes ?? null;
  if (changes) {
    const { model, route } = changes;
    add(
      "api",
      route,
      { title: model.title, description: model.intro, canonical: pageUrl(site, route) },
      versionChangesMarkdown(model, site),
    );
  }

  const { sidebars } = sidebarsFromStore(
    store,
    docsBase,
    changes ? { label: changes.model.title, href: changes.route } : null,
  );
  return { pages, sidebars };
}
