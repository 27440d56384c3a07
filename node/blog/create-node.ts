import type { Node, NodePluginArgs } from "gatsby";
import { createChildNode, type ChildNodeArgs } from "../child-node";
import type { SiteConfig } from "../../src/config/schema";
import type { AuthorFields, BlogPostFields } from "../node-types";
import { markdownToHtml } from "../markdown";
import { stripNodeKeys } from "../store";
import { parseAuthors } from "./authors";
import { parsePostFrontMatter, postIdentity } from "./front-matter";
import { excerptSource, readingTime } from "./text";

type Args = ChildNodeArgs & Pick<NodePluginArgs, "reporter">;

/** A BlogPost node from a blog Mdx node; front matter, authors and date validated. */
export function createBlogPostNode(
  mdx: Node & {
    frontmatter?: unknown;
    body?: string;
    internal: Node["internal"] & { contentFilePath?: string };
  },
  file: { base: string; absolutePath: string; frontMatterLines: number },
  sourcePath: string,
  config: SiteConfig,
  args: Args,
): void {
  const fm = parsePostFrontMatter(mdx.frontmatter, sourcePath);
  const { date, slug } = postIdentity(file.base, fm, sourcePath);
  if (fm.draft && process.env.NODE_ENV === "production") return;
  const body = mdx.body ?? "";
  const excerpt = excerptSource(body);
  if (excerpt === null) {
    args.reporter.warn(
      `${sourcePath}: no {/* truncate */} marker; the blog list shows the first paragraph only`,
    );
  }
  const { basePath } = config;
  const firstParagraph =
    body.split(/\n\s*\n/).find((p) => p.trim() && !p.trim().startsWith("#")) ?? "";
  const fields: BlogPostFields = {
    slug,
    route: `/blog/${slug}`,
    date,
    title: fm.title,
    description:
      fm.description ??
      firstParagraph
        .replace(/[*_`[\]]|\(.*?\)/g, "")
        .trim()
        .slice(0, 200),
    tags: fm.tags,
    authorKeys: fm.authors,
    image: fm.image ?? null,
    readingTime: readingTime(body),
    excerptHtml: markdownToHtml(excerpt ?? firstParagraph, { basePath, where: sourcePath }),
    hasTruncate: excerpt !== null,
    sourcePath,
    contentFilePath: mdx.internal.contentFilePath ?? file.absolutePath,
    frontMatterLines: file.frontMatterLines,
    mdxId: mdx.id,
  };
  createChildNode(args, mdx, "BlogPost", slug, fields);
}

/** Author nodes from the authors.yaml node (image resolved as a File by relative path). */
export function createAuthorNodes(yamlNode: Node, args: Args): void {
  const authors = parseAuthors(stripNodeKeys(yamlNode));
  for (const [key, author] of Object.entries(authors)) {
    const fields: AuthorFields = { key, ...author, image: author.image ?? null };
    createChildNode(args, yamlNode, "Author", key, fields);
  }
}
