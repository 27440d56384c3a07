import { htmlCell } from "./Html";
import type { CliCommandView } from "./types";
import { BreakableCode, DefaultValue } from "./Value";
import * as styles from "./styles.module.css";

/** Variables the command reads that have no flag; laid out like the flags table. */
export function EnvironmentTable({ variables }: { variables: CliCommandView["environment"] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
        </tr>
      </thead>
      {variables.map((variable) => (
        <tbody key={variable.name} className={styles.group}>
          <tr className={styles.head}>
            <th scope="row" className={styles.name}>
              <BreakableCode>{variable.name}</BreakableCode>
            </th>
            <td data-label="Default">
              <DefaultValue value={variable.default} />
            </td>
          </tr>
          <tr>
            <td colSpan={2} className={styles.description}>
              <div {...htmlCell(variable.descriptionHtml)} />
            </td>
          </tr>
        </tbody>
      ))}
    </table>
  );
}
