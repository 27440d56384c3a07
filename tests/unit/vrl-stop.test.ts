import { describe, expect, it } from "vitest";
import { EnginePanic, panicReason, withPanicReason } from "../../src/shared/vrl/engine";
import type { RunRequest, WorkerMessage, WorkerOutcome } from "../../src/shared/vrl/protocol";
import {
  createVrlClient,
  VRL_TIME_LIMIT_MS,
  type Clock,
  type WorkerLike,
} from "../../src/theme-common/vrl/client";

/** A worker that only records what it is sent; the test answers for it. */
class FakeWorker implements WorkerLike {
  received: RunRequest[] = [];
  terminated = false;
  onmessage: WorkerLike["onmessage"] = null;
  onerror: WorkerLike["onerror"] = null;
  postMessage(message: RunRequest) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: WorkerMessage) {
    if (!this.terminated) this.onmessage?.({ data });
  }
}

/** Time that moves only when the test says so. */
class FakeClock implements Clock {
  time = 0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private next = 1;
  now = () => this.time;
  setTimeout = (callback: () => void, ms: number) => {
    const id = this.next++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  advance(ms: number) {
    this.time += ms;
    for (const [id, timer] of [...this.timers]) {
      if (timer.at <= this.time) {
        this.timers.delete(id);
        timer.callback();
      }
    }
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const clock = new FakeClock();
  const client = createVrlClient(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  }, clock);
  return { workers, clock, client };
}

const OK: WorkerOutcome = { kind: "ok", records: [{ a: "b" }], warnings: [] };

describe("stopping a VRL run", () => {
  it("reports the phases and the engine's answer", async () => {
    const { workers, client } = setup();
    const phases: string[] = [];
    const handle = client.run(".a = 1", "{}", "0.63.0", { onPhase: (phase) => phases.push(phase) });
    const [worker] = workers;
    const id = worker!.received[0]!.id;
    // The worker applies the rules of the FlowG version the page asked for.
    expect(worker!.received[0]).toMatchObject({ script: ".a = 1", flowgVersion: "0.63.0" });
    worker!.answer({ id, phase: "loading" });
    worker!.answer({ id, phase: "running" });
    worker!.answer({ id, outcome: OK });
    expect(await handle.done).toEqual(OK);
    expect(phases).toEqual(["loading", "running"]);
    expect(worker!.terminated).toBe(false);
  });

  it("Stop ends a script that never ends, and the next run gets a new worker", async () => {
    const { workers, clock, client } = setup();
    const handle = client.run("loop", "{}", "0.63.0");
    const id = workers[0]!.received[0]!.id;
    workers[0]!.answer({ id, phase: "running" });
    clock.advance(2500);
    handle.stop();
    expect(await handle.done).toEqual({ kind: "stopped", reason: "stop", afterMs: 2500 });
    expect(workers[0]!.terminated).toBe(true);
    client.run(".a = 1", "{}", "0.63.0");
    expect(workers).toHaveLength(2);
    expect(workers[1]!.received).toHaveLength(1);
  });

  it("the time limit stops a script that runs too long, counted from its start", async () => {
    const { workers, clock, client } = setup();
    const handle = client.run("loop", "{}", "0.63.0");
    const id = workers[0]!.received[0]!.id;
    workers[0]!.answer({ id, phase: "loading" });
    // Loading the engine does not count against the script.
    clock.advance(VRL_TIME_LIMIT_MS * 2);
    workers[0]!.answer({ id, phase: "running" });
    clock.advance(VRL_TIME_LIMIT_MS - 1);
    let settled = false;
    void handle.done.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    expect(await handle.done).toEqual({
      kind: "stopped",
      reason: "time-limit",
      afterMs: VRL_TIME_LIMIT_MS,
    });
    expect(workers[0]!.terminated).toBe(true);
  });

  it("a run that answers in time is not stopped later", async () => {
    const { workers, clock, client } = setup();
    const handle = client.run(".a = 1", "{}", "0.63.0", { timeLimitMs: 100 });
    const id = workers[0]!.received[0]!.id;
    workers[0]!.answer({ id, phase: "running" });
    workers[0]!.answer({ id, outcome: OK });
    clock.advance(1000);
    expect(await handle.done).toEqual(OK);
    expect(workers[0]!.terminated).toBe(false);
  });

  it("runs waiting behind a stopped one move to the new worker", async () => {
    const { workers, client } = setup();
    const first = client.run("loop", "{}", "0.63.0");
    const second = client.run(".a = 1", "{}", "0.63.0");
    first.stop();
    expect(workers).toHaveLength(2);
    const moved = workers[1]!.received;
    expect(moved.map((r) => r.script)).toEqual([".a = 1"]);
    workers[1]!.answer({ id: moved[0]!.id, outcome: OK });
    expect(await second.done).toEqual(OK);
  });

  it("a crash names the engine's reason and replaces the worker", async () => {
    const { workers, client } = setup();
    const handle = client.run("crash", "{}", "0.63.0");
    const id = workers[0]!.received[0]!.id;
    const crash: WorkerOutcome = {
      kind: "engine-error",
      message: "it crashed (capacity overflow)",
    };
    workers[0]!.answer({ id, outcome: crash });
    expect(await handle.done).toEqual(crash);
    expect(workers[0]!.terminated).toBe(true);
  });
});

describe("the reason of an engine crash", () => {
  it("reads the panic hook's text, in the current and the older format", () => {
    expect(
      panicReason(
        "panicked at /rustc/x/library/alloc/src/raw_vec/mod.rs:558:17:\ncapacity overflow\n\nStack:\n\nError:\n    at ...",
      ),
    ).toBe("capacity overflow");
    expect(panicReason("panicked at 'index out of bounds', src/lib.rs:3:5")).toBe(
      "index out of bounds",
    );
    expect(panicReason("something else")).toBeNull();
  });

  // The engine's own crash (format_number with a huge scale: "capacity overflow") takes many
  // seconds and gigabytes of memory before it panics, so the trap is played here as the wasm
  // plays it: the panic hook writes the reason to console.error, then the call traps with
  // "unreachable".
  it("turns a trap into an error that names the panic's reason, not 'unreachable'", () => {
    const error = console.error;
    console.error = () => undefined;
    try {
      const trap = () =>
        withPanicReason(() => {
          console.error(
            "panicked at /rustc/x/library/alloc/src/raw_vec/mod.rs:558:17:\ncapacity overflow\n\nStack:\n",
          );
          throw new WebAssembly.RuntimeError("unreachable");
        });
      expect(trap).toThrow(new EnginePanic("it crashed (capacity overflow)"));
      // Without a panic's text, the error goes through unchanged; console.error is restored.
      expect(() =>
        withPanicReason(() => {
          throw new TypeError("not a panic");
        }),
      ).toThrow(new TypeError("not a panic"));
      expect(withPanicReason(() => 42)).toBe(42);
    } finally {
      console.error = error;
    }
  });
});
