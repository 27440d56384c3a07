import { Link } from "gatsby";
import type { ScopeRow } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { MethodBadge } from "../MethodBadge";
import { CodeList, ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import * as styles from "./styles.module.css";

const COLUMNS: ReferenceColumn<ScopeRow>[] = [
  {
    header: "Operations",
    kind: "text",
    cell: (row) => (
      <ul className={styles.operations}>
        {row.operations.map((op) => (
          <li key={op.operationId}>
            <MethodBadge method={op.method} /> <Link to={op.href}>{op.summary}</Link>
            {op.together.length > 0 && (
              <span className={styles.together}>
                {" "}
                (with <CodeList values={op.together} separator=" and " />)
              </span>
            )}
          </li>
        ))}
      </ul>
    ),
  },
];

/** Each scope and the operations it opens (built from the operations' x-flowg-permission). */
export function ApiScopeTable({ rows }: { rows: ScopeRow[] }) {
  return (
    <ReferenceTable
      caption="Scopes and the operations they allow"
      name={{
        header: "Scope",
        className: styles.scope,
        cell: (row) => (
          <>
            <code>{row.scope}</code>
            <HtmlContent html={row.html} className={styles.note} />
          </>
        ),
      }}
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.scope}
      rowId={(row) => `scope-${row.scope}`}
    />
  );
}
