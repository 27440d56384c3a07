import { useId } from "react";
import * as styles from "./styles.module.css";

export interface FieldRow {
  key: string;
  value: string;
}

/** The input record as editable key/value rows: every value is a string, as in FlowG. */
export function RecordFields({
  rows,
  onChange,
}: {
  rows: FieldRow[];
  onChange: (rows: FieldRow[]) => void;
}) {
  const id = useId();
  const update = (index: number, patch: Partial<FieldRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className={styles.fields}>
      {rows.map((row, i) => (
        <div className={styles.fieldRow} key={i}>
          <label className="visually-hidden" htmlFor={`${id}-k${i}`}>
            Name of field {i + 1}
          </label>
          <input
            id={`${id}-k${i}`}
            className={styles.fieldKey}
            value={row.key}
            spellCheck={false}
            onChange={(e) => update(i, { key: e.target.value })}
          />
          <label className="visually-hidden" htmlFor={`${id}-v${i}`}>
            Value of field {i + 1}
          </label>
          <input
            id={`${id}-v${i}`}
            className={styles.fieldValue}
            value={row.value}
            spellCheck={false}
            onChange={(e) => update(i, { value: e.target.value })}
          />
          <button
            type="button"
            className={styles.small}
            aria-label={`Remove field ${row.key || i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.small}
        onClick={() => onChange([...rows, { key: "", value: "" }])}
      >
        Add a field
      </button>
    </div>
  );
}

export function rowsToJson(rows: FieldRow[]): string {
  const fields = rows.filter((r) => r.key !== "").map((r) => [r.key, r.value] as const);
  return JSON.stringify(Object.fromEntries(fields), null, 2);
}

/** Rows from JSON text, or null when the text is not an object of strings. */
export function jsonToRows(text: string): FieldRow[] | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    if (entries.some(([, v]) => typeof v !== "string")) return null;
    return entries.map(([key, v]) => ({ key, value: v as string }));
  } catch {
    return null;
  }
}
