import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { WorkerOutcome } from "@shared/vrl/protocol";
import { cx } from "../../theme-common/classNames";
import { runVrl } from "../../theme-common/vrl/client";
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
  const [mode, setMode] = useState<"fields" | "json">(() =>
    jsonToRows(initialRecordJson) ? "fields" : "json",
  );
  const [rows, setRows] = useState<FieldRow[]>(() => jsonToRows(initialRecordJson) ?? []);
  const [outcome, setOutcome] = useState<{
    value: WorkerOutcome;
    script: string;
    ms: number;
  } | null>(null);
  const [running, setRunning] = useState(false);
  const scriptRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(0);

  const run = useCallback((currentScript: string, currentRecord: string) => {
    const ticket = ++latest.current;
    const started = performance.now();
    setRunning(true);
    void runVrl(currentScript, currentRecord).then((value) => {
      if (ticket !== latest.current) return;
      setOutcome({ value, script: currentScript, ms: Math.round(performance.now() - started) });
      setRunning(false);
    });
  }, []);

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
      const parsed = jsonToRows(recordJson);
      if (!parsed) {
        setOutcome({
          value: {
            kind: "input-error",
            message: "Fix the JSON first: the field rows hold only an object of string fields.",
          },
          script,
          ms: 0,
        });
        return;
      }
      setRows(parsed);
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
        <button
          type="button"
          className={styles.run}
          onClick={() => run(script, recordJson)}
          aria-busy={running}
        >
          {running ? "Running…" : "Run"}
        </button>
      </div>
      <section className={styles.output} aria-label="Output">
        <div
          role="status"
          aria-live="polite"
          data-vrl-output={outcome ? outcome.value.kind : "none"}
          data-run-ms={outcome?.ms}
        >
          {outcome ? (
            <Outcome outcome={outcome.value} script={outcome.script} />
          ) : (
            <p className={styles.hint}>
              {running
                ? "Loading the VRL engine (about 4 MB, once)…"
                : "Press Run to see the stored record."}
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
