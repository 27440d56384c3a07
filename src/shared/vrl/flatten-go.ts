import { compareBytes, type FlowgRecord } from "./flatten";

/**
 * FlowG v0.63.0's conversion of the VRL event into records, written after
 * `internal/utils/langs/vrl/ffi.go` (`normalizeTranformedLog`, `flattenObjectMap`,
 * `flattenArray`, `toString`). Pure: the input is the event as the engine hands it to JavaScript,
 * after the v0.63.0 epilogue of rules.ts (integers and timestamps already text, floats numbers).
 *
 *  - an array gives one record per item (none for an empty array); anything else one record;
 *  - an item (or the event) that is an object or an array is flattened with "." between the key
 *    and the child key or index; anything else gives `{"value": <its text>}`;
 *  - an empty object or array nested in an item gives no field.
 *
 * Go visits map keys in random order, so when two paths give the same dotted key
 * (`{"a.b": 1, "a": {"b": 2}}`) FlowG keeps either; this keeps the later key in byte order, as
 * v0.45.8 did.
 */
export function flattenEventGo(event: unknown): FlowgRecord[] {
  const items = Array.isArray(event) ? event : [event];
  return items.map((item) => {
    if (!isContainer(item)) return { value: goText(item) };
    const fields: Array<[string, string]> = [];
    flattenInto(item, "", fields);
    return Object.fromEntries(fields);
  });
}

function isContainer(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

function flattenInto(value: object, prefix: string, out: Array<[string, string]>): void {
  const children: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>).sort(([a], [b]) => compareBytes(a, b));
  for (const [key, child] of children) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isContainer(child)) flattenInto(child, path, out);
    else out.push([path, goText(child)]);
  }
}

/** Go's `fmt.Sprintf("%v", v)` for what MessagePack decodes: string, float64, bool or nil. */
export function goText(value: unknown): string {
  if (value === null || value === undefined) return "<nil>";
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return goFloatText(value);
  if (typeof value === "bigint") return value.toString();
  return String(value);
}

/**
 * Go's `%v` of a float64 (`%g` with the shortest digits that read back): an exponent when the
 * decimal exponent is below -4 or at least 6 (1.234567e+06, 1e-05), written with a sign and at
 * least two digits; plain digits otherwise (100000, 0.0001). "+Inf", "-Inf", "NaN", "-0".
 */
export function goFloatText(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  if (value === 0) return Object.is(value, -0) ? "-0" : "0";
  // toExponential() without an argument gives the shortest digits that read back, like Go.
  const [mantissa = "", power = "0"] = value.toExponential().split("e");
  const exponent = Number(power);
  if (exponent < -4 || exponent >= 6) {
    const digits = String(Math.abs(exponent)).padStart(2, "0");
    return `${mantissa}e${exponent < 0 ? "-" : "+"}${digits}`;
  }
  const sign = mantissa.startsWith("-") ? "-" : "";
  const digits = mantissa.replace(/^-/, "").replace(".", "");
  const point = exponent + 1; // position of the decimal point within `digits`
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
