import { describe, expect, it } from "vitest";
import { flowgVrlClaim, rulesSentence } from "../../src/theme-common/vrl/version";

/** What the playground and an opened example tell the reader about the rules they apply. */
describe("the sentence naming the FlowG version's rules", () => {
  it("names the version of the page and what its rules do", () => {
    expect(rulesSentence("0.63.0")).toBe(
      'Results follow FlowG v0.63.0\'s rules: an array in `.` becomes one record per item, any other value that is not an object is stored as {"value": …}, and null is stored as "<nil>". The script runs on VRL 0.25.0 in your browser; FlowG v0.63.0 runs VRL 0.34.0.',
    );
    expect(rulesSentence("0.45.8")).toBe(
      'Results follow FlowG v0.45.8\'s rules: one record per run, empty when `.` is not an object, and null is stored as "". The script runs on VRL 0.25.0 in your browser; FlowG v0.45.8 runs VRL 0.27.0.',
    );
  });

  it("says whose code the rules were read in for a version without rules of its own", () => {
    expect(rulesSentence("0.44.0")).toMatch(
      /^Results follow FlowG v0\.44\.0's rules \(as read in FlowG v0\.45\.8's code\): one record per run/,
    );
    expect(rulesSentence("0.44.0")).toMatch(/; FlowG v0\.45\.8 runs VRL 0\.27\.0\.$/);
    expect(flowgVrlClaim("0.44.0")).toBe("FlowG v0.45.8 runs VRL 0.27.0");
    expect(flowgVrlClaim("0.63.0")).toBe("FlowG v0.63.0 runs VRL 0.34.0");
  });
});
