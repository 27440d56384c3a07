import type { ParameterView } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { SchemaFacts } from "../SchemaTable";
import * as styles from "./styles.module.css";

/** Path, query and header parameters of an operation. */
export function ApiParameters({ parameters }: { parameters: ParameterView[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Parameters</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`}>
            <td className={styles.nameCell}>
              <code className={styles.name}>{p.name}</code>
              <span className={styles.location}>{p.in}</span>
              {p.required && <span className={styles.required}>required</span>}
            </td>
            <td className={styles.type}>{p.type}</td>
            <td>
              <HtmlContent html={p.html} />
              <SchemaFacts facts={p.facts} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
