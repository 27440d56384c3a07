import type { ReactNode } from "react";
import type { FieldRow, SchemaFact, SchemaRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { CodeList, ReferenceTable, Required, type ReferenceColumn } from "../ReferenceTable";
import * as styles from "./styles.module.css";

/** "Allowed values: `tcp`, `udp`" lines under a description. */
export function SchemaFacts({ facts }: { facts: SchemaFact[] }) {
  if (facts.length === 0) return null;
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}: <CodeList values={fact.values} />
        </li>
      ))}
    </ul>
  );
}

/** Cells of field rows; variant rows span the table instead (see `variant` below). */
const field = (row: SchemaRow): FieldRow => {
  if (row.kind !== "field") throw new Error(`SchemaTable: a ${row.kind} row has no cells`);
  return row;
};

const COLUMNS: ReferenceColumn<SchemaRow>[] = [
  {
    header: "Type",
    label: "Type",
    kind: "type",
    cell: (row) => {
      const { type, nullable } = field(row);
      return (
        <>
          {type}
          {nullable && " | null"}
        </>
      );
    },
  },
  {
    header: "Description",
    kind: "text",
    cell: (row) => {
      const { html, facts, sameAs } = field(row);
      return (
        <>
          <HtmlContent html={html} />
          <SchemaFacts facts={facts} />
          {sameAs !== undefined && (
            <p className={styles.note}>
              Same fields as {sameAs ? <code>{sameAs}</code> : "the whole body"}, listed above.
            </p>
          )}
        </>
      );
    },
  },
];

/** What a table shows after a field's name, by the field's path (`records[].fields`). */
export type FieldMark = (path: string) => ReactNode;

function nameCell(row: SchemaRow, mark?: FieldMark) {
  const { parent, name, required } = field(row);
  return (
    <>
      {parent && <span className={styles.parent}>{parent}</span>}
      <code>{name}</code>
      {required && <Required />}
      {mark?.(parent + name)}
    </>
  );
}

/** "`flow.nodes[]`, option 1 of 2: **SourceNode**", then what the option is. */
function variant(row: SchemaRow) {
  if (row.kind !== "variant") return null;
  return (
    <>
      <span className={styles.variantLabel}>
        {row.of ? <code>{row.of}</code> : "The body"}, option {row.index} of {row.count}:{" "}
        <strong>{row.label}</strong>
      </span>
      <HtmlContent html={row.html} className={styles.variantText} />
    </>
  );
}

/**
 * The fields of a schema: one row per property, nested ones indented, alternatives marked;
 * `mark` adds what follows a field's name (the "New since" markers of a newer docs version).
 */
export function SchemaTable({
  rows,
  caption,
  mark,
}: {
  rows: SchemaRow[];
  caption: string;
  mark?: FieldMark | undefined;
}) {
  if (rows.length === 0) return null;
  return (
    <ReferenceTable
      caption={caption}
      name={{ header: "Field", cell: (row) => nameCell(row, mark), className: styles.name }}
      columns={COLUMNS}
      rows={rows}
      rowKey={(_, i) => String(i)}
      rowDepth={(row) => row.depth}
      span={variant}
    />
  );
}
