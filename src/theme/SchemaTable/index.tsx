import type { CSSProperties } from "react";
import type { FieldRow, SchemaFact, SchemaRow, VariantRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import * as styles from "./styles.module.css";

/** "Allowed values: `tcp`, `udp`" lines under a description. */
export function SchemaFacts({ facts }: { facts: SchemaFact[] }) {
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}:{" "}
          {fact.values.map((value, i) => (
            <span key={i}>
              {i > 0 && ", "}
              <code>{value}</code>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** Nesting depth as a custom property: the stylesheet indents by it (differently on phones). */
const depthStyle = (depth: number) => ({ "--depth": depth }) as CSSProperties;

function Field({ row }: { row: FieldRow }) {
  return (
    <tr style={depthStyle(row.depth)}>
      <td className={styles.name}>
        {row.parent && <span className={styles.parent}>{row.parent}</span>}
        <code className={styles.key}>{row.name}</code>
        {row.required && <span className={styles.required}>required</span>}
      </td>
      <td className={styles.type}>
        {row.type}
        {row.nullable && " | null"}
      </td>
      <td className={styles.description}>
        <HtmlContent html={row.html} />
        <SchemaFacts facts={row.facts} />
        {row.sameAs !== undefined && (
          <p className={styles.note}>
            Same fields as {row.sameAs ? <code>{row.sameAs}</code> : "the whole body"}, listed
            above.
          </p>
        )}
      </td>
    </tr>
  );
}

function Variant({ row }: { row: VariantRow }) {
  return (
    <tr className={styles.variant} style={depthStyle(row.depth)}>
      <td colSpan={3} className={styles.name}>
        <span className={styles.variantLabel}>
          {row.of ? <code>{row.of}</code> : "The body"}, option {row.index} of {row.count}:{" "}
          <strong>{row.label}</strong>
        </span>
        <HtmlContent html={row.html} className={styles.variantText} />
      </td>
    </tr>
  );
}

/** The fields of a schema: one row per property, nested ones indented, alternatives marked. */
export function SchemaTable({ rows, caption }: { rows: SchemaRow[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) =>
            row.kind === "field" ? <Field key={i} row={row} /> : <Variant key={i} row={row} />,
          )}
        </tbody>
      </table>
    </div>
  );
}
