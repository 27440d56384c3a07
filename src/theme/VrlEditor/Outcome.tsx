import { useEffect, useState } from "react";
import type { WorkerOutcome } from "@shared/vrl/protocol";
import type { SourceSpan } from "@shared/vrl/runner";
import { rulesVersionFor } from "@shared/vrl/versions";
import { CodeText } from "../CodeText";
import * as styles from "./styles.module.css";

/** The lines of the script around a span, with the span marked. */
function Excerpt({ script, span }: { script: string; span: SourceSpan }) {
  const lines = script.split("\n");
  const first = span.start.line;
  const last = Math.max(first, span.end.line);
  let offset = lines.slice(0, first - 1).reduce((n, l) => n + l.length + 1, 0);
  return (
    <pre className={styles.excerpt} role="group" aria-label="Where the error is">
      {lines.slice(first - 1, last).map((line, i) => {
        const start = Math.max(0, span.start.index - offset);
        const end = Math.min(line.length, span.end.index - offset);
        offset += line.length + 1;
        return (
          <span key={i} className={styles.excerptLine}>
            <span className={styles.lineNo} aria-hidden="true">
              {first + i}
            </span>
            {line.slice(0, start)}
            <mark>{end > start ? line.slice(start, end) : " "}</mark>
            {line.slice(Math.max(start, end))}
            {"\n"}
          </span>
        );
      })}
    </pre>
  );
}

function recordsText(count: number): string {
  return count === 1 ? "one record" : `${count.toLocaleString("en")} records`;
}

/**
 * A result too long to draw: its start, how long it is, and the whole of it as a file made in
 * the worker (src/shared/vrl/output.ts).
 */
function LargeOutput({ outcome }: { outcome: Extract<WorkerOutcome, { kind: "large-output" }> }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(outcome.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [outcome.file]);
  const shown = outcome.preview.length.toLocaleString("en");
  const total = outcome.totalChars.toLocaleString("en");
  return (
    <div data-outcome="large-output" data-records={outcome.recordCount}>
      <p className={styles.outcomeTitle}>
        {outcome.recordCount === 1
          ? "Stored record"
          : `${recordsText(outcome.recordCount)} passed on`}
        {`: ${total} characters of JSON, too long to show here whole`}
      </p>
      <p>
        {`The first ${shown} characters are below. `}
        {url && (
          <a href={url} download="vrl-output.json">
            Download the whole result (JSON)
          </a>
        )}
      </p>
      <pre
        className={styles.recordOut}
        tabIndex={0}
        role="group"
        aria-label={`The first ${shown} characters of the result`}
      >
        {outcome.preview}
        {"\n…"}
      </pre>
    </div>
  );
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function where(span: SourceSpan | null): string {
  return span ? ` at line ${span.start.line}, column ${span.start.column}` : "";
}

/** What FlowG would store, or why it would store nothing. */
export function Outcome({
  outcome,
  script,
  flowgVersion,
}: {
  outcome: WorkerOutcome;
  script: string;
  /** The FlowG version whose rules the run applied. */
  flowgVersion: string;
}) {
  const splitsArrays = rulesVersionFor(flowgVersion) === "0.63.0";
  switch (outcome.kind) {
    case "ok": {
      const { records } = outcome;
      if (records.length !== 1) {
        return (
          <div data-outcome="ok" data-records={records.length}>
            <p className={styles.outcomeTitle}>
              <CodeText
                text={
                  records.length
                    ? `${records.length} records passed on, one per item of the array in \`.\``
                    : "No record passed on: the script left an empty array in `.`"
                }
              />
            </p>
            {records.length > 0 && (
              <pre
                className={styles.recordOut}
                tabIndex={0}
                role="group"
                aria-label="Records passed on, as JSON"
              >
                {JSON.stringify(records, null, 2)}
              </pre>
            )}
          </div>
        );
      }
      const record = records[0]!;
      const fields = Object.keys(record);
      return (
        <div data-outcome="ok" data-records={1}>
          <p className={styles.outcomeTitle}>
            Stored record
            {fields.length
              ? ""
              : splitsArrays
                ? ": empty (an object with no field)"
                : ": empty (the event is not an object, or has no field)"}
          </p>
          {fields.length > 0 && (
            <pre
              className={styles.recordOut}
              tabIndex={0}
              role="group"
              aria-label="Stored record as JSON"
            >
              {JSON.stringify(record, null, 2)}
            </pre>
          )}
        </div>
      );
    }
    case "compile-error":
      return (
        <div data-outcome="compile-error">
          {outcome.diagnostics.map((d, i) => (
            <div key={i} className={styles.error}>
              <p className={styles.outcomeTitle}>
                Compile error {d.code ? `E${d.code}` : ""}: {d.message}
                {where(d.span)}
              </p>
              {d.span && <Excerpt script={script} span={d.span} />}
              <pre
                className={styles.rendered}
                tabIndex={0}
                role="group"
                aria-label="VRL diagnostic"
              >
                {d.rendered}
              </pre>
            </div>
          ))}
        </div>
      );
    case "runtime-error":
      return (
        <div data-outcome="runtime-error" className={styles.error}>
          <p className={styles.outcomeTitle}>
            Runtime error{where(outcome.span)}: FlowG would not pass the record on.
          </p>
          {outcome.span && <Excerpt script={script} span={outcome.span} />}
          <pre className={styles.rendered} tabIndex={0} role="group" aria-label="VRL error">
            {outcome.message}
          </pre>
        </div>
      );
    case "large-output":
      return <LargeOutput outcome={outcome} />;
    case "too-large":
      return (
        <p data-outcome="too-large" className={styles.error}>
          {`The result (${recordsText(outcome.recordCount)}) is longer than a browser can hold as text, so it cannot be shown or downloaded. FlowG would try to store it.`}
        </p>
      );
    case "input-error":
      return (
        <p data-outcome="input-error" className={styles.error}>
          {outcome.message}
        </p>
      );
    case "engine-error":
      return (
        <p data-outcome="engine-error" className={styles.error}>
          The VRL engine failed: {outcome.message.replace(/\.$/, "")}. Press Run to start it again.
        </p>
      );
    case "stopped":
      return (
        <p data-outcome="stopped" data-stop-reason={outcome.reason} className={styles.error}>
          {outcome.reason === "stop"
            ? `Stopped after ${seconds(outcome.afterMs)}, as you asked.`
            : `Stopped: the script was still running after ${seconds(outcome.afterMs)}, the time limit of this page.`}{" "}
          Nothing was stored. The next Run starts the engine again.
        </p>
      );
  }
}
