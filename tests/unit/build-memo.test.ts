import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BuildMemo } from "../../node/build-memo";

const memoFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), "build-memo-")), ".cache/flowg/memo.json");

describe("BuildMemo", () => {
  it("computes an answer once per input within a build", () => {
    const memo = new BuildMemo<number>(null, null);
    let calls = 0;
    const length = (text: string) => memo.get(text, () => (calls += 1) && text.length);
    expect([length("abc"), length("abc"), length("de")]).toEqual([3, 3, 2]);
    expect(calls).toBe(2);
    expect(memo.computed).toBe(2);
  });

  it("hands the next build the answers this one used, under the same key only", () => {
    const file = memoFile();
    const first = new BuildMemo<string>(file, "code 1");
    first.get("a", () => "A");
    first.save();
    const second = new BuildMemo<string>(file, "code 1");
    expect(second.get("a", () => "computed again")).toBe("A");
    expect(second.get("b", () => "B")).toBe("B");
    expect(second.computed).toBe(1);
    second.save();
    // Another key (edited code, another lock file or configuration): nothing is read.
    const third = new BuildMemo<string>(file, "code 2");
    expect(third.get("a", () => "new A")).toBe("new A");
    third.save();
    // Only what the last build used is kept: "b" is gone.
    const fourth = new BuildMemo<string>(file, "code 2");
    expect(fourth.get("b", () => "B again")).toBe("B again");
    expect(fourth.computed).toBe(1);
  });

  it("starts empty from a missing, unreadable or foreign file, and saves nothing without a key", () => {
    const file = memoFile();
    expect(new BuildMemo<string>(file, "k").get("a", () => "A")).toBe("A");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    for (const text of ["{not json", "null", '{"key":"k","answers":null}', '"text"']) {
      fs.writeFileSync(file, text);
      const memo = new BuildMemo<string>(file, "k");
      expect(memo.get("a", () => "A")).toBe("A");
      expect(memo.computed).toBe(1);
    }
    fs.rmSync(file);
    const keyless = new BuildMemo<string>(file, null);
    keyless.get("a", () => "A");
    keyless.save();
    expect(fs.existsSync(file)).toBe(false);
  });
});
