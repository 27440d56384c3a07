import type { SchemaView, StatusRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { SchemaTable } from "../SchemaTable";
import * as styles from "./styles.module.css";

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
      <table className={styles.statuses}>
        <caption className="visually-hidden">HTTP status codes</caption>
        <thead>
          <tr>
            <th scope="col">HTTP</th>
            <th scope="col">
              <code>status</code>
            </th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((row) => (
            <tr key={row.http}>
              <td className={styles.http}>
                {row.http} {row.reason}
              </td>
              <td className={styles.status}>{row.status ? <code>{row.status}</code> : "—"}</td>
              <td>{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
