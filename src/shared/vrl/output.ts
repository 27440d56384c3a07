import type { WorkerOutcome } from "./protocol";
import type { RunOutcome } from "./runner";

/**
 * How much of a result the page draws. A script can make any amount of output (a few lines that
 * double a field in a loop reach hundreds of millions of characters), and drawing it, or even
 * handing it from the worker to the page, would hold the page for as long. The worker keeps the
 * whole result as a file the reader can download.
 */
export const OUTPUT_PREVIEW_CHARS = 100_000;

/** A result as the output pane shows it: one record as an object, several as an array. */
export function outputJson(records: readonly unknown[]): string {
  return JSON.stringify(records.length === 1 ? records[0] : records, null, 2);
}

/** The worker's answer for a run: a result too large to draw becomes a preview and a file. */
export function capOutput(outcome: RunOutcome, limit = OUTPUT_PREVIEW_CHARS): WorkerOutcome {
  if (outcome.kind !== "ok") return outcome;
  let text: string;
  try {
    text = outputJson(outcome.records);
  } catch {
    // Longer than a JavaScript string can be (about 500 million characters).
    return { kind: "too-large", recordCount: outcome.records.length };
  }
  if (text.length <= limit) return outcome;
  return {
    kind: "large-output",
    recordCount: outcome.records.length,
    preview: text.slice(0, limit),
    totalChars: text.length,
    file: new Blob([text], { type: "application/json" }),
  };
}

/** A value quoted in a message, cut to `max` characters: a message never repeats a whole input. */
export function quoted(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters in all)`;
}
