import { beforeAll, describe, expect, it } from "vitest";
import { recordDifferences } from "../../src/shared/vrl/compare";
import { loadVrlEngine, type VrlEngine } from "../../src/shared/vrl/engine";
import {
  compareBytes,
  flattenEvent,
  rustNumberText,
  type FlowgRecord,
} from "../../src/shared/vrl/flatten";
import { flattenEventGo, goFloatText } from "../../src/shared/vrl/flatten-go";
import { positionAtByte } from "../../src/shared/vrl/positions";
import { checkRecord, MAX_RECORD_BYTES, parseRecordJson } from "../../src/shared/vrl/record";
import { RETURN_MESSAGE, runTransformer } from "../../src/shared/vrl/runner";
import { RULES_V0_45_8, RULES_V0_63_0, rulesFor } from "../../src/shared/vrl/rules";

describe("FlowG's flattening of the event", () => {
  it("reproduces the example of FlowG's own test (process.rs)", () => {
    expect(flattenEvent({ foo: "x", bar: { baz: [1, 2, 3, "a"] } })).toEqual({
      foo: "x",
      "bar.baz.0": "1",
      "bar.baz.1": "2",
      "bar.baz.2": "3",
      "bar.baz.3": "a",
    });
  });

  it("gives an empty record for an event that is not an object", () => {
    for (const event of ["text", 42, true, null, [1, 2], [{ a: "b" }]]) {
      expect(flattenEvent(event)).toEqual({});
    }
  });

  it("writes null as an empty string and booleans as true/false", () => {
    expect(flattenEvent({ a: null, b: true, c: false, d: [null] })).toEqual({
      a: "",
      b: "true",
      c: "false",
      "d.0": "",
    });
  });

  it("drops empty objects and arrays, and flattens deep nesting", () => {
    expect(flattenEvent({ e: {}, f: [], g: { h: [{ i: { j: "k" } }, []] } })).toEqual({
      "g.h.0.i.j": "k",
    });
  });

  it("lets the later key in byte order win when two paths give the same field", () => {
    expect(flattenEvent({ "a.b": "flat", a: { b: "nested" } })).toEqual({ "a.b": "flat" });
    expect(flattenEvent({ a: { b: "nested" }, "a.b": "flat" })).toEqual({ "a.b": "flat" });
    // JavaScript lists "10" before "9"; Rust's BTreeMap lists "10" first too, but "9.x" after "10".
    expect(flattenEvent({ "9": { x: "nine" }, "9.x": "flat" })).toEqual({ "9.x": "flat" });
  });

  it("keeps a field named __proto__ as a field", () => {
    const record = flattenEvent(JSON.parse('{"__proto__": "p", "a": "b"}'));
    expect(Object.keys(record)).toEqual(["__proto__", "a"]);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });

  it("prints numbers as Rust's Display does", () => {
    expect(rustNumberText(1)).toBe("1");
    expect(rustNumberText(1.5)).toBe("1.5");
    expect(rustNumberText(-0)).toBe("-0");
    expect(rustNumberText(1e21)).toBe("1000000000000000000000");
    expect(rustNumberText(1.5e22)).toBe("15000000000000000000000");
    expect(rustNumberText(1e-7)).toBe("0.0000001");
    expect(rustNumberText(-2.5e-8)).toBe("-0.000000025");
    expect(rustNumberText(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(rustNumberText(Infinity)).toBe("inf");
    expect(rustNumberText(-Infinity)).toBe("-inf");
  });

  it("orders keys by UTF-8 bytes, not UTF-16 units", () => {
    // U+FF5E (3 UTF-8 bytes) sorts before U+1F600 (4 bytes), although its UTF-16 unit is larger.
    expect(["\u{1F600}", "\uFF5E", "b", "B"].sort(compareBytes)).toEqual([
      "B",
      "b",
      "\uFF5E",
      "\u{1F600}",
    ]);
  });
});

describe("records typed by a reader", () => {
  it("accepts an object of strings", () => {
    expect(parseRecordJson('{"a": "1", "b": ""}')).toEqual({ ok: true, record: { a: "1", b: "" } });
  });

  it("explains invalid JSON, non-objects and non-string fields", () => {
    expect(parseRecordJson("{a: 1}")).toMatchObject({ ok: false });
    expect((parseRecordJson("{a: 1}") as { message: string }).message).toMatch(
      /^The record is not valid JSON: /,
    );
    expect(checkRecord([1])).toEqual({
      ok: false,
      message: "The record must be a JSON object of string fields, not an array.",
    });
    expect(checkRecord({ status: 200 })).toEqual({
      ok: false,
      message:
        'Field "status" is number; every field of a FlowG record is a string (write "status": "200").',
    });
    expect(checkRecord({ tags: ["a"] })).toMatchObject({
      message: expect.stringMatching(/^Field "tags" is an array;/),
    });
  });

  it("refuses a record over 1 MiB", () => {
    const big = JSON.stringify({ content: "x".repeat(MAX_RECORD_BYTES) });
    expect(parseRecordJson(big)).toEqual({
      ok: false,
      message: "The record is 1.00 MiB (1048590 bytes); the limit here is 1 MiB (1048576 bytes).",
    });
  });
});

describe("positions in a script", () => {
  it("turns UTF-8 byte offsets into lines, columns and string indices", () => {
    const source = 'a = "é"\n.b = x';
    expect(positionAtByte(source, 0)).toEqual({ index: 0, line: 1, column: 1 });
    // "é" is two bytes: byte 9 is the "." of line 2, string index 8.
    expect(positionAtByte(source, 9)).toEqual({ index: 8, line: 2, column: 1 });
    expect(positionAtByte(source, 14)).toEqual({ index: 13, line: 2, column: 6 });
  });
});

describe("field differences", () => {
  it("lists missing, unexpected and changed fields in key order", () => {
    expect(recordDifferences({ a: "1", b: "2" }, { b: "3", c: "4" })).toEqual([
      'missing field "a" (expected "1")',
      'field "b": expected "2", got "3"',
      'unexpected field "c" = "4"',
    ]);
  });
});

describe("the FlowG runner on the VRL engine, FlowG v0.45.8's rules", () => {
  let engine: VrlEngine;
  const run045 = (script: string, record: FlowgRecord) =>
    runTransformer(engine, script, record, RULES_V0_45_8);
  beforeAll(async () => {
    engine = await loadVrlEngine();
  }, 120_000);

  it("gives the script every field as a string", () => {
    const outcome = run045(".types = [is_string(.a), is_string(.b)]", {
      a: "1",
      b: "true",
    });
    expect(outcome).toMatchObject({
      kind: "ok",
      records: [{ a: "1", b: "true", "types.0": "true", "types.1": "true" }],
    });
  });

  it("stores timestamps, integers and floats in FlowG's text forms", () => {
    const outcome = run045(
      [
        ".ms = t'2025-11-03T10:12:44.318Z'",
        ".s = t'2025-11-03T10:12:44Z'",
        ".us = t'2025-11-03T10:12:44.123456Z'",
        ".nested = [t'2025-11-03T10:12:44.123456789Z']",
        ".big = 9007199254740993",
        ".neg = -0.0",
        ".one = 1.0",
        ".f = 0.1 + 0.2",
      ].join("\n"),
      {},
    );
    expect(outcome).toEqual({
      kind: "ok",
      warnings: [],
      records: [
        {
          ms: "2025-11-03 10:12:44.318 UTC",
          s: "2025-11-03 10:12:44 UTC",
          us: "2025-11-03 10:12:44.123456 UTC",
          "nested.0": "2025-11-03 10:12:44.123456789 UTC",
          big: "9007199254740993",
          neg: "-0",
          one: "1",
          f: "0.30000000000000004",
        },
      ],
    });
  });

  it("converts types also when VRL knows the event's shape", () => {
    expect(run045('. = {"n": 1, "t": t\'2025-01-01T00:00:00Z\'}', {})).toMatchObject({
      records: [{ n: "1", t: "2025-01-01 00:00:00 UTC" }],
    });
  });

  it("stores an empty record when the event is not an object", () => {
    expect(run045('. = "text"', { a: "b" })).toMatchObject({
      kind: "ok",
      records: [{}],
    });
    expect(run045(". = [1, 2]", { a: "b" })).toMatchObject({ records: [{}] });
  });

  // FlowG v0.45.8 (runner/process.rs) calls `compiled.program.resolve(&mut ctx)`, where `return`
  // is an error: the record fails, as any runtime error does.
  it("fails the record of a script that ends with `return`, as FlowG does", () => {
    const outcome = run045(".t = t'2025-11-03T10:12:44Z'\nreturn .", {});
    expect(outcome).toEqual({
      kind: "runtime-error",
      message: RETURN_MESSAGE,
      span: {
        start: { line: 2, column: 1, index: 29 },
        end: { line: 2, column: 7, index: 35 },
      },
    });
    expect(run045('if .a == "x" { return . }\n.b = "y"', { a: "x" })).toMatchObject({
      kind: "runtime-error",
      message: RETURN_MESSAGE,
    });
    // A `return` that does not run changes nothing, nor does the word inside a string.
    expect(run045('if .a == "x" { return . }\n.b = "return"', { a: "z" })).toEqual({
      kind: "ok",
      records: [{ a: "z", b: "return" }],
      warnings: [],
    });
    // A script whose event is not an object still reaches its end.
    expect(run045('. = "text"', {})).toMatchObject({ kind: "ok", records: [{}] });
  });

  it("reports a compile error with its line and column", () => {
    const outcome = run045('.a = "x"\n.b = upcase(.missing)', {});
    expect(outcome.kind).toBe("compile-error");
    if (outcome.kind !== "compile-error") return;
    expect(outcome.diagnostics[0]).toMatchObject({
      message: "unhandled fallible assignment",
      code: 103,
      span: { start: { line: 2, column: 6 }, end: { line: 2, column: 22 } },
    });
  });

  it("reports abort and failing ! calls as runtime errors", () => {
    expect(run045('abort "no record today"', {})).toEqual({
      kind: "runtime-error",
      message: "no record today",
      span: null,
    });
    const outcome = run045(".x = 1\n. = parse_json!(.content)", { content: "{" });
    expect(outcome).toMatchObject({
      kind: "runtime-error",
      message: expect.stringMatching(
        /^function call error for "parse_json" at \(11:32\): unable to parse json/,
      ),
      span: { start: { line: 2, column: 5 }, end: { line: 2, column: 26 } },
    });
  });

  it("leaves the caller's record untouched", () => {
    const record = { a: "1" };
    run045('del(.a)\n.b = "2"', record);
    expect(record).toEqual({ a: "1" });
  });
});

describe("FlowG v0.63.0's conversion of the event (ffi.go)", () => {
  it("makes one record per item of an array, none of an empty one", () => {
    expect(flattenEventGo([{ a: "1" }, { b: { c: "2" } }])).toEqual([{ a: "1" }, { "b.c": "2" }]);
    expect(flattenEventGo([])).toEqual([]);
    expect(flattenEventGo({ a: "1" })).toEqual([{ a: "1" }]);
    expect(flattenEventGo({})).toEqual([{}]);
  });

  it("stores a value that is neither object nor array under `value`", () => {
    expect(flattenEventGo("text")).toEqual([{ value: "text" }]);
    expect(flattenEventGo(null)).toEqual([{ value: "<nil>" }]);
    expect(flattenEventGo(["x", 2.5, true, ["a", ["b"]]])).toEqual([
      { value: "x" },
      { value: "2.5" },
      { value: "true" },
      { "0": "a", "1.0": "b" },
    ]);
  });

  it("writes null, booleans and floats as Go's %v does", () => {
    expect(flattenEventGo({ n: null, t: true, f: false, e: {}, l: [] })).toEqual([
      { n: "<nil>", t: "true", f: "false" },
    ]);
    // Each expected text is what `fmt.Sprintf("%v", v)` printed with Go 1.x on this machine.
    const printed: Array<[number, string]> = [
      [1234567, "1.234567e+06"],
      [1, "1"],
      [3.5, "3.5"],
      [100000, "100000"],
      [999999, "999999"],
      [1e6, "1e+06"],
      [0.0001, "0.0001"],
      [0.00001, "1e-05"],
      [1e21, "1e+21"],
      [1e23, "1e+23"],
      [0, "0"],
      [-0, "-0"],
      [123456.789, "123456.789"],
      [1.5e-7, "1.5e-07"],
      [-2.5e10, "-2.5e+10"],
      [Infinity, "+Inf"],
      [-Infinity, "-Inf"],
    ];
    expect(printed.map(([value]) => [value, goFloatText(value)])).toEqual(printed);
  });
});

describe("rules per FlowG version", () => {
  it("gives v0.63.0's rules from 0.63.0 on and v0.45.8's before", () => {
    expect(rulesFor("0.63.0")).toBe(RULES_V0_63_0);
    expect(rulesFor("v0.64.1")).toBe(RULES_V0_63_0);
    expect(rulesFor("1.0.0")).toBe(RULES_V0_63_0);
    expect(rulesFor("0.45.8")).toBe(RULES_V0_45_8);
    expect(rulesFor("0.44.0")).toBe(RULES_V0_45_8);
    expect(rulesFor("0.62.9")).toBe(RULES_V0_45_8);
    expect(() => rulesFor("next")).toThrow(/"next" is not a FlowG version/);
  });
});

describe("the FlowG runner on the VRL engine, FlowG v0.63.0's rules", () => {
  let engine: VrlEngine;
  const run063 = (script: string, record: FlowgRecord) =>
    runTransformer(engine, script, record, RULES_V0_63_0);
  beforeAll(async () => {
    engine = await loadVrlEngine();
  }, 120_000);

  it("passes on one record per item when the event is an array", () => {
    const script = '. = [{"level": "info"}, {"level": "error", "n": 2}, "note", null]';
    expect(run063(script, {})).toEqual({
      kind: "ok",
      warnings: [],
      records: [
        { level: "info" },
        { level: "error", n: "2" },
        { value: "note" },
        { value: "<nil>" },
      ],
    });
    expect(run063(". = []", { a: "b" })).toMatchObject({ kind: "ok", records: [] });
  });

  it("stores a scalar event under `value`", () => {
    expect(run063('. = "text"', { a: "b" })).toMatchObject({ records: [{ value: "text" }] });
    expect(run063(". = 1000000.0", {})).toMatchObject({ records: [{ value: "1e+06" }] });
    expect(run063(". = 9007199254740993", {})).toMatchObject({
      records: [{ value: "9007199254740993" }],
    });
    expect(run063(". = t'2025-11-03T10:12:44.318Z'", {})).toMatchObject({
      records: [{ value: "2025-11-03T10:12:44.318Z" }],
    });
  });

  it("stores timestamps in RFC 3339, integers in full, floats and null as Go prints them", () => {
    const outcome = run063(
      [
        ".ms = t'2025-11-03T10:12:44.318Z'",
        ".s = t'2025-11-03T10:12:44Z'",
        ".ns = [t'2025-11-03T10:12:44.123456789Z']",
        ".big = 9007199254740993",
        ".million = 1234567.0",
        ".one = 1.0",
        ".small = 0.00001",
        ".neg = -0.0",
        ".nothing = null",
        '.bad = decode_base64!("/w==")',
      ].join("\n"),
      {},
    );
    expect(outcome).toEqual({
      kind: "ok",
      warnings: [],
      records: [
        {
          ms: "2025-11-03T10:12:44.318Z",
          s: "2025-11-03T10:12:44Z",
          "ns.0": "2025-11-03T10:12:44.123456789Z",
          big: "9007199254740993",
          million: "1.234567e+06",
          one: "1",
          small: "1e-05",
          neg: "-0",
          nothing: "<nil>",
          bad: "\uFFFD",
        },
      ],
    });
  });

  it("fails the record of a script that ends with `return`, as v0.45.8 did", () => {
    expect(run063(".a = 1\nreturn .", {})).toMatchObject({
      kind: "runtime-error",
      message: RETURN_MESSAGE,
    });
  });
});

describe("what differs between the two versions' rules", () => {
  let engine: VrlEngine;
  beforeAll(async () => {
    engine = await loadVrlEngine();
  }, 120_000);

  it("gives each version's text for the same script", () => {
    const script = '.n = null\n.f = 1234567.0\n.bad = decode_base64!("/w==")';
    expect(runTransformer(engine, script, {}, RULES_V0_45_8)).toMatchObject({
      records: [{ n: "", f: "1234567", bad: "#ERROR#" }],
    });
    expect(runTransformer(engine, script, {}, RULES_V0_63_0)).toMatchObject({
      records: [{ n: "<nil>", f: "1.234567e+06", bad: "\uFFFD" }],
    });
  });
});
