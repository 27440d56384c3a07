import { buildSidebars, type DocSummary } from ".";
import { collectGeneratedItems, type NodeReader } from "./generated";

/** Runs the sidebar pipeline over the node store (docs, sidebars.yaml, generated sections). */
export async function sidebarsFromStore(read: NodeReader) {
  const docs = (await read("DocPage")) as DocSummary[];
  const yaml = ((await read("SidebarsYaml")) as Array<Record<string, unknown>>)[0];
  return buildSidebars(yaml, docs, await collectGeneratedItems(read));
}
