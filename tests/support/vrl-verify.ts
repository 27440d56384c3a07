import type { VrlExample } from "../../src/node/mdx/vrl-examples";
import { recordDifferences } from "../../src/shared/vrl/compare";
import type { VrlEngine } from "../../src/shared/vrl/engine";
import { runTransformer, type RunOutcome } from "../../src/shared/vrl/runner";

function describeOutcome(outcome: RunOutcome): string {
  if (outcome.kind === "compile-error")
    return `does not compile:\n${outcome.diagnostics.map((d) => d.rendered).join("\n")}`;
  if (outcome.kind === "runtime-error") return `fails at runtime: ${outcome.message}`;
  return "ran";
}

/** The report of one example: empty when every output block matches. */
export function verifyExample(engine: VrlEngine, example: VrlExample): string[] {
  const where = `${example.file}:${example.line} example "${example.name}"`;
  const outcome = runTransformer(engine, example.script, example.input);
  if (outcome.kind !== "ok") return [`${where} ${describeOutcome(outcome)}`];
  return example.outputs.flatMap((output) => {
    const diff = recordDifferences(output.record, outcome.record);
    if (!diff.length) return [];
    const block = `output block at line ${output.line}${output.at ? ` (at "${output.at}")` : ""}`;
    return [`${where}, ${block}:\n  ${diff.join("\n  ")}`];
  });
}
