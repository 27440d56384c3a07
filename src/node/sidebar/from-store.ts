import type { StoreKey } from "../node-types";
import { stripNodeKeys, type NodeStore } from "../store";
import { SIDEBARS_FILE, sidebarsFromNormalized, type SidebarsResult } from ".";
import { collectGeneratedItems, generatedSources } from "./generated";
import { normalizeSidebars } from "./normalize";

/** The node types the pipeline reads (docs, sidebars.yaml, the generated sections). */
export const SIDEBAR_INPUTS = [
  "docPages",
  "sidebarsYaml",
  "cliCommands",
  "apiOperations",
  "apiTags",
] as const satisfies readonly StoreKey[];

type Outcome = { ok: true; value: SidebarsResult } | { ok: false; error: unknown };

/** The last run: its inputs (ids and content digests) and its result or error. */
let last: { key: string; outcome: Outcome } | undefined;

/**
 * Runs the sidebar pipeline over the node store, once per set of inputs: createPages and the
 * `docsSidebars` resolver of the same build get the same result (or the same error) from one run,
 * and an edit in `gatsby develop` changes a content digest, so the pipeline runs again.
 */
export function sidebarsFromStore(store: NodeStore): SidebarsResult {
  // Sorted: the resolvers' nodeModel need not list nodes in getNodesByType's order, and the
  // result does not depend on it (docs are looked up by id, generated sections are sorted).
  const key = SIDEBAR_INPUTS.map((input) =>
    store[input]()
      .map((node) => `${node.id}@${node.internal.contentDigest}`)
      .sort()
      .join(","),
  ).join("|");
  if (last?.key !== key) last = { key, outcome: attempt(() => runPipeline(store)) };
  if (!last.outcome.ok) throw last.outcome.error;
  return last.outcome.value;
}

/** Forgets the last run (tests). */
export function forgetSidebars(): void {
  last = undefined;
}

function attempt(run: () => SidebarsResult): Outcome {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

function runPipeline(store: NodeStore): SidebarsResult {
  const yaml = store.sidebarsYaml()[0];
  if (!yaml) throw new Error(`${SIDEBARS_FILE}: missing; the docs need a sidebar`);
  const raw = stripNodeKeys(yaml);
  const sidebars = normalizeSidebars(raw, SIDEBARS_FILE);
  const generated = collectGeneratedItems(store, generatedSources(sidebars));
  return sidebarsFromNormalized(sidebars, store.docPages(), generated, SIDEBARS_FILE);
}
