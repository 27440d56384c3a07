import type { SchemaView, StatusRow } from "@shared/api";
import { errorBodyProse } from "@shared/api-wording";
import { HtmlContent } from "../HtmlContent";
import { Prose } from "../Prose";
import { ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import { SchemaTable } from "../SchemaTable";
import * as styles from "./styles.module.css";

const COLUMNS: ReferenceColumn<StatusRow>[] = [
  {
    header: <code>status</code>,
    label: "status",
    kind: "text",
    className: styles.status,
    cell: (row) => (row.status ? <code>{row.status}</code> : "—"),
  },
  { header: "When", kind: "text", cell: (row) => row.meaning },
];

/** The error body and the status codes (the wording is shared with the page's Markdown copy). */
export function Errors({ errorBody, statuses }: { errorBody: SchemaView; statuses: StatusRow[] }) {
  const words = errorBodyProse(errorBody.name);
  return (
    <>
      <Prose nodes={words.before} />
      <HtmlContent html={errorBody.html} />
      <SchemaTable rows={errorBody.rows} caption="Fields of the error body" />
      <Prose nodes={words.statuses} />
      <ReferenceTable
        caption="HTTP status codes"
        name={{
          header: "HTTP",
          className: styles.http,
          cell: (row) => (
            <>
              {row.http} {row.reason}
            </>
          ),
        }}
        columns={COLUMNS}
        rows={statuses}
        rowKey={(row) => row.http}
      />
    </>
  );
}
