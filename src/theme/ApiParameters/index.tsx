import type { ReactNode } from "react";
import type { ParameterView } from "@shared/api";
import { HtmlContent } from "../HtmlContent";
import { ReferenceTable, Required, TextGap, type ReferenceColumn } from "../ReferenceTable";
import { SchemaFacts } from "../SchemaTable";
import * as styles from "./styles.module.css";

const COLUMNS: ReferenceColumn<ParameterView>[] = [
  { header: "Type", label: "Type", kind: "type", cell: (p) => p.type },
  {
    header: "Description",
    kind: "text",
    cell: (p) => (
      <>
        <HtmlContent html={p.html} />
        <SchemaFacts facts={p.facts} />
      </>
    ),
  },
];

/** Path, query and header parameters of an operation; `mark` adds what follows a name. */
export function ApiParameters({
  parameters,
  mark,
}: {
  parameters: ParameterView[];
  mark?: ((name: string) => ReactNode) | undefined;
}) {
  return (
    <ReferenceTable
      caption="Parameters"
      name={{
        header: "Name",
        cell: (p) => (
          <>
            <code>{p.name}</code>
            <TextGap />
            <span className={styles.location}>{p.in}</span>
            {p.required && <Required />}
            {mark?.(p.name)}
          </>
        ),
      }}
      columns={COLUMNS}
      rows={parameters}
      rowKey={(p) => `${p.in}:${p.name}`}
    />
  );
}
