import { Link } from "gatsby";
import type { CliApiCallView } from "./types";
import * as styles from "./styles.module.css";

/** The REST API operations a command calls, in order, linking to their reference pages. */
export function ApiCalls({ calls }: { calls: readonly CliApiCallView[] }) {
  return (
    <ul className={styles.apiList}>
      {calls.map((call) => (
        <li key={call.operationId}>
          <Link to={call.route} className={styles.apiLink}>
            <span className={styles.method}>{call.method}</span> <code>{call.path}</code>
          </Link>{" "}
          {call.summary} (<code>{call.operationId}</code>)
        </li>
      ))}
    </ul>
  );
}
