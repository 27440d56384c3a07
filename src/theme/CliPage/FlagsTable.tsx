import type { ReactNode } from "react";
import { CodeList, ReferenceTable, Required, type ReferenceColumn } from "../ReferenceTable";
import { htmlCell } from "./Html";
import type { CliFlagView } from "./types";
import { BreakableCode, DefaultValue, None } from "./Value";
import * as styles from "./styles.module.css";

const COLUMNS: ReferenceColumn<CliFlagView>[] = [
  { header: "Type", label: "Type", kind: "type", cell: (flag) => flag.type },
  {
    header: "Default",
    label: "Default",
    kind: "text",
    cell: (flag) => <DefaultValue value={flag.default} />,
  },
  {
    header: "Environment variable",
    label: "Environment",
    kind: "text",
    cell: (flag) => (flag.env ? <BreakableCode>{flag.env}</BreakableCode> : <None />),
  },
];

function description(flag: CliFlagView) {
  return (
    <>
      <div {...htmlCell(flag.description)} />
      {flag.allowed.length > 0 && (
        <p className={styles.allowed}>
          Accepted values: <CodeList values={flag.allowed} />
        </p>
      )}
    </>
  );
}

/**
 * One row group per flag: name, type, default and environment variable, then the meaning on a
 * full-width row (five columns do not fit beside the table of contents). Each group is an anchor
 * target (#flag-<name>), linked from search and other pages.
 */
export function FlagsTable({
  items,
  mark,
}: {
  items: readonly CliFlagView[];
  /** What follows a flag's name (a newer docs version's "New since" marker). */
  mark?: ((flag: CliFlagView) => ReactNode) | undefined;
}) {
  return (
    <ReferenceTable
      caption="Flags"
      name={{
        header: "Flag",
        cell: (flag) => (
          <>
            <a href={`#${flag.anchor}`} className={styles.selfLink}>
              <BreakableCode>{`--${flag.name}`}</BreakableCode>
            </a>
            {flag.required && <Required />}
            {mark?.(flag)}
          </>
        ),
      }}
      columns={COLUMNS}
      rows={items}
      rowKey={(flag) => flag.name}
      rowId={(flag) => flag.anchor}
      detail={description}
    />
  );
}
