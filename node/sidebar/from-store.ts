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

type Outcome = { ok: true; value: SidebarsResult } | { ok: false; error: unknown };

/** The last run per docs version: its inputs (ids and content digests) and its result or error. */
const last = new Map<string, { key: string; outcome: Outcome }>();

/**
 * Runs the sidebar pipeline over the node store, once per set of inputs: createPages and the
 * `docsSidebars` resolver of the same build get the same result (or the same error) from one run,
 * and an edit in `gatsby develop` changes a content digest, so the pipeline runs again.
 */
export function sidebarsFromStore(
  store: NodeStore,
  base = DOCS_BASE,
  apiChanges: ApiChangesLink | null = null,
): SidebarsResult {
  // Sorted: the resolvers' nodeModel need not list nodes in getNodesByType's order, and the
  // result does not depend on it (docs are looked up by id, generated sections are sorted).
  const key =
    SIDEBAR_INPUTS.map((input) =>
      store[input]()
        .map((node) => `${node.id}@${node.internal.contentDigest}`)
        .sort()
        .join(","),
    ).join("|") + (apiChanges ? `|${apiChanges.href}:${apiChanges.label}` : "");
  let run = last.get(base);
  if (run?.key !== key) {
    run = { key, outcome: attempt(() => runPipeline(store, base, apiChanges)) };
    last.set(base, run);
  }
  if (!run.outcome.ok) throw run.outcome.error;
  return run.outcome.value;
}

/** Forgets the last runs (tests). */
export function forgetSidebars(): void {
  last.clear();
}

function attempt(run: () => SidebarsResult): Outcome {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function runPipeline(
  store: NodeStore,
  base: string,
  apiChanges: ApiChangesLink | null,
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
