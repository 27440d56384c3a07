import type { RunOutcome } from "./runner";

/** Messages between the page and the VRL worker (src/theme-common/vrl/). */
export interface RunRequest {
  id: number;
  script: string;
  /** The record as the reader typed it: checked in the worker (src/shared/vrl/record.ts). */
  recordJson: string;
}

export type WorkerOutcome =
  RunOutcome | { kind: "input-error"; message: string } | { kind: "engine-error"; message: string };

export interface RunResponse {
  id: number;
  outcome: WorkerOutcome;
}
