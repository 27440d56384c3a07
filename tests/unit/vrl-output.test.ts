import { describe, expect, it } from "vitest";
import { capOutput, outputJson, quoted } from "../../src/shared/vrl/output";
import { checkRecord } from "../../src/shared/vrl/record";
import { fieldsRefusal, MAX_FIELD_ROWS } from "../../src/theme/VrlEditor";

describe("a run's result, as the worker hands it to the page", () => {
  it("passes a result the page can draw as it is", () => {
    const outcome = { kind: "ok" as const, records: [{ a: "1" }], warnings: [] };
    expect(capOutput(outcome, 100)).toBe(outcome);
  });

  it("turns a result too long to draw into its start, its length and a file of all of it", async () => {
    const records: Array<Record<string, string>> = [{ a: "x".repeat(500) }, { b: "y".repeat(500) }];
    const outcome = capOutput({ kind: "ok", records, warnings: [] }, 100);
    expect(outcome.kind).toBe("large-output");
    if (outcome.kind !== "large-output") return;
    const whole = outputJson(records);
    expect(outcome.recordCount).toBe(2);
    expect(outcome.preview).toBe(whole.slice(0, 100));
    expect(outcome.totalChars).toBe(whole.length);
    expect(await outcome.file.text()).toBe(whole);
    expect(outcome.file.type).toBe("application/json");
  });

  it("leaves errors alone", () => {
    const outcome = { kind: "runtime-error" as const, message: "boom", span: null };
    expect(capOutput(outcome, 1)).toBe(outcome);
  });
});

describe("messages about the reader's input", () => {
  it("quote a long value in part, with its length", () => {
    expect(quoted("short")).toBe("short");
    expect(quoted("z".repeat(1000), 10)).toBe("zzzzzzzzzz… (1000 characters in all)");
  });

  it("never repeat a whole large field", () => {
    const check = checkRecord({ big: { text: "q".repeat(800_000) } });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message.length).toBeLessThan(400);
    expect(check.message).toMatch(
      /^Field "big" is object; every field of a FlowG record is a string/,
    );
  });
});

describe("the record's field rows", () => {
  const record = (n: number) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, "v"])));

  it("take a record of up to MAX_FIELD_ROWS string fields", () => {
    expect(fieldsRefusal(record(MAX_FIELD_ROWS))).toBeNull();
  });

  it("send larger or invalid records to the JSON editor, saying why", () => {
    expect(fieldsRefusal(record(5000))).toBe(
      "This record has 5,000 fields; the field rows show at most 200: edit it as JSON.",
    );
    expect(fieldsRefusal(JSON.stringify({ a: "x".repeat(2 * 1024 * 1024) }))).toMatch(
      /longer than the 1 MiB a run takes/,
    );
    expect(fieldsRefusal("{")).toMatch(/^Fix the JSON first/);
  });
});
