import type { RunOutcome } from "./runner";

/** Messages between the page and the VRL worker (src/theme-common/vrl/). */
export interface RunRequest {
  id: number;
  script: string;
  /** The record as the reader typed it: checked in the worker (src/shared/vrl/record.ts). */
  recordJson: string;
  /** The FlowG version whose rules apply (rules.ts `rulesFor`): the docs version of the page. */
  flowgVersion: string;
}

/**
 * What a run is doing, so the page can say it: the engine loads once per worker (seconds on a
 * slow line), then the script runs (milliseconds, unless it loops over a great many items).
 */
export type RunPhase = "loading" | "running";

/** Why a run ended without an answer from the engine: the reader's Stop, or the time limit. */
export type StopReason = "stop" | "time-limit";

export type WorkerOutcome =
  | RunOutcome
  | { kind: "input-error"; message: string }
  | { kind: "engine-error"; message: string }
  | { kind: "stopped"; reason: StopReason; afterMs: number }
  /** A result longer than the page draws (output.ts): its start, its length, and all of it. */
  | { kind: "large-output"; recordCount: number; preview: string; totalChars: number; file: Blob }
  /** A result longer than a string can hold: nothing to show or to download. */
  | { kind: "too-large"; recordCount: number };

export interface RunResponse {
  id: number;
  outcome: WorkerOutcome;
}

/** Sent by the worker as a run moves from one phase to the next. */
export interface PhaseMessage {
  id: number;
  phase: RunPhase;
}

export type WorkerMessage = RunResponse | PhaseMessage;
