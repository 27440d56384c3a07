import type { FlowgRecord } from "./flatten";
import { quoted } from "./output";

/**
 * Checks a record typed by a reader before it goes to the engine. FlowG's records are flat maps
 * of strings; the test API (`POST /api/v1/test/transformer`) rejects anything else, so the
 * browser does too, with a message that names the field.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;

export type RecordCheck = { ok: true; record: FlowgRecord } | { ok: false; message: string };

export function parseRecordJson(text: string): RecordCheck {
  const bytes = utf8Length(text);
  if (bytes > MAX_RECORD_BYTES) {
    return {
      ok: false,
      message: `The record is ${formatBytes(bytes)}; the limit here is 1 MiB (${MAX_RECORD_BYTES} bytes).`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The record is not valid JSON: ${reason}` };
  }
  return checkRecord(value);
}

export function checkRecord(value: unknown): RecordCheck {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
    return {
      ok: false,
      message: `The record must be a JSON object of string fields, not ${kind}.`,
    };
  }
  const fields: Array<[string, string]> = [];
  for (const [key, field] of Object.entries(value)) {
    if (typeof field !== "string") {
      const kind = field === null ? "null" : Array.isArray(field) ? "an array" : typeof field;
      return {
        ok: false,
        message: `Field "${quoted(key)}" is ${kind}; every field of a FlowG record is a string (write "${quoted(key)}": ${quoted(JSON.stringify(JSON.stringify(field)))}).`,
      };
    }
    fields.push([key, field]);
  }
  const record = Object.fromEntries(fields);
  const bytes = utf8Length(JSON.stringify(record));
  if (bytes > MAX_RECORD_BYTES) {
    return {
      ok: false,
      message: `The record is ${formatBytes(bytes)}; the limit here is 1 MiB (${MAX_RECORD_BYTES} bytes).`,
    };
  }
  return { ok: true, record };
}

export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function formatBytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MiB (${bytes} bytes)`;
}
