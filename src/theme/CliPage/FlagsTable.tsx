import { htmlCell } from "./Html";
import type { CliFlagView } from "./types";
import { BreakableCode, DefaultValue, None } from "./Value";
import * as styles from "./styles.module.css";

/**
 * One row group per flag: name, type, default and environment variable on a shaded row, the
 * meaning on a full-width row below it (five columns do not fit beside the table of contents).
 * Each group is an anchor target (#flag-<name>) so other pages can link to a flag. On narrow
 * screens the groups become cards (see styles.module.css).
 */
export function FlagsTable({ items }: { items: readonly CliFlagView[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Environment variable</th>
        </tr>
      </thead>
      {items.map((flag) => (
        <tbody key={flag.name} id={flag.anchor} className={styles.group}>
          <tr className={styles.head}>
            <th scope="row" className={styles.name}>
              <a href={`#${flag.anchor}`} className={styles.selfLink}>
                <BreakableCode>{`--${flag.name}`}</BreakableCode>
              </a>
              {flag.required && <span className={styles.badge}>required</span>}
            </th>
            <td data-label="Type" className={styles.type}>
              {flag.type}
            </td>
            <td data-label="Default">
              <DefaultValue value={flag.default} />
            </td>
            <td data-label="Environment">
              {flag.env ? <BreakableCode>{flag.env}</BreakableCode> : <None />}
            </td>
          </tr>
          <tr>
            <td colSpan={4} className={styles.description}>
              <div {...htmlCell(flag.descriptionHtml)} />
              {flag.allowed.length > 0 && (
                <p className={styles.allowed}>
                  Accepted values:{" "}
                  {flag.allowed.map((value, i) => (
                    <span key={value}>
                      {i > 0 && ", "}
                      <code>{value}</code>
                    </span>
                  ))}
                </p>
              )}
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}
