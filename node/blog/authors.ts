import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";

export const AUTHORS_FILE = "content/blog/authors.yaml";

const authorSchema = z.strictObject({
  name: z.string().min(1),
  title: z.string().min(1).optional(),
  url: z.url().optional(),
  /** A local image, relative to authors.yaml (no external avatars). */
  image: z
    .string()
    .regex(/^\.\.?\//, "expected a local path such as ./authors/me.png")
    .optional(),
  socials: z
    .partialRecord(
      z.enum(["github", "x", "linkedin", "mastodon", "bluesky", "website"]),
      z.string().min(1),
    )
    .default({}),
});

export const authorsSchema = z.record(
  z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, "expected a key such as linkdd"),
  authorSchema,
);

export type Author = z.output<typeof authorSchema>;
export type Authors = Record<string, Author>;

export function parseAuthors(raw: unknown, file = AUTHORS_FILE): Authors {
  const result = authorsSchema.safeParse(raw ?? {}, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "authors", result.error));
  return result.data;
}

/** Fails when a post names an author that authors.yaml does not define. */
export function checkPostAuthors(
  keys: readonly string[],
  authors: Readonly<Record<string, unknown>>,
  file: string,
): void {
  const unknown = keys.filter((key) => !(key in authors));
  if (unknown.length) {
    throw new ContentError(
      `${file}: unknown author${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => `"${k}"`).join(", ")}; authors defined in ${AUTHORS_FILE}: ${Object.keys(authors).join(", ") || "none"}`,
    );
  }
}
