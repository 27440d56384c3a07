import type { ReactNode } from "react";
import { Link } from "gatsby";
import type { OperationSummary } from "@shared/api";
import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

/**
 * Operations as links: method badge, path, summary. `mark` adds what follows an operation's
 * summary (the overview's "New since" / "Changed since" markers of a newer docs version).
 */
export function ApiOperationList({
  operations,
  mark,
}: {
  operations: OperationSummary[];
  mark?: (operationId: string) => ReactNode;
}) {
  return (
    <ul className={styles.list}>
      {operations.map((op) => (
        <li key={op.operationId} className={styles.item}>
          <Link to={op.href} className={styles.link}>
            {/* The spaces are dropped by the grid, kept in the text (text browsers). */}
            <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>{" "}
            <span className={styles.summary}>
              {op.summary}
              {mark?.(op.operationId)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
