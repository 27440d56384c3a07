import type { VrlDiagnostic, VrlEngine } from "./engine";
import type { FlowgRecord } from "./flatten";
import { positionAtByte, type SourcePosition } from "./positions";
import { EPILOGUE_DONE, type FlowgVrlRules } from "./rules";

/**
 * Runs a transformer the way a FlowG version does (its rules: rules.ts), on any `VrlEngine`:
 * every record field is a string at the top level of `.`, the script runs once, and the event is
 * turned into the records FlowG passes on (one for v0.45.8; one or several for v0.63.0). The
 * unit tests that verify the examples of the site and the browser's Run button both call this.
 *
 * The engine hands the event to JavaScript through JSON-like values, where a timestamp is an
 * RFC 3339 string, integers beyond 2^53 lose digits and an integer looks like a float; the
 * rules' epilogue, appended to the script, writes those values as the FlowG version stores them.
 */

export interface SourceSpan {
  start: SourcePosition;
  end: SourcePosition;
}

export interface LocatedDiagnostic {
  message: string;
  code: number;
  rendered: string;
  /** Where the primary label points, when the diagnostic has one. */
  span: SourceSpan | null;
}

export type RunOutcome =
  | { kind: "ok"; records: FlowgRecord[]; warnings: LocatedDiagnostic[] }
  | { kind: "compile-error"; diagnostics: LocatedDiagnostic[] }
  | { kind: "runtime-error"; message: string; span: SourceSpan | null };

export function runTransformer(
  engine: VrlEngine,
  script: string,
  record: FlowgRecord,
  rules: FlowgVrlRules,
): RunOutcome {
  const checked = engine.check(script);
  if (checked.errors.length) {
    return {
      kind: "compile-error",
      diagnostics: checked.errors.map((d) => locate(d, script)),
    };
  }
  const warnings = checked.warnings.map((d) => locate(d, script));
  // A fresh copy each run: the engine must never see (or change) the caller's object.
  const event = Object.fromEntries(Object.entries(record));
  let run = engine.execute(`${script}\n${rules.epilogue}`, event);
  // The script compiled alone, so a compile error comes from the epilogue, whose type tests VRL
  // rejects when it knows `.` is not an object (`. = "text"`). Run the script with only the
  // epilogue's last line, which still tells whether the script reached its end; the rules then
  // read the event as the engine hands it (v0.45.8: an empty record; v0.63.0: {"value": ...}).
  if (!run.ok && run.kind === "compile")
    run = engine.execute(`${script}\n"${EPILOGUE_DONE}"`, event);
  if (!run.ok) {
    if (run.kind === "compile") {
      return {
        kind: "compile-error",
        diagnostics: [{ message: run.message, code: 0, rendered: run.message, span: null }],
      };
    }
    return { kind: "runtime-error", message: run.message, span: runtimeSpan(run.message, script) };
  }
  // The engine's runtime treats `return` as the end of the program. FlowG (v0.45.8's
  // runner/process.rs, v0.63.0's runner/mod.rs) calls `program.resolve(&mut ctx)` itself, where `return` comes back as
  // an error: the record fails (500 on ingestion, 400 with code 422 from the test API). The
  // epilogue's last value is missing exactly when the script ended early, so fail it the same way.
  if (run.result !== EPILOGUE_DONE) {
    return { kind: "runtime-error", message: RETURN_MESSAGE, span: returnSpan(script) };
  }
  return { kind: "ok", records: rules.records(run.event), warnings };
}

/** What the reader is told of a script that ended with `return`. */
export const RETURN_MESSAGE =
  "the script ended with `return`. FlowG runs the compiled program directly, where `return` " +
  "is an error: the record fails (500 on ingestion, 400 with code 422 from the test API). " +
  "End the script without `return`.";

/** The first `return` keyword outside strings and comments, to point at it. */
function returnSpan(script: string): SourceSpan | null {
  const words = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|#[^\n]*|\breturn\b/g;
  for (const match of script.matchAll(words)) {
    if (match[0] !== "return") continue;
    const start = new TextEncoder().encode(script.slice(0, match.index)).length;
    return spanOf(start, start + "return".length, script);
  }
  return null;
}

function locate(diagnostic: VrlDiagnostic, script: string): LocatedDiagnostic {
  const label = diagnostic.labels.find((l) => l.primary) ?? diagnostic.labels[0];
  return {
    message: diagnostic.message,
    code: diagnostic.code,
    rendered: diagnostic.rendered,
    span: label ? spanOf(label.span[0], label.span[1], script) : null,
  };
}

/** Runtime errors of function calls name their span: `... for "parse_json" at (0:16): ...`. */
function runtimeSpan(message: string, script: string): SourceSpan | null {
  const match = / at \((\d+):(\d+)\)/.exec(message);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  if (end > new TextEncoder().encode(script).length) return null;
  return spanOf(start, end, script);
}

function spanOf(start: number, end: number, script: string): SourceSpan {
  return { start: positionAtByte(script, start), end: positionAtByte(script, end) };
}
