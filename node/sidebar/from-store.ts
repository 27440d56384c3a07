import path from "node:path";
import { DOCS_BASE } from "@shared/routes";
import type { StoreKey } from "../node-types";
import { stripNodeKeys, type NodeStore } from "../store";
import { SIDEBARS_FILE, sidebarsFromNormalized, type SidebarsResult } from ".";
import { collectGeneratedItems, generatedSources } from "./generated";
import { normalizeSidebars } from "./normalize";
import type { ApiChangesLink } from "../api/sidebar";

/** The node types the pipeline reads (docs, sidebars.yaml, the generated sections). */
export const SIDEBAR_INPUTS = [
  "docPages",
  "sidebarsYaml",
  "cliCommands",
  "apiOperations",
  "apiTags",
] as const satisfies readonly StoreKey[];

/**
 * Runs the sidebar pipeline over a docs version's view of the store: sidebars.yaml normalized
 * and checked, its generated sections (CLI, API) collected, every doc placed. The site model
 * (node/model/) runs it once per set of inputs.
 */
export function buildSidebarsFromStore(
  store: NodeStore,
  base = DOCS_BASE,
  apiChanges: ApiChangesLink | null = null,
): SidebarsResult {
  const yaml = store.sidebarsYaml()[0];
  // The current version's file is content/sidebars.yaml; an archived one's, its own.
  const file = base === DOCS_BASE ? SIDEBARS_FILE : sidebarsFileOf(store, yaml);
  if (!yaml) throw new Error(`${file}: missing; the docs need a sidebar`);
  const raw = stripNodeKeys(yaml);
  const sidebars = normalizeSidebars(raw, file);
  const generated = collectGeneratedItems(store, generatedSources(sidebars), base, apiChanges);
  return sidebarsFromNormalized(sidebars, store.docPages(), generated, file);
}

/** The project-relative path of an archived version's sidebar file, for its messages. */
function sidebarsFileOf(store: NodeStore, yaml: { parent: string | null } | undefined): string {
  const file = yaml?.parent ? store.files().find((f) => f.id === yaml.parent) : undefined;
  return file
    ? path.relative(process.cwd(), file.absolutePath)
    : "sidebars.yaml of an archived version";
}
