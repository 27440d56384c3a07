/**
 * Which FlowG release's VRL rules apply to a FlowG version, without the rules themselves: the
 * page code (the Run button's note, the playground's sentence) needs only these names, and the
 * rules (rules.ts) load with the worker.
 */
export type RulesVersion = "0.45.8" | "0.63.0";

/** The VRL crate each of those FlowG releases links (Cargo.toml of its rust-crate). */
export const VRL_OF_RULES: Readonly<Record<RulesVersion, string>> = {
  "0.45.8": "0.27.0",
  "0.63.0": "0.34.0",
};

/** "0.63.0", "v0.63.0" or "0.63" -> [0, 63, 0]; null when it is not a version number. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?$/.exec(version.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/**
 * v0.63.0's rules from 0.63.0 on, v0.45.8's before. Releases between the two were not read; the
 * site documents none of them.
 */
export function rulesVersionFor(version: string): RulesVersion {
  const parsed = parseVersion(version);
  if (!parsed)
    throw new Error(`rulesFor: "${version}" is not a FlowG version (expected like 0.63.0)`);
  const [major, minor] = parsed;
  return major > 0 || minor >= 63 ? "0.63.0" : "0.45.8";
}
