import { normalizeSidebars } from "./normalize";
import { resolveSidebars, type GeneratedItems } from "./resolve";
import type { DocSummary, ResolvedSidebars } from "./types";
import { validateSidebars } from "./validate";

export const SIDEBARS_FILE = "content/sidebars.yaml";

/** Fields gatsby-transformer-yaml adds to the YAML mapping; not sidebar ids. */
const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields"]);

/** The whole pipeline: YAML node -> normalized -> validated -> resolved. */
export function buildSidebars(
  yamlNode: Record<string, unknown> | undefined,
  docs: readonly DocSummary[],
  generated: GeneratedItems = {},
  file = SIDEBARS_FILE,
): { sidebars: ResolvedSidebars; unlisted: string[] } {
  if (!yamlNode) throw new Error(`${file}: missing; the docs need a sidebar`);
  const raw = Object.fromEntries(Object.entries(yamlNode).filter(([key]) => !NODE_FIELDS.has(key)));
  const sidebars = normalizeSidebars(raw, file);
  const { unlisted } = validateSidebars(
    sidebars,
    docs.map((d) => d.docId),
    file,
  );
  return { sidebars: resolveSidebars(sidebars, docs, generated), unlisted };
}

export type { ResolvedSidebarItem, ResolvedSidebars, DocSummary } from "./types";
export { breadcrumbsFor, docsInOrder, firstDocHref, type GeneratedItems } from "./resolve";
