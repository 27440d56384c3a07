/**
 * FlowG's conversion of the VRL event back into a record, written after
 * `internal/utils/ffi/vrl/rust-crate/src/runner/process.rs` (`flatten_obj` / `flatten_array`) of
 * FlowG v0.45.8. Pure: the input is the event as the engine hands it to JavaScript.
 *
 *  - an event that is not an object gives an empty record;
 *  - strings stay as they are, `null` becomes "", booleans `true` / `false`;
 *  - numbers print as Rust prints an f64 or i64 (shortest digits that read back, never an exponent);
 *  - nested objects and arrays are flattened with "." between the key and the child key or index;
 *  - an empty object or array gives no field at all.
 *
 * Keys are visited in byte order, as Rust's BTreeMap does, so when two paths produce the same
 * dotted key (`{"a.b": 1, "a": {"b": 2}}`) the same one wins as in FlowG: the later key.
 */
export type FlowgRecord = Record<string, string>;

export function flattenEvent(event: unknown): FlowgRecord {
  const fields: Array<[string, string]> = [];
  if (isPlainObject(event)) flattenInto(event, "", fields);
  // Object.fromEntries defines own data properties, so a field named "__proto__" stays a field.
  return Object.fromEntries(fields);
}

function flattenInto(value: unknown, prefix: string, out: Array<[string, string]>): void {
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareBytes(a, b));
  for (const [key, child] of children) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (Array.isArray(child) || isPlainObject(child)) flattenInto(child, path, out);
    else out.push([path, scalarText(child)]);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The text FlowG stores for a value that is neither an object nor an array. */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return rustNumberText(value);
  if (typeof value === "bigint") return value.toString();
  return String(value);
}

/**
 * How Rust's `Display` prints an f64: the shortest digits that read back (JavaScript picks the
 * same digits), written out in full instead of JavaScript's exponent form (1e21, 1e-7), "-0" for
 * negative zero, "inf" / "-inf" for infinities. An integer-valued float prints without ".0",
 * so 1.0 and 1 both print "1", as in FlowG.
 */
export function rustNumberText(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "inf";
  if (value === -Infinity) return "-inf";
  if (Object.is(value, -0)) return "-0";
  const text = String(value);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponent) return text;
  const [, sign = "", lead = "", rest = "", power = "0"] = exponent;
  const digits = lead + rest;
  const point = 1 + Number(power); // position of the decimal point within `digits`
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Compares strings by their UTF-8 bytes (code point order), which is how Rust orders `String`s. */
export function compareBytes(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const x = left[i]!.codePointAt(0)!;
    const y = right[i]!.codePointAt(0)!;
    if (x !== y) return x - y;
  }
  return left.length - right.length;
}
