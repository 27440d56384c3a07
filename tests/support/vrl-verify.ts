import type { VrlExample } from "../../node/mdx/vrl-examples";
import { recordDifferences } from "../../src/shared/vrl/compare";
import type { VrlEngine } from "../../src/shared/vrl/engine";
import type { FlowgVrlRules } from "../../src/shared/vrl/rules";
import { runTransformer, type RunOutcome } from "../../src/shared/vrl/runner";

function describeOutcome(outcome: RunOutcome): string {
  if (outcome.kind === "compile-error")
    return `does not compile:\n${outcome.diagnostics.map((d) => d.rendered).join("\n")}`;
  if (outcome.kind === "runtime-error") return `fails at runtime: ${outcome.message}`;
  return "ran";
}

/** The report of one example under a FlowG version's rules: empty when every output block matches. */
export function verifyExample(
  engine: VrlEngine,
  example: VrlExample,
  rules: FlowgVrlRules,
): string[] {
  const where = `${example.file}:${example.line} example "${example.name}"`;
  const outcome = runTransformer(engine, example.script, example.input, rules);
  if (outcome.kind !== "ok") return [`${where} ${describeOutcome(outcome)}`];
  return example.outputs.flatMap((output) => {
    const block = `output block at line ${output.line}${output.at ? ` (at "${output.at}")` : ""}`;
    const got = outcome.records;
    const want = output.records;
    if (got.length !== want.length) {
      const count = (n: number) => `${n} record${n === 1 ? "" : "s"}`;
      return [
        `${where}, ${block}: shows ${count(want.length)}, FlowG v${rules.flowgVersion}'s rules give ${count(got.length)}:\n  ${JSON.stringify(got)}`,
      ];
    }
    const diff = want.flatMap((record, i) =>
      recordDifferences(record, got[i]!).map((line) =>
        want.length > 1 ? `record ${i}: ${line}` : line,
      ),
    );
    if (!diff.length) return [];
    return [`${where}, ${block}:\n  ${diff.join("\n  ")}`];
  });
}
