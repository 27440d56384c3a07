import type { ReactNode } from "react";
import { cx } from "../../theme-common/classNames";
import {
  checkUnique,
  planEntry,
  type EntryPlan,
  type NameColumn,
  type ReferenceColumn,
  type ReferenceTableOptions,
} from "./model";
import * as styles from "./styles.module.css";

export type { ColumnKind, NameColumn, ReferenceColumn } from "./model";

export interface ReferenceTableProps<Row> extends ReferenceTableOptions<Row> {
  /** Names the table for screen readers (the caption is visually hidden). */
  caption: string;
  name: NameColumn<Row>;
  columns: readonly ReferenceColumn<Row>[];
  rows: readonly Row[];
  /**
   * A full-width row under each entry's cells (the CLI tables: five columns do not fit beside the
   * table of contents). With it, each entry is a row group (`<tbody>`) that carries the anchor.
   */
  detail?: (row: Row) => ReactNode;
}

/**
 * The Name/Type/Description tables of the reference (API parameters, headers, schemas, scopes,
 * statuses, CLI flags and variables): columns declared once, one `<th scope="row">` naming each
 * entry, optional anchors, and one card per entry at the mobile breakpoint (styles.module.css).
 */
export function ReferenceTable<Row>(props: ReferenceTableProps<Row>) {
  const { caption, name, columns, rows, detail } = props;
  const width = columns.length + 1;
  const entries = rows.map((row, i) => {
    const spanContent = props.span?.(row) ?? null;
    return { row, spanContent, plan: planEntry(row, i, props, spanContent) };
  });
  checkUnique(
    entries.map((entry) => entry.plan),
    caption,
  );

  const cells = (row: Row) => (
    <>
      <th scope="row" className={cx(styles.name, name.className)}>
        {name.cell(row)}
      </th>
      {columns.map((column, i) => (
        <td
          key={i}
          data-label={column.label}
          className={cx(column.kind === "type" && styles.type, column.className)}
        >
          {column.cell(row)}
        </td>
      ))}
    </>
  );

  /** One entry's row; `attributes` (anchor, depth, card) go on the row unless a group holds it. */
  const entryRow = (row: Row, plan: EntryPlan, spanContent: ReactNode, attributes: boolean) =>
    plan.spanning ? (
      <tr
        key={plan.key}
        id={attributes ? plan.id : undefined}
        className={cx(styles.span, attributes && styles.entry)}
        style={attributes ? plan.style : undefined}
      >
        <td colSpan={width}>{spanContent}</td>
      </tr>
    ) : (
      <tr
        key={plan.key}
        id={attributes ? plan.id : undefined}
        className={attributes ? styles.entry : styles.head}
        style={attributes ? plan.style : undefined}
      >
        {cells(row)}
      </tr>
    );

  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{name.header}</th>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      {detail ? (
        entries.map(({ row, plan, spanContent }) => (
          <tbody key={plan.key} id={plan.id} className={styles.entry} style={plan.style}>
            {entryRow(row, plan, spanContent, false)}
            <tr>
              <td colSpan={width} className={styles.detail}>
                {detail(row)}
              </td>
            </tr>
          </tbody>
        ))
      ) : (
        <tbody>
          {entries.map(({ row, plan, spanContent }) => entryRow(row, plan, spanContent, true))}
        </tbody>
      )}
    </table>
  );
}

/**
 * A space that only the text needs: a name cell's parts are set apart by CSS alone (a block,
 * a margin), so a text browser, a copy-paste or a reader without styles would run them together
 * ("pipelinepathrequired"). Visually hidden (out of the flow), it leaves the layout as it is.
 * Elsewhere, between flex or grid items, a plain space does the same, since CSS drops it there.
 */
export function TextGap() {
  return <span className="visually-hidden"> </span>;
}

/** "required" beside an entry's name, the same in every table. */
export function Required() {
  return (
    <>
      <TextGap />
      <span className={styles.required}>required</span>
    </>
  );
}

/** Values in code, one after the other: "`tcp`, `udp`" or, with `separator=" and "`, "`a` and `b`". */
export function CodeList({
  values,
  separator = ", ",
}: {
  values: readonly string[];
  separator?: string;
}) {
  return (
    <>
      {values.map((value, i) => (
        <span key={i}>
          {i > 0 && separator}
          <code>{value}</code>
        </span>
      ))}
    </>
  );
}
