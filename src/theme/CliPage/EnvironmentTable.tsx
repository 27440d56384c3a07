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
export function EnvironmentTable({ variables }: { variables: CliCommandView["environment"] }) {
  return (
    <ReferenceTable
      caption="Environment variables"
      name={{
        header: "Variable",
        cell: (variable) => <BreakableCode>{variable.name}</BreakableCode>,
      }}
      columns={COLUMNS}
      rows={variables}
      rowKey={(variable) => variable.name}
      detail={(variable) => <div {...htmlCell(variable.description)} />}
    />
  );
}
