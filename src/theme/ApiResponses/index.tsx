import type { ResponseView } from "@shared/api";
import { cx } from "../../theme-common/classNames";
import { ApiBody } from "../ApiBody";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import * as styles from "./styles.module.css";

function statusClass(status: string) {
  if (status.startsWith("2")) return styles.success;
  if (status.startsWith("4")) return styles.clientError;
  return styles.serverError;
}

/** Every status code the operation declares, with its headers and bodies. */
export function ApiResponses({ responses }: { responses: ResponseView[] }) {
  return (
    <>
      {responses.map((response) => (
        <section key={response.status} className={styles.response}>
          <Heading level={3} id={`response-${response.status}`}>
            <span className={cx(styles.status, statusClass(response.status))}>
              {response.status}
            </span>{" "}
            {response.reason}
          </Heading>
          <HtmlContent html={response.html} />
          {response.headers.length > 0 && (
            <table className={styles.headers}>
              <caption className="visually-hidden">
                Headers of the {response.status} response
              </caption>
              <thead>
                <tr>
                  <th scope="col">Header</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {response.headers.map((header) => (
                  <tr key={header.name}>
                    <td>
                      <code>{header.name}</code>
                    </td>
                    <td>{header.type}</td>
                    <td>
                      <HtmlContent html={header.html} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <ApiBody
            contents={response.contents}
            caption={`Fields of the ${response.status} response`}
          />
        </section>
      ))}
    </>
  );
}
