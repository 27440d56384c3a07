import { loadVrlEngine } from "@shared/vrl/engine";
import type { RunRequest, WorkerMessage, WorkerOutcome } from "@shared/vrl/protocol";
import { capOutput } from "@shared/vrl/output";
import { parseRecordJson } from "@shared/vrl/record";
import { rulesFor } from "@shared/vrl/rules";
import { runTransformer } from "@shared/vrl/runner";

/**
 * The VRL worker: loads the engine on its first message (12 MB of JavaScript, decoded and
 * compiled here, off the page's main thread), then checks the record and runs the script. It
 * says when loading starts and when the script starts, so the page can tell a slow download from
 * a script that runs long (and start its time limit only for the latter).
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<RunRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
}
const scope = self as unknown as WorkerScope;
let engineLoaded = false;

scope.onmessage = async (event: MessageEvent<RunRequest>) => {
  const { id, script, recordJson, flowgVersion } = event.data;
  let outcome: WorkerOutcome;
  try {
    const checked = parseRecordJson(recordJson);
    if (!checked.ok) {
      outcome = { kind: "input-error", message: checked.message };
    } else {
      if (!engineLoaded) scope.postMessage({ id, phase: "loading" });
      const engine = await loadVrlEngine();
      engineLoaded = true;
      scope.postMessage({ id, phase: "running" });
      outcome = capOutput(runTransformer(engine, script, checked.record, rulesFor(flowgVersion)));
    }
  } catch (error) {
    // A panic inside the wasm (or a failed load) lands here; the page then starts a new worker.
    outcome = {
      kind: "engine-error",
      message: error instanceof Error ? error.message : String(error),
    };
  }
  scope.postMessage({ id, outcome });
};
