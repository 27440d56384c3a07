import path from "node:path";
import type { MdNode } from "../mdx/mdast";
import type { VersionModel } from "../model";
import type { SidebarsResult } from "../sidebar";
import { versionChangesMarkdown } from "../versions/diff/markdown";
import { apiOperationMarkdown } from "./api";
import { apiOverviewMarkdown } from "./api-overview";
import { buildCache } from "../cache";
import { markdownDocument, type FrontMatter } from "./build";
import { cliCommandMarkdown } from "./cli";
import { pageUrl, type SiteUrls } from "./links";
import { mdxToMarkdownTree } from "./mdx";
import type { ExportedPage, PageKind } from "./llms";

/** A page's copy as the build cache keeps it: the Markdown, and the description it was given. */
interface KeptCopy {
  markdown: string;
  description: string;
}

/** What the copies of one docs version are made from. */
export interface CollectArgs {
  /** The docs version whose pages are collected (its docs, CLI and API pages). */
  model: VersionModel;
  site: SiteUrls;
}

/**
 * The Markdown copy of every doc page, CLI command page, the API overview and each API operation
 * page of a docs version (and of every blog post, with the current version), each from the part of the site model its
 * HTML page is made from. The current version of a site that keeps an archived one also has its
 * "API changes since" page, which the API section lists.
 */
export async function collectPages(args: CollectArgs): Promise<{
  pages: ExportedPage[];
  sidebars: SidebarsResult["sidebars"];
}> {
  const { site, model } = args;
  const { version, store } = model;
  const docsBase = version.path;
  const pages: ExportedPage[] = [];
  /** The copy of the page `key` names: kept from the last build, or made from `page()`. */
  /**
   * The copy of the page at `route`, kept in the build cache while what it is made of (`input`)
   * is the same: a CLI or API page's front matter and tree, a doc's or a post's MDX text and
   * front matter fields, so an unchanged doc is not converted to a Markdown tree either.
   */
  const copies = buildCache().table<KeptCopy>("copies");
  const copy = (
    route: string,
    input: unknown,
    page: () => { frontMatter: FrontMatter; body: MdNode[] },
  ) =>
    copies.get(route, JSON.stringify(input), () => {
      const { frontMatter, body } = page();
      return {
        markdown: markdownDocument(frontMatter, body),
        description: frontMatter.description,
      };
    });
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
      copy(route, [frontMatter, body], () => ({ frontMatter, body })),
      note,
    );

  for (const doc of model.docs) {
    const file = path.relative(process.cwd(), doc.contentFilePath);
    const source = model.mdxText(doc);
    const fields = [doc.route, file, doc.title, doc.description ?? null];
    const kept = copy(doc.route, [site, fields, source], () => {
      const body = mdxToMarkdownTree(source, { site, route: doc.route, file, docsBase });
      const frontMatter = {
        title: doc.title,
        // Required in a doc's front matter; null only on a page develop keeps despite an error.
        description: doc.description ?? "",
        canonical: pageUrl(site, doc.route),
      };
      return { frontMatter, body };
    });
    push("doc", doc.route, doc.title, kept);
  }

  for (const post of version.current ? store.blogPosts() : []) {
    const file = path.relative(process.cwd(), post.contentFilePath);
    const source = model.mdxText(post);
    const frontMatter: FrontMatter = {
      title: post.title,
      description: post.description,
      canonical: pageUrl(site, post.route),
      date: post.date.slice(0, 10),
      authors: post.authorKeys,
      tags: post.tags,
    };
    const kept = copy(post.route, [site, file, frontMatter, source], () => ({
      frontMatter,
      body: mdxToMarkdownTree(source, { site, route: post.route, file }),
    }));
    push("blog", post.route, post.title, kept);
  }

  // The models the CLI pages are made from (the Markdown of their texts).
  for (const command of model.cli().commands) {
    const { frontMatter, body } = cliCommandMarkdown(command, { site, docsBase });
    add("cli", command.route, frontMatter, body);
  }

  const api = model.api();
  if (api.operations.length > 0) {
    // The overview first: llms.txt's API section opens with it.
    const route = `${docsBase}/api`;
    const { frontMatter, body } = apiOverviewMarkdown(api.overviewText, { site, route });
    add("api", route, frontMatter, body);
  }

  for (const { route, view } of api.operations) {
    const { frontMatter, body } = apiOperationMarkdown(view, { site, route });
    // The page's meta description repeats its title; llms.txt names the endpoint instead.
    add("api", route, frontMatter, body, `${view.method} ${view.apiPath}`);
  }

  const changes = version.current ? model.site.changes() : null;
  if (changes) {
    const { route } = changes;
    add(
      "api",
      route,
      {
        title: changes.model.title,
        description: changes.model.intro,
        canonical: pageUrl(site, route),
      },
      versionChangesMarkdown(changes.model, site),
    );
  }

  return { pages, sidebars: model.sidebars().sidebars };
}
