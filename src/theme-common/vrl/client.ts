import type {
  RunPhase,
  RunRequest,
  StopReason,
  WorkerMessage,
  WorkerOutcome,
} from "@shared/vrl/protocol";

/**
 * The page's side of the VRL worker. Imported only when a reader presses Run, so the worker
 * and the engine it loads cost nothing before that. One worker serves every editor of the page.
 *
 * A wasm engine cannot be interrupted from outside: a script that loops over a great many items
 * holds the worker until it ends. So a run can be stopped (the reader's Stop, or the time limit
 * once the script has started) only by terminating the worker; the next run starts a new one,
 * which loads the engine again (from the HTTP cache). Runs that were waiting behind the stopped
 * one are sent to the new worker. The same happens when the engine crashes (a wasm panic leaves
 * it unusable).
 */

/** How long a script may run before the page stops it: far longer than any example of the site. */
export const VRL_TIME_LIMIT_MS = 10_000;

/** What the client needs of a worker (a real one in the page, a fake one in the unit tests). */
export interface WorkerLike {
  postMessage(message: RunRequest): void;
  terminate(): void;
  onmessage: ((event: { data: WorkerMessage }) => void) | null;
  onerror: ((event: { message?: string; preventDefault(): void }) => void) | null;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RunOptions {
  /** Told when the engine starts loading and when the script starts running. */
  onPhase?: (phase: RunPhase) => void;
  timeLimitMs?: number;
}

export interface RunHandle {
  /** Settles once: with the engine's answer, or `stopped`. */
  done: Promise<WorkerOutcome>;
  /** Ends the run now (nothing happens when it has already ended). */
  stop(): void;
}

interface PendingRun {
  request: RunRequest;
  resolve: (outcome: WorkerOutcome) => void;
  onPhase: ((phase: RunPhase) => void) | undefined;
  timeLimitMs: number;
  requestedAt: number;
  /** When the script started, once the worker said so. */
  startedAt: number | null;
  timer: unknown;
}

const systemClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createVrlClient(createWorker: () => WorkerLike, clock: Clock = systemClock) {
  let worker: WorkerLike | null = null;
  let nextId = 1;
  const pending = new Map<number, PendingRun>();

  function settle(id: number, outcome: WorkerOutcome): void {
    const run = pending.get(id);
    if (!run) return;
    if (run.timer !== null) clock.clearTimeout(run.timer);
    pending.delete(id);
    run.resolve(outcome);
  }

  function onMessage(source: WorkerLike, data: WorkerMessage): void {
    if (source !== worker) return;
    const run = pending.get(data.id);
    if (!run) return;
    if ("phase" in data) {
      if (data.phase === "running") {
        run.startedAt = clock.now();
        run.timer = clock.setTimeout(() => stopRun(data.id, "time-limit"), run.timeLimitMs);
      }
      run.onPhase?.(data.phase);
      return;
    }
    settle(data.id, data.outcome);
    if (data.outcome.kind === "engine-error") restart();
  }

  function getWorker(): WorkerLike {
    if (worker) return worker;
    const created = createWorker();
    created.onmessage = (event) => onMessage(created, event.data);
    created.onerror = (event) => {
      event.preventDefault();
      if (created !== worker) return;
      const message = `it could not start${event.message ? ` (${event.message})` : ""}`;
      for (const id of [...pending.keys()]) settle(id, { kind: "engine-error", message });
      created.terminate();
      worker = null;
    };
    worker = created;
    return created;
  }

  /** Ends the current worker and hands the runs still waiting to a new one. */
  function restart(): void {
    worker?.terminate();
    worker = null;
    if (pending.size === 0) return;
    const fresh = getWorker();
    for (const run of pending.values()) {
      if (run.timer !== null) clock.clearTimeout(run.timer);
      run.timer = null;
      run.startedAt = null;
      fresh.postMessage(run.request);
    }
  }

  function stopRun(id: number, reason: StopReason): void {
    const run = pending.get(id);
    if (!run) return;
    const afterMs = Math.round(clock.now() - (run.startedAt ?? run.requestedAt));
    settle(id, { kind: "stopped", reason, afterMs });
    restart();
  }

  function run(
    script: string,
    recordJson: string,
    flowgVersion: string,
    options: RunOptions = {},
  ): RunHandle {
    const id = nextId++;
    const request: RunRequest = { id, script, recordJson, flowgVersion };
    const done = new Promise<WorkerOutcome>((resolve) => {
      pending.set(id, {
        request,
        resolve,
        onPhase: options.onPhase,
        timeLimitMs: options.timeLimitMs ?? VRL_TIME_LIMIT_MS,
        requestedAt: clock.now(),
        startedAt: null,
        timer: null,
      });
    });
    getWorker().postMessage(request);
    return { done, stop: () => stopRun(id, "stop") };
  }

  return { run };
}

const pageClient = createVrlClient(
  () =>
    // webpack 5 turns this into a separate, hashed worker script (same origin).
    new Worker(/* webpackChunkName: "vrl-worker" */ new URL("./worker.ts", import.meta.url), {
      name: "vrl",
    }) as unknown as WorkerLike,
);

/** Runs a script under the rules of `flowgVersion` (the page's docs version: useFlowgVersion). */
export function runVrl(
  script: string,
  recordJson: string,
  flowgVersion: string,
  options?: RunOptions,
): RunHandle {
  return pageClient.run(script, recordJson, flowgVersion, options);
}
