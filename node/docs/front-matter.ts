import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";

/** Front matter of a documentation page (content/docs/**\/*.mdx). Unknown keys are errors. */
const docFrontMatterObject = z.strictObject({
  title: z.string().min(1),
  /** One or two sentences: the page's meta description and its line in llms.txt. */
  description: z.string().min(1),
  /** Shorter label for the sidebar and the pager. */
  sidebar_label: z.string().min(1).optional(),
  hide_title: z.boolean().default(false),
  hide_table_of_contents: z.boolean().default(false),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  keywords: z.array(z.string().min(1)).default([]),
  /** Image for link previews, a path under static/. */
  image: z.string().regex(/^\//, "expected a path starting with /").optional(),
  /** Overrides the route derived from the file path, e.g. /docs/start-here. */
  slug: z
    .string()
    .regex(/^\/docs(\/[a-z0-9._-]+)*$/, "expected a route under /docs such as /docs/start-here")
    .optional(),
});

export const docFrontMatterSchema = docFrontMatterObject.refine(
  (fm) => (fm.toc_min_heading_level ?? 2) <= (fm.toc_max_heading_level ?? 6),
  {
    message: "expected toc_min_heading_level <= toc_max_heading_level",
    path: ["toc_min_heading_level"],
  },
);

export type DocFrontMatter = z.output<typeof docFrontMatterSchema>;
/** A front matter kept from an invalid one: its description may be missing. */
export type LenientDocFrontMatter = Omit<DocFrontMatter, "description"> & { description?: string };

export function parseDocFrontMatter(raw: unknown, file: string): DocFrontMatter {
  const result = docFrontMatterSchema.safeParse(raw ?? {}, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "front matter", result.error));
  return result.data;
}

/**
 * What can be kept of an invalid front matter: each key that is valid on its own, defaults for
 * the rest, the file name as title when the title is unusable. `gatsby develop` gives a page with
 * a broken front matter this while the error is on screen, so the page, the sidebar and every
 * page that links to it stay up instead of failing one after another; a build fails on the error.
 */
export function lenientDocFrontMatter(raw: unknown, fallbackTitle: string): LenientDocFrontMatter {
  const input = raw !== null && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const kept: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(docFrontMatterObject.shape)) {
    const parsed = (schema as z.ZodType).safeParse(input[key]);
    if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
  }
  const levels =
    ((kept.toc_min_heading_level as number | undefined) ?? 2) <=
    ((kept.toc_max_heading_level as number | undefined) ?? 6);
  if (!levels) delete kept.toc_min_heading_level;
  return {
    ...(kept as Partial<DocFrontMatter>),
    title: (kept.title as string) ?? fallbackTitle,
  } as LenientDocFrontMatter;
}
