import { loadVrlEngine } from "@shared/vrl/engine";
import type { RunRequest, RunResponse, WorkerOutcome } from "@shared/vrl/protocol";
import { parseRecordJson } from "@shared/vrl/record";
import { runTransformer } from "@shared/vrl/runner";

/**
 * The VRL worker: loads the engine on its first message (12 MB of JavaScript, decoded and
 * compiled here, off the page's main thread), then checks the record and runs the script.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(message: RunResponse): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { id, script, recordJson } = event.data;
  let outcome: WorkerOutcome;
  try {
    const checked = parseRecordJson(recordJson);
    if (!checked.ok) {
      outcome = { kind: "input-error", message: checked.message };
    } else {
      const engine = await loadVrlEngine();
      outcome = runTransformer(engine, script, checked.record);
    }
  } catch (error) {
    // A panic inside the wasm (or a failed load) lands here; the page then starts a new worker.
    outcome = {
      kind: "engine-error",
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const response: RunResponse = { id, outcome };
  scope.postMessage(response);
};
