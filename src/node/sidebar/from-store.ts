import { buildSidebars, SIDEBARS_FILE, type DocSummary } from ".";
import { collectGeneratedItems, generatedSources, type NodeReader } from "./generated";
import { normalizeSidebars } from "./normalize";

const NODE_FIELDS = new Set(["id", "parent", "children", "internal", "fields"]);

/** Runs the sidebar pipeline over the node store (docs, sidebars.yaml, generated sections). */
export async function sidebarsFromStore(read: NodeReader) {
  const docs = (await read("DocPage")) as DocSummary[];
  const yaml = ((await read("SidebarsYaml")) as Array<Record<string, unknown>>)[0];
  const raw =
    yaml && Object.fromEntries(Object.entries(yaml).filter(([key]) => !NODE_FIELDS.has(key)));
  const sources = raw ? generatedSources(normalizeSidebars(raw, SIDEBARS_FILE)) : new Set<never>();
  return buildSidebars(raw, docs, await collectGeneratedItems(read, sources));
}
