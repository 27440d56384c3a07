import { z } from "zod";
import { ContentError, formatIssues } from "../../src/config/errors";
import { API_OVERVIEW_PROSE_SLOTS, type ApiOverviewProse } from "@shared/api";
import { markdownToProse } from "../prose";

/**
 * content/api/overview.yaml: the prose of the API overview page (/docs/api), one Markdown text per
 * place on the page. The values the page computes from the OpenAPI document are written as
 * placeholders: {version}, {prefix} (/api/v1), {baseUrl} (server URL and prefix), {specYaml} and
 * {specJson} (the published copies of the document).
 */
export const API_OVERVIEW_PROSE_FILE = "content/api/overview.yaml";

const text = z
  .string()
  .refine((value) => value.trim() !== "", "expected Markdown text, received an empty one");

const fileSchema = z.strictObject(
  Object.fromEntries(API_OVERVIEW_PROSE_SLOTS.map((slot) => [slot, text])) as Record<
    (typeof API_OVERVIEW_PROSE_SLOTS)[number],
    typeof text
  >,
);

export interface OverviewValues {
  version: string;
  prefix: string;
  baseUrl: string;
  specYaml: string;
  specJson: string;
}

/** Checks the file's data and renders each text with the page's values. */
export function parseApiOverviewProse(
  raw: unknown,
  values: OverviewValues,
  file = API_OVERVIEW_PROSE_FILE,
): ApiOverviewProse {
  const result = fileSchema.safeParse(raw, { reportInput: true });
  if (!result.success)
    throw new ContentError(formatIssues(file, "API overview prose", result.error));
  const data = result.data;
  return Object.fromEntries(
    API_OVERVIEW_PROSE_SLOTS.map((slot) => [
      slot,
      markdownToProse(data[slot], { where: `${file}: ${slot}`, values: { ...values } }),
    ]),
  ) as ApiOverviewProse;
}
