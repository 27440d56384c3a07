import type { RunRequest, RunResponse, WorkerOutcome } from "@shared/vrl/protocol";

/**
 * The page's side of the VRL worker. Imported only when a reader presses Run, so the worker
 * and the engine it loads cost nothing before that. One worker serves every editor of the page;
 * it is replaced when the engine fails (a wasm panic leaves it unusable).
 */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (outcome: WorkerOutcome) => void>();

function settleAll(message: string): void {
  for (const resolve of pending.values()) resolve({ kind: "engine-error", message });
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  // webpack 5 turns this into a separate, hashed worker script (same origin).
  const created = new Worker(
    /* webpackChunkName: "vrl-worker" */ new URL("./worker.ts", import.meta.url),
    { name: "vrl" },
  );
  created.onmessage = (event: MessageEvent<RunResponse>) => {
    const { id, outcome } = event.data;
    pending.get(id)?.(outcome);
    pending.delete(id);
    if (outcome.kind === "engine-error") reset(created);
  };
  created.onerror = (event) => {
    event.preventDefault();
    settleAll(`The VRL engine could not start${event.message ? `: ${event.message}` : "."}`);
    reset(created);
  };
  worker = created;
  return created;
}

function reset(stale: Worker): void {
  stale.terminate();
  if (worker === stale) worker = null;
}

export function runVrl(script: string, recordJson: string): Promise<WorkerOutcome> {
  const id = nextId++;
  const request: RunRequest = { id, script, recordJson };
  return new Promise((resolve) => {
    pending.set(id, resolve);
    getWorker().postMessage(request);
  });
}
