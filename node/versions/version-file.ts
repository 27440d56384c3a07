import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";

/**
 * The format of versions/<name>/version.yaml, the release facts of an archived docs version
 * (README, "Releasing docs for a new FlowG version"). `npm run version:cut` writes it; a writer
 * then lists the retired topics by hand:
 *
 *   release:
 *     tag: v0.45.8          # the FlowG release the archived docs describe: v<name>
 *     date: "2025-11-03"    # optional, a real calendar date
 *   retired:                # optional: topics of this version with no successor in the current one
 *     guides/old-topic:
 *       note: The old topic was folded into [streams](/docs/guides/streams) in v0.50.0.
 *       see: guides/streams # optional, a doc id of the current version
 *
 * Unknown keys and wrong types fail with the file, the key path and what was expected.
 */

/** A FlowG version as the site names it: three dot-separated numbers (0.45.8). */
export const VERSION_NAME = /^\d+\.\d+\.\d+$/;

/**
 * A doc id: the doc's path under docs/ without `.mdx` (guides/streams, setup/index, index).
 * Segments start with a letter or digit; no leading or trailing slash.
 */
export const DOC_ID = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

const DOC_ID_EXPECTED =
  'expected a doc id such as "guides/streams" (the path under docs/ without .mdx)';

/** A zod error callback: `expected` followed by what the file holds. */
const received =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    `${expected}, received ${JSON.stringify(issue.input)}`;

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A release date. Written quoted it is a string; js-yaml (gatsby-transformer-yaml) reads an
 * unquoted 2025-11-03 as a Date at midnight UTC, which is taken back to its text.
 */
const releaseDate = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime()) && value.getUTCHours() === 0
      ? value.toISOString().slice(0, 10)
      : value,
  z.string().refine(isCalendarDate, {
    error: received("expected a real calendar date as YYYY-MM-DD"),
  }),
);

const docId = z.string().regex(DOC_ID, { error: received(DOC_ID_EXPECTED) });

const retiredTopic = z.strictObject({
  /** What happened to the topic, as one Markdown sentence (shown to readers). */
  note: z.string().trim().min(1, "expected a Markdown sentence saying what happened to the topic"),
  /** The current version's doc that comes closest, if any. */
  see: docId.optional(),
});

const versionFileSchema = z.strictObject({
  release: z.strictObject({
    tag: z
      .string()
      .regex(/^v\d+\.\d+\.\d+$/, { error: received("expected a release tag such as v0.45.8") }),
    date: releaseDate.optional(),
  }),
  /**
   * The current version's doc that tells readers of this version how to upgrade (a doc id): linked
   * from the pages of topics this version had and the current one has not.
   */
  upgrade: docId.optional(),
  retired: z
    .record(z.string(), retiredTopic)
    .superRefine((topics, ctx) => {
      for (const id of Object.keys(topics)) {
        if (!DOC_ID.test(id)) {
          ctx.addIssue({
            code: "custom",
            path: [id],
            message: received(DOC_ID_EXPECTED)({ input: id }),
          });
        }
      }
    })
    .default({}),
});

export type VersionFile = z.infer<typeof versionFileSchema>;
export type RetiredTopic = VersionFile["retired"][string];

/**
 * Checks the parsed YAML of a version.yaml. `file` names the file in messages; when it is
 * `.../<name>/version.yaml`, the release tag must be `v<name>`, so a file copied from another
 * version's folder is caught.
 */
export function parseVersionFile(data: unknown, file: string): VersionFile {
  const result = versionFileSchema.safeParse(data, { reportInput: true });
  if (!result.success) throw new ContentError(formatIssues(file, "version file", result.error));
  const folder = /(?:^|[\\/])([^\\/]+)[\\/]version\.ya?ml$/.exec(file)?.[1];
  if (folder && VERSION_NAME.test(folder) && result.data.release.tag !== `v${folder}`) {
    throw new ContentError(
      `${file}: invalid version file\n  - release.tag: expected "v${folder}" (the folder's version), received ${JSON.stringify(result.data.release.tag)}`,
    );
  }
  return result.data;
}
