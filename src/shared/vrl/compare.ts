import { compareBytes, type FlowgRecord } from "./flatten";

/** Field-by-field differences between an expected and an actual record, one line each. */
export function recordDifferences(expected: FlowgRecord, actual: FlowgRecord): string[] {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort(compareBytes);
  const lines: string[] = [];
  for (const key of keys) {
    const want = Object.hasOwn(expected, key) ? expected[key] : undefined;
    const got = Object.hasOwn(actual, key) ? actual[key] : undefined;
    if (want === got) continue;
    if (got === undefined)
      lines.push(`missing field ${JSON.stringify(key)} (expected ${JSON.stringify(want)})`);
    else if (want === undefined)
      lines.push(`unexpected field ${JSON.stringify(key)} = ${JSON.stringify(got)}`);
    else
      lines.push(
        `field ${JSON.stringify(key)}: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`,
      );
  }
  return lines;
}
