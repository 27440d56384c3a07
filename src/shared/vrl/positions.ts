/**
 * VRL reports spans as UTF-8 byte offsets into the program; the editor needs JavaScript string
 * indices and 1-based lines and columns (columns count characters, as editors do).
 */
export interface SourcePosition {
  /** Index into the JavaScript string. */
  index: number;
  line: number;
  column: number;
}

export function positionAtByte(source: string, byteOffset: number): SourcePosition {
  let bytes = 0;
  let index = 0;
  let line = 1;
  let column = 1;
  for (const char of source) {
    if (bytes >= byteOffset) break;
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    index += char.length;
    if (char === "\n") {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return { index, line, column };
}
