import { Link } from "gatsby";
import { VRL_ENGINE_VERSION } from "@shared/vrl/engine-version";
import { useCallback, useContext, useEffect, useId, useRef, useState } from "react";
import type { RunPhase, WorkerOutcome } from "@shared/vrl/protocol";
import { MAX_RECORD_BYTES } from "@shared/vrl/record";
import { cx } from "../../theme-common/classNames";
import { runVrl, VRL_TIME_LIMIT_MS, type RunHandle } from "../../theme-common/vrl/client";
import { VrlPlaygroundContext } from "../../theme-common/vrl/presets";
import { flowgVrlClaim, useFlowgVersion } from "../../theme-common/vrl/version";
import { Outcome } from "./Outcome";
import { jsonToRows, RecordFields, rowsToJson, type FieldRow } from "./RecordFields";
import * as styles from "./styles.module.css";

export interface VrlEditorState {
  script: string;
  recordJson: string;
}

export interface VrlEditorProps {
  initialScript: string;
  /** The input record as JSON text (it may be invalid: the output pane says why). */
  initialRecordJson: string;
  /** Run once as soon as the editor opens. */
  runOnOpen?: boolean;
  /** "side": script and record on the left, output on the right (the playground, on wide screens). */
  layout?: "stacked" | "side";
  onChange?: (state: VrlEditorState) => void;
  /** Focus the script when the editor opens: the Run button that had the focus is gone. */
  focusOnOpen?: boolean;
}

/**
 * The most fields the record's rows show: each is two inputs, and a record of thousands of
 * fields (or of megabytes of text) would hold the page while they are drawn. Larger records are
 * edited as JSON.
 */
export const MAX_FIELD_ROWS = 200;

/** Why the record cannot be edited as rows, or null when it can. */
export function fieldsRefusal(recordJson: string): string | null {
  if (recordJson.length > MAX_RECORD_BYTES)
    return "This record is longer than the 1 MiB a run takes: edit it as JSON.";
  const rows = jsonToRows(recordJson);
  if (!rows) return "Fix the JSON first: the field rows hold only an object of string fields.";
  if (rows.length > MAX_FIELD_ROWS)
    return `This record has ${rows.length.toLocaleString("en")} fields; the field rows show at most ${MAX_FIELD_ROWS}: edit it as JSON.`;
  return null;
}

/** What the output pane says while a run is under way. */
const ACTIVITY_TEXT = {
  starting: "Starting the VRL engine…",
  loading: "Loading the VRL engine (about 4 MB, once)…",
  running: `Running the script… Press Stop to end it; it is stopped after ${
    VRL_TIME_LIMIT_MS / 1000
  } s.`,
} as const satisfies Record<"starting" | RunPhase, string>;

/**
 * An editable transformer: script, input record (rows or JSON) and the record FlowG would store.
 * Runs in the VRL worker; the page stays responsive while the engine loads and runs.
 */
