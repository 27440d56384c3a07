import type { SchemaView, StatusRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
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

/** The error body and the status codes. */
export function Errors({ errorBody, statuses }: { errorBody: SchemaView; statuses: StatusRow[] }) {
  return (
    <>
      <p>
        A failed call answers with an HTTP error status and an <code>{errorBody.name}</code> object:
      </p>
      <HtmlContent html={errorBody.html} />
      <SchemaTable rows={errorBody.rows} caption="Fields of the error body" />
      <p>
        The <code>status</code> field names the HTTP status. These are the codes the operations
        declare:
      </p>
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
