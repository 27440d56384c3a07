import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadVrlEngine } from "../../src/shared/vrl/engine";
import { RULES_V0_45_8 } from "../../src/shared/vrl/rules";
import { runTransformer } from "../../src/shared/vrl/runner";
import { VRL_TIME_LIMIT_MS } from "../../src/theme-common/vrl/client";
import { docFile, versionSources } from "../support/flowg-version";

/**
 * What the transformer playground page says about `return` must match FlowG v0.45.8, which
 * resolves the compiled program directly (runner/process.rs): there `return` is an error and the
 * record fails. The page once listed `return` as a mere difference in timestamp format. The
 * v0.45.8 page is read wherever that version lives (content/docs now, versions/0.45.8 archived).
 */
const PAGE = docFile(versionSources("0.45.8"), "guides/transformers/playground.mdx");
const text = fs.readFileSync(PAGE, "utf8").replace(/\s+/g, " ");

describe("the playground page on `return`", () => {
  it("says that `return` fails the record, with the server's answers", () => {
    for (const phrase of [
      "a script that ends with `return` fails the record",
      "the server answers 500 when the record is ingested",
      "the test API answers 400 with code 422",
    ])
      expect(text, `${PAGE} should say: ${phrase}`).toContain(phrase);
  });

  it("no longer presents `return` as a difference in timestamp format", () => {
    expect(text).not.toMatch(/`return` shows timestamps/);
  });

  it("says how a long run ends", () => {
    expect(text).toContain(
      `A script that is still running after ${VRL_TIME_LIMIT_MS / 1000} seconds is stopped`,
    );
  });

  it("agrees with the page's runner", async () => {
    const engine = await loadVrlEngine();
    expect(runTransformer(engine, ".a = 1\nreturn .", {}, RULES_V0_45_8).kind).toBe(
      "runtime-error",
    );
  }, 60_000);
});
