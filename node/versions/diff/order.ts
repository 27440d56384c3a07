/** Code-point order of two strings, the same on every machine (no locale): the diff's sort key. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
