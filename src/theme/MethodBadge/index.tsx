import { cx } from "../../theme-common/classNames";
import * as styles from "./styles.module.css";

const COLOURS: Record<string, string | undefined> = {
  GET: styles.get,
  POST: styles.post,
  PUT: styles.put,
  PATCH: styles.patch,
  DELETE: styles.remove,
};

/** The HTTP method of an operation, as a coloured label ("GET", "DELETE", ...). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={cx(styles.badge, COLOURS[method] ?? styles.other)}>{method}</span>;
}
