import { flattenEvent, type FlowgRecord } from "./flatten";
import { flattenEventGo } from "./flatten-go";
import { VRL_OF_RULES, rulesVersionFor, type RulesVersion } from "./versions";

/**
 * What FlowG does with a transformer's result, per FlowG version. The script and the engine are
 * the same; what differs is how the event left in `.` becomes the records FlowG passes on.
 *
 *  - FlowG v0.45.8 (`internal/utils/ffi/vrl/rust-crate/src/runner/process.rs`, VRL 0.27): one
 *    record, flattened in Rust. An event that is not an object gives an empty record; `null` is
 *    stored as "", timestamps as chrono's display ("2025-11-03 10:12:44.318 UTC"), numbers as Rust
 *    prints them (never an exponent), a string that is not UTF-8 as "#ERROR#".
 *  - FlowG v0.63.0 (`internal/utils/langs/vrl/`, VRL 0.34): the event crosses to Go as MessagePack
 *    and is flattened there (`ffi.go`). An array becomes one record per item, any other value one
 *    record; an item that is neither an object nor an array becomes `{"value": <its text>}`.
 *    Text is Go's `%v`: `null` is "<nil>", floats like 1.234567e+06, timestamps RFC 3339
 *    ("2025-11-03T10:12:44.318Z", VRL's serializer), a string that is not UTF-8 has U+FFFD for
 *    each bad sequence (VRL's serializer, `String::from_utf8_lossy`).
 *
 * Versions between the two were not read: a version older than 0.63.0 gets v0.45.8's rules
 * (the v0.63.0 drafts date the array and `value` rules to v0.55.0; the site documents no release
 * between).
 */
export interface FlowgVrlRules {
  /** The FlowG release whose code these rules follow. */
  readonly flowgVersion: RulesVersion;
  /** The VRL crate that FlowG release links (the browser runs VRL 0.25: engine.ts). */
  readonly vrlVersion: string;
  /** Whether one run may give several records (an array in `.`). */
  readonly splitsArrays: boolean;
  /**
   * VRL appended to the script: turns the values JavaScript cannot tell apart (integers and
   * floats, timestamps and strings) into the text FlowG stores, before the engine hands `.` over.
   */
  readonly epilogue: string;
  /** The event handed over by the engine (after the epilogue) -> the records FlowG passes on. */
  readonly records: (event: unknown) => FlowgRecord[];
}

/** The epilogue's last value: missing when the script ended early (`return`). */
export const EPILOGUE_DONE = "flowg-site:epilogue-done";

/*
 * `get!(value: [x], path: [0])` returns x typed "any": VRL's type checker rejects a `!` or a type test
 * it can prove useless, and after `. = parse_key_value!(...)` or `. = {...}` it knows the types.
 * The epilogue goes after the script so that diagnostics keep the script's own line numbers.
 */
const V045_EPILOGUE = `
flowg_site_event = get!(value: [.], path: [0])
if is_object(flowg_site_event) {
  . = map_values(object!(flowg_site_event), recursive: true) -> |value| {
    value = get!(value: [value], path: [0])
    if is_timestamp(value) {
      format_timestamp!(value, "%Y-%m-%d %H:%M:%S%.f UTC")
    } else if is_integer(value) || is_float(value) {
      to_string!(value)
    } else if is_string(value) && parse_json!(encode_json(value)) != value {
      "#ERROR#"
    } else {
      value
    }
  }
}
"${EPILOGUE_DONE}"`;

/*
 * For v0.63.0, integers become their decimal text here (JavaScript numbers lose digits past 2^53)
 * and timestamps their RFC 3339 text; floats stay numbers, which JavaScript holds exactly, and
 * flatten-go.ts prints them as Go does. The engine already hands strings over with U+FFFD for
 * bytes that are not UTF-8.
 */
const V063_CONVERT = `if is_timestamp(value) {
      format_timestamp!(value, "%Y-%m-%dT%H:%M:%S%.fZ")
    } else if is_integer(value) {
      to_string!(value)
    } else {
      value
    }`;

const V063_EPILOGUE = `
flowg_site_event = get!(value: [.], path: [0])
if is_object(flowg_site_event) {
  . = map_values(object!(flowg_site_event), recursive: true) -> |value| {
    value = get!(value: [value], path: [0])
    ${V063_CONVERT}
  }
} else if is_array(flowg_site_event) {
  . = map_values(array!(flowg_site_event), recursive: true) -> |value| {
    value = get!(value: [value], path: [0])
    ${V063_CONVERT}
  }
} else {
  value = flowg_site_event
  . = ${V063_CONVERT}
}
"${EPILOGUE_DONE}"`;

export const RULES_V0_45_8: FlowgVrlRules = {
  flowgVersion: "0.45.8",
  vrlVersion: VRL_OF_RULES["0.45.8"],
  splitsArrays: false,
  epilogue: V045_EPILOGUE,
  records: (event) => [flattenEvent(event)],
};

export const RULES_V0_63_0: FlowgVrlRules = {
  flowgVersion: "0.63.0",
  vrlVersion: VRL_OF_RULES["0.63.0"],
  splitsArrays: true,
  epilogue: V063_EPILOGUE,
  records: flattenEventGo,
};

/** The rules of a FlowG version: v0.63.0's from 0.63.0 on, v0.45.8's before (versions.ts). */
export function rulesFor(version: string): FlowgVrlRules {
  return rulesVersionFor(version) === "0.63.0" ? RULES_V0_63_0 : RULES_V0_45_8;
}
