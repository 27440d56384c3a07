import { MethodBadge } from "../MethodBadge";
import * as styles from "./styles.module.css";

/** "GET /api/v1/streams/{stream}": the method badge and the path template. */
export function ApiEndpoint({ method, path }: { method: string; path: string }) {
  return (
    <p className={styles.endpoint}>
      {/* The space is dropped by the flex layout and kept in the text: "POST /api/v1/...". */}
      <MethodBadge method={method} /> <code className={styles.path}>{path}</code>
    </p>
  );
}
