import { Link } from "gatsby";
import type { ScopeRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

/** Each scope and the operations it opens (built from the operations' x-flowg-permission). */
export function ApiScopeTable({ rows }: { rows: ScopeRow[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Scopes and the operations they allow</caption>
      <thead>
        <tr>
          <th scope="col">Scope</th>
          <th scope="col">Operations</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.scope} id={`scope-${row.scope}`}>
            <th scope="row" className={styles.scope}>
              <code>{row.scope}</code>
              <HtmlContent html={row.html} className={styles.note} />
            </th>
            <td>
              <ul className={styles.operations}>
                {row.operations.map((op) => (
                  <li key={op.operationId}>
                    <MethodBadge method={op.method} /> <Link to={op.href}>{op.summary}</Link>
                    {op.together.length > 0 && (
                      <span className={styles.together}>
                        {" "}
                        (with{" "}
                        {op.together.map((scope, i) => (
                          <span key={scope}>
                            {i > 0 && " and "}
                            <code>{scope}</code>
                          </span>
                        ))}
                        )
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
