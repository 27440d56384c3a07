import { normalizeSidebars, type Sidebars } from "./normalize";
import { resolveSidebars, type GeneratedItems } from "./resolve";
import type { ResolvedSidebars } from "@shared/sidebar";
import type { DocSummary } from "./types";
import { validateSidebars } from "./validate";

export const SIDEBARS_FILE = "content/sidebars.yaml";

/** The resolved trees, and the docs that no sidebar lists (reported as a warning). */
export interface SidebarsResult {
  sidebars: ResolvedSidebars;
  unlisted: string[];
}

/** The whole pipeline: YAML mapping -> normalized -> validated -> resolved. */
export function buildSidebars(
  raw: Record<string, unknown> | undefined,
  docs: readonly DocSummary[],
  generated: GeneratedItems = {},
  file = SIDEBARS_FILE,
): SidebarsResult {
  if (!raw) throw new Error(`${file}: missing; the docs need a sidebar`);
  return sidebarsFromNormalized(normalizeSidebars(raw, file), docs, generated, file);
}

/** Steps 2 and 3, for a caller that normalized the file already (to find its generated sections). */
export function sidebarsFromNormalized(
  sidebars: Sidebars,
  docs: readonly DocSummary[],
  generated: GeneratedItems,
  file: string,
): SidebarsResult {
  const { unlisted } = validateSidebars(
    sidebars,
    docs.map((d) => d.docId),
    file,
  );
  return { sidebars: resolveSidebars(sidebars, docs, generated), unlisted };
}

export type { DocSummary } from "./types";
export { breadcrumbsFor, type GeneratedItems } from "./resolve";
