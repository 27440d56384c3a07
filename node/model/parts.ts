import { createHash } from "node:crypto";

/**
 * The model builder's one memo: the last value (or error) of each part of the site model, with
 * the key of what it was made from. A part names its inputs (node ids with Gatsby's content
 * digests, which change with the content, and the options it is made with); while they are the
 * same, every model built in this process gets the part's last value instead of making it again.
 * That is what lets createPages, the resolvers and onPostBuild of one build share the parts, and
 * `gatsby develop` remake only the parts an edit touched.
 */

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const last = new Map<string, { key: string; outcome: Outcome }>();

/** The ids and content digests of some nodes, in an order that does not depend on the reader. */
export function inputKey(
  nodes: ReadonlyArray<{ id: string; internal: { contentDigest: string } }>,
): string {
  return nodes
    .map((node) => `${node.id}@${node.internal.contentDigest}`)
    .sort()
    .join(",");
}

/**
 * A maker of lazy parts for one model: `part(name, inputs, make)` is a function that returns the
 * part, made on its first call (or taken from the memo when `inputs()` and `scope` are those of
 * the last one made under `name`) and kept for the model's later calls.
 */
export function partMemo(scope: string) {
  return function part<T>(name: string, inputs: () => unknown[], make: () => T): () => T {
    let outcome: Outcome | undefined;
    return () => {
      if (!outcome) {
        const key = createHash("sha256")
          .update(scope)
          .update("\0")
          .update(JSON.stringify(inputs()))
          .digest("hex");
        const known = last.get(name);
        if (known?.key === key) outcome = known.outcome;
        else {
          outcome = attempt(make);
          last.set(name, { key, outcome });
        }
      }
      if (!outcome.ok) throw outcome.error;
      return outcome.value as T;
    };
  };
}

function attempt(make: () => unknown): Outcome {
  try {
    return { ok: true, value: make() };
  } catch (error) {
    return { ok: false, error };
  }
}
