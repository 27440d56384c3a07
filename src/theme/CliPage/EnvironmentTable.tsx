import type { ReactNode } from "react";
import { ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import { htmlCell } from "./Html";
import type { CliCommandView } from "./types";
import { BreakableCode, DefaultValue } from "./Value";

type Variable = CliCommandView["environment"][number];

const COLUMNS: ReferenceColumn<Variable>[] = [
  {
    header: "Default",
    label: "Default",
    kind: "text",
    cell: (variable) => <DefaultValue value={variable.default} />,
  },
];

/** Variables the command reads that have no flag; laid out like the flags table. */
export function EnvironmentTable({
  variables,
  mark,
}: {
  variables: CliCommandView["environment"];
  /** What follows a variable's name (a newer docs version's "New since" marker). */
  mark?: ((name: string) => ReactNode) | undefined;
}) {
  return (
    <ReferenceTable
      caption="Environment variables"
      name={{
        header: "Variable",
        cell: (variable) => (
          <>
            <BreakableCode>{variable.name}</BreakableCode>
            {mark?.(variable.name)}
          </>
        ),
      }}
      columns={COLUMNS}
      rows={variables}
      rowKey={(variable) => variable.name}
      detail={(variable) => <div {...htmlCell(variable.description)} />}
    />
  );
}
