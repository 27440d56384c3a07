import type { CSSProperties, ReactNode } from "react";

/**
 * What a column's cells hold: "type" cells are set in the code font and kept on one line on wide
 * screens; "text" cells are prose. In the card layout (narrow screens) a cell with a `label` shows
 * it before its content ("Default: false"), since the column headers are hidden there.
 */
export type ColumnKind = "type" | "text";

export interface ReferenceColumn<Row> {
  /** Text of the column header (`<th scope="col">`). */
  header: ReactNode;
  kind: ColumnKind;
  /** Shown before the cell in the card layout; none for a description. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** Extra class of the cells (typography of one table only). */
  className?: string;
}

/** The first column names the entry: its cells are row headers (`<th scope="row">`). */
export interface NameColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface ReferenceTableOptions<Row> {
  /** React key of an entry (the position when nothing else is unique). */
  rowKey: (row: Row, index: number) => string;
  /** Anchor of an entry, for links to it (`flag-max-size`, `scope-read_streams`). */
  rowId?: (row: Row) => string | undefined;
  /** Nesting level of an entry (schema fields): indents it. */
  rowDepth?: (row: Row) => number;
  /**
   * Content of a row that spans every column instead of having cells (the schema's "option 1 of
   * 2" rows); `null` for an ordinary entry.
   */
  span?: (row: Row) => ReactNode | null;
}

/** How one entry is laid out: the pure part of the table, tested on its own. */
export interface EntryPlan {
  key: string;
  id: string | undefined;
  /** Sets `--depth` for the stylesheet, only when the entry is nested. */
  style: CSSProperties | undefined;
  /** The entry is one full-width row. */
  spanning: boolean;
}

export function planEntry<Row>(
  row: Row,
  index: number,
  options: ReferenceTableOptions<Row>,
  spanContent: ReactNode | null,
): EntryPlan {
  const key = options.rowKey(row, index);
  const depth = options.rowDepth?.(row) ?? 0;
  if (!Number.isInteger(depth) || depth < 0) {
    throw new Error(`ReferenceTable: entry "${key}" has depth ${depth}`);
  }
  return {
    key,
    id: options.rowId?.(row),
    style: options.rowDepth ? ({ "--depth": depth } as CSSProperties) : undefined,
    spanning: spanContent !== null && spanContent !== undefined,
  };
}

/** Fails on two entries with the same key or anchor (React keys and ids must be unique). */
export function checkUnique(plans: readonly EntryPlan[], caption: string): void {
  const seen = new Set<string>();
  for (const plan of plans) {
    for (const value of [`key ${plan.key}`, plan.id && `id ${plan.id}`]) {
      if (!value) continue;
      if (seen.has(value)) throw new Error(`ReferenceTable "${caption}": duplicate ${value}`);
      seen.add(value);
    }
  }
}
