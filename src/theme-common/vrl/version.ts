import config from "@site-config";
import { useContext } from "react";
import { VRL_ENGINE_VERSION } from "@shared/vrl/engine-version";
import { VRL_OF_RULES, rulesVersionFor } from "@shared/vrl/versions";
import { PageVersionContext } from "../versionLinks";

/**
 * The FlowG version whose VRL rules a page's runner applies: the docs version of the page
 * (PageVersionContext; null means the current version, productVersion).
 */
export function useFlowgVersion(): string {
  return useContext(PageVersionContext) ?? config.productVersion;
}

/**
 * Which VRL a FlowG version runs, as far as the site knows: "FlowG v0.63.0 runs VRL 0.34.0". For
 * a version without rules of its own, the claim is about the release the rules were read in.
 */
export function flowgVrlClaim(flowgVersion: string): string {
  const rules = rulesVersionFor(flowgVersion);
  return `FlowG v${rules} runs VRL ${VRL_OF_RULES[rules]}`;
}

/**
 * One sentence for the reader: which FlowG version's rules the runner applies, and what they do
 * with the script's result. A version the site has no rules of its own for names the release
 * whose code they were read from.
 */
export function rulesSentence(flowgVersion: string): string {
  const rules = rulesVersionFor(flowgVersion);
  const source = rules === flowgVersion ? "" : ` (as read in FlowG v${rules}'s code)`;
  const what =
    rules === "0.63.0"
      ? 'an array in `.` becomes one record per item, any other value that is not an object is stored as {"value": …}, and null is stored as "<nil>"'
      : 'one record per run, empty when `.` is not an object, and null is stored as ""';
  return `Results follow FlowG v${flowgVersion}'s rules${source}: ${what}. The script runs on VRL ${VRL_ENGINE_VERSION} in your browser; ${flowgVrlClaim(flowgVersion)}.`;
}
