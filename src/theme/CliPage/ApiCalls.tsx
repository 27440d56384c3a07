import { Link } from "gatsby";
import { apiOperationRoute } from "@shared/routes";
import type { ApiOperationView } from "./types";
import * as styles from "./styles.module.css";

/** The REST API operations a command calls, in order, linking to their reference pages. */
export function ApiCalls({
  operationIds,
  operations,
}: {
  operationIds: readonly string[];
  operations: readonly ApiOperationView[];
}) {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  return (
    <ul className={styles.apiList}>
      {operationIds.map((id) => {
        const op = byId.get(id);
        return (
          <li key={id}>
            {op ? (
              <>
                <Link to={apiOperationRoute(op.slug)} className={styles.apiLink}>
                  <span className={styles.method}>{op.method}</span> <code>{op.path}</code>
                </Link>{" "}
                {op.summary} (<code>{id}</code>)
              </>
            ) : (
              <code>{id}</code>
            )}
          </li>
        );
      })}
    </ul>
  );
}
