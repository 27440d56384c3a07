import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";

/** Front matter of a blog post (content/blog/YYYY-MM-DD-<slug>.mdx). Unknown keys are errors. */
export const postFrontMatterSchema = z.strictObject({
  title: z.string().min(1),
  /** Keys of content/blog/authors.yaml. */
  authors: z.array(z.string().min(1)).min(1, "expected at least one author key"),
  tags: z.array(z.string().min(1)).default([]),
  description: z.string().min(1).optional(),
  /** Image for link previews, a path under static/. */
  image: z.string().regex(/^\//, "expected a path starting with /").optional(),
  /** Drafts are built by `gatsby develop` only. */
  draft: z.boolean().default(false),
  /** Overrides the date from the file name (YYYY-MM-DD). */
  date: z.union([z.string(), z.date()]).optional(),
  /** Overrides the slug from the file name. */
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "expected a slug such as my-first-post")
    .optional(),
});

export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;

export function parsePostFrontMatter(raw: unknown, file: string): PostFrontMatter {
  const result = postFrontMatterSchema.safeParse(raw ?? {}, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "front matter", result.error));
  return result.data;
}

const FILE_NAME = /^(\d{4})-(\d{2})-(\d{2})-([a-z0-9][a-z0-9-]*)\.mdx$/;

/** Date (YYYY-MM-DD) and slug of a post, from its file name unless front matter overrides them. */
export function postIdentity(
  fileName: string,
  fm: Pick<PostFrontMatter, "date" | "slug">,
  file: string,
): { date: string; slug: string } {
  const match = FILE_NAME.exec(fileName);
  if (!match && (!fm.date || !fm.slug)) {
    throw new ContentError(
      `${file}: invalid post file name "${fileName}"; expected YYYY-MM-DD-<slug>.mdx (or date and slug in front matter)`,
    );
  }
  const raw =
    fm.date instanceof Date
      ? fm.date.toISOString().slice(0, 10)
      : (fm.date ?? `${match?.[1]}-${match?.[2]}-${match?.[3]}`);
  if (!isCalendarDate(raw)) {
    throw new ContentError(
      `${file}: invalid post date "${raw}"; expected a real calendar date as YYYY-MM-DD`,
    );
  }
  return { date: raw, slug: fm.slug ?? match?.[4] ?? "" };
}

function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}
