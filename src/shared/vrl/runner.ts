import type { VrlDiagnostic, VrlEngine } from "./engine";
import { flattenEvent, type FlowgRecord } from "./flatten";
import { positionAtByte, type SourcePosition } from "./positions";

/**
 * Runs a transformer the way FlowG does (`runner/process.rs` in FlowG v0.45.8), on any
 * `VrlEngine`: every record field is a string at the top level of `.`, the script runs once, and
 * the event is flattened back into a record (src/shared/vrl/flatten.ts). The unit tests that
 * verify the examples of the site and the browser's Run button both call this function.
 */
export const FLOWG_VRL_VERSION = "0.27.0";

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
  | { kind: "ok"; record: FlowgRecord; warnings: LocatedDiagnostic[] }
  | { kind: "compile-error"; diagnostics: LocatedDiagnostic[] }
  | { kind: "runtime-error"; message: string; span: SourceSpan | null };

/**
 * Appended to the reader's script. The engine hands the event to JavaScript through JSON-like
 * values, where a timestamp is an RFC 3339 string, integers beyond 2^53 lose digits and -0.0
 * loses its sign. FlowG prints those with Rust's `Display`, which VRL reproduces exactly:
 * `to_string` of an integer or float, and this format for a timestamp (chrono's UTC display:
 * fractional seconds only when present, in 3, 6 or 9 digits). It goes after the script so that
 * diagnostics keep the script's own line numbers; its last value tells whether it ran.
 */
const EPILOGUE_DONE = "flowg-site:epilogue-done";
/*
 * `get!(value: x, path: [])` returns x typed "any": VRL's type checker rejects a `!` or a type test it
 * can prove useless, and after `. = parse_key_value!(...)` or `. = {...}` it knows the types.
 */
const EPILOGUE = `
flowg_site_event = get!(value: ., path: [])
if is_object(flowg_site_event) {
  . = map_values(object!(flowg_site_event), recursive: true) -> |value| {
    value = get!(value: [value], path: [0])
    if is_timestamp(value) {
      format_timestamp!(value, "%Y-%m-%d %H:%M:%S%.f UTC")
    } else if is_integer(value) || is_float(value) {
      to_string!(value)
    } else {
      value
    }
  }
}
"${EPILOGUE_DONE}"`;

export function runTransformer(engine: VrlEngine, script: string, record: FlowgRecord): RunOutcome {
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
  let run = engine.execute(`${script}\n${EPILOGUE}`, event);
  // The script compiled alone, so a compile error comes from the epilogue: when `.` is known not
  // to be an object (`. = "text"`), which gives an empty record anyway. Run the script with only
  // the epilogue's last line, which still tells whether the script reached its end.
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
  // The engine's runtime treats `return` as the end of the program. FlowG v0.45.8 calls
  // `compiled.program.resolve(&mut ctx)` itself (runner/process.rs), where `return` comes back as
  // an error: the record fails (500 on ingestion, 400 with code 422 from the test API). The
  // epilogue's last value is missing exactly when the script ended early, so fail it the same way.
  if (run.result !== EPILOGUE_DONE) {
    return { kind: "runtime-error", message: RETURN_MESSAGE, span: returnSpan(script) };
  }
  return { kind: "ok", record: flattenEvent(run.event), warnings };
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
