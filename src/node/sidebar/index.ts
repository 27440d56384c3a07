import { normalizeSidebars } from "./normalize";
import { resolveSidebars, type GeneratedItems } from "./resolve";
import type { ResolvedSidebars } from "@shared/sidebar";
import type { DocSummary } from "./types";
import { validateSidebars } from "./validate";

export const SIDEBARS_FILE = "content/sidebars.yaml";

/** The whole pipeline: YAML mapping -> normalized -> validated -> resolved. */
export function buildSidebars(
  raw: Record<string, unknown> | undefined,
  docs: readonly DocSummary[],
  generated: GeneratedItems = {},
  file = SIDEBARS_FILE,
): { sidebars: ResolvedSidebars; unlisted: string[] } {
  if (!raw) throw new Error(`${file}: missing; the docs need a sidebar`);
  const sidebars = normalizeSidebars(raw, file);
  const { unlisted } = validateSidebars(
    sidebars,
    docs.map((d) => d.docId),
    file,
  );
  return { sidebars: resolveSidebars(sidebars, docs, generated), unlisted };
}

export type { DocSummary } from "./types";
export { breadcrumbsFor, type GeneratedItems } from "./resolve";