export function VrlEditor({
  initialScript,
  initialRecordJson,
  runOnOpen = false,
  layout = "stacked",
  onChange,
  focusOnOpen = false,
}: VrlEditorProps) {
  const id = useId();
  const [script, setScript] = useState(initialScript);
  const [recordJson, setRecordJson] = useState(initialRecordJson);
  const [rows, setRows] = useState<FieldRow[]>(() => jsonToRows(initialRecordJson) ?? []);
  const [mode, setMode] = useState<"fields" | "json">(() =>
    fieldsRefusal(initialRecordJson) === null ? "fields" : "json",
  );
  const [outcome, setOutcome] = useState<{
    value: WorkerOutcome;
    script: string;
    ms: number;
  } | null>(null);
  /** What the current run is doing; null when no run is under way. */
  const [activity, setActivity] = useState<"starting" | RunPhase | null>(null);
  const running = activity !== null;
  const scriptRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(0);
  const current = useRef<RunHandle | null>(null);
  // The page's docs version decides how the worker turns the result into records (rules.ts).
  const flowgVersion = useFlowgVersion();

  const run = useCallback(
    (currentScript: string, currentRecord: string) => {
      const ticket = ++latest.current;
      // A new Run replaces the one under way instead of queueing behind it.
      current.current?.stop();
      const started = performance.now();
      setActivity("starting");
      const handle = runVrl(currentScript, currentRecord, flowgVersion, {
        onPhase: (phase) => {
          if (ticket === latest.current) setActivity(phase);
        },
      });
      current.current = handle;
      void handle.done.then((value) => {
        if (ticket !== latest.current) return;
        current.current = null;
        setOutcome({ value, script: currentScript, ms: Math.round(performance.now() - started) });
        setActivity(null);
      });
    },
    [flowgVersion],
  );

  const stop = () => current.current?.stop();

  // An editor that goes away (another preset, another page) ends its run.
  useEffect(() => () => current.current?.stop(), []);

  useEffect(() => {
    if (focusOnOpen) scriptRef.current?.focus();
    if (runOnOpen) run(initialScript, initialRecordJson);
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => onChange?.({ script, recordJson }), [onChange, script, recordJson]);

  const changeRows = (next: FieldRow[]) => {
    setRows(next);
    setRecordJson(rowsToJson(next));
  };
  const switchMode = (next: "fields" | "json") => {
    if (next === "fields") {
      const refusal = fieldsRefusal(recordJson);
      if (refusal !== null) {
        setOutcome({ value: { kind: "input-error", message: refusal }, script, ms: 0 });
        return;
      }
      setRows(jsonToRows(recordJson) ?? []);
    }
    setMode(next);
  };

  return (
    <div className={cx(styles.editor, layout === "side" && styles.side)} data-vrl-editor="">
      <div className={styles.inputs}>
        <label className={styles.label} htmlFor={`${id}-script`}>
          VRL script
        </label>
        <textarea
          id={`${id}-script`}
          ref={scriptRef}
          className={styles.script}
          value={script}
          spellCheck={false}
          rows={Math.min(18, Math.max(3, script.split("\n").length + 1))}
          onChange={(e) => setScript(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              run(script, recordJson);
            }
          }}
          aria-describedby={`${id}-keys`}
        />
        <p id={`${id}-keys`} className={styles.hint}>
          Ctrl+Enter (⌘+Enter) runs the script.
        </p>
        <fieldset className={styles.record}>
          <legend className={styles.label}>Input record</legend>
          <div className={styles.modes} role="group" aria-label="Edit the record as">
            {(["fields", "json"] as const).map((m) => (
              <button
                key={m}
                type="button"
                className={styles.small}
                aria-pressed={mode === m}
                onClick={() => switchMode(m)}
              >
                {m === "fields" ? "Fields" : "JSON"}
              </button>
            ))}
          </div>
          {mode === "fields" ? (
            <RecordFields rows={rows} onChange={changeRows} />
          ) : (
            <>
              <label className="visually-hidden" htmlFor={`${id}-json`}>
                Input record as JSON
              </label>
              <textarea
                id={`${id}-json`}
                className={styles.script}
                value={recordJson}
                spellCheck={false}
                rows={Math.min(14, Math.max(3, recordJson.split("\n").length + 1))}
                onChange={(e) => setRecordJson(e.target.value)}
              />
            </>
          )}
        </fieldset>
      </div>
      {/* After the inputs; beside the output, at its top, when the editor has two columns. */}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.run}
          onClick={() => run(script, recordJson)}
          aria-busy={running}
        >
          {running ? "Running…" : "Run"}
        </button>
        {running && (
          <button type="button" className={styles.stop} onClick={stop}>
            Stop
          </button>
        )}
      </div>
      <section className={styles.output} aria-label="Output">
        <div
          role="status"
          aria-live="polite"
          data-vrl-output={running ? "running" : outcome ? outcome.value.kind : "none"}
          data-vrl-activity={activity ?? undefined}
          data-run-ms={running ? undefined : outcome?.ms}
        >
          {activity ? (
            <p className={styles.hint}>{ACTIVITY_TEXT[activity]}</p>
          ) : outcome ? (
            <Outcome outcome={outcome.value} script={outcome.script} flowgVersion={flowgVersion} />
          ) : (
            <p className={styles.hint}>Press Run to see the stored record.</p>
          )}
        </div>
      </section>
    </div>
  );
}

/** Under an opened example: which engine ran it and which FlowG version's rules applied. */
export function RunNote() {
  const version = useFlowgVersion();
  // The playground of the version being read: its page explains that version's rules.
  const playground = useContext(VrlPlaygroundContext);
  return (
    <>
      {`Runs VRL ${VRL_ENGINE_VERSION} in your browser with FlowG v${version}'s rules; `}
      {`${flowgVrlClaim(version)}.`}
      {playground && (
        <>
          {" See the "}
          <Link to={playground}>transformer playground</Link> for the differences.
        </>
      )}
    </>
  );
}
