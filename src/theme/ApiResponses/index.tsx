import type { HeaderView, ResponseView } from "@shared/api";
import { cx } from "../../theme-common/classNames";
import { ApiBody } from "../ApiBody";
import type { FieldMark } from "../SchemaTable";
import { Heading } from "../Heading";
import { HtmlContent } from "../HtmlContent";
import { ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import * as styles from "./styles.module.css";

function statusClass(status: string) {
  if (status.startsWith("2")) return styles.success;
  if (status.startsWith("4")) return styles.clientError;
  return styles.serverError;
}

const HEADER_COLUMNS: ReferenceColumn<HeaderView>[] = [
  { header: "Type", label: "Type", kind: "type", cell: (header) => header.type },
  { header: "Description", kind: "text", cell: (header) => <HtmlContent html={header.html} /> },
];

/**
 * Every status code the operation declares, with its headers and bodies; `mark` goes to the
 * field tables of the success (2xx) bodies, those a version diff compares.
 */
export function ApiResponses({
  responses,
  mark,
}: {
  responses: ResponseView[];
  mark?: FieldMark | undefined;
}) {
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
            <ReferenceTable
              caption={`Headers of the ${response.status} response`}
              name={{ header: "Header", cell: (header) => <code>{header.name}</code> }}
              columns={HEADER_COLUMNS}
              rows={response.headers}
              rowKey={(header) => header.name}
            />
          )}
          <ApiBody
            contents={response.contents}
            caption={`Fields of the ${response.status} response`}
            mark={response.status.startsWith("2") ? mark : undefined}
          />
        </section>
      ))}
    </>
  );
}
