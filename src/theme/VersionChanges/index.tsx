import { Link } from "gatsby";
import {
  GLANCE_ID,
  envColumns,
  envDefaults,
  envUsesText,
  glanceEmpty,
  kindLabel,
  sectionIsEmpty,
  type ChangedOperationEntry,
  type EnvDefaultCell,
  type EnvChange,
  type GlanceRow,
  type OperationGroup,
  type VersionChangesModel,
  type VersionChangesSection,
} from "@shared/version-changes";
import { BreakableCode } from "../CliPage/Value";
import { MethodBadge } from "../MethodBadge";
import { ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import * as styles from "./styles.module.css";

/**
 * The body of the "API changes since <version>" page: a summary table (what changed, how much, who
 * must act), then the model's sections in order, each an h2
 * with its stable id, operation groups as h3 per tag, lists of links and one-sentence changes, and
 * the environment variables as a reference table. Plain markup: nothing here needs JavaScript.
 */
export function VersionChanges({ model }: { model: VersionChangesModel }) {
  return (
    <div className={styles.changes}>
      <p>{model.intro}</p>
      <section aria-labelledby={GLANCE_ID}>
        <h2 id={GLANCE_ID}>At a glance</h2>
        {model.glance.length > 0 ? (
          <Glance rows={model.glance} from={model.from.label} />
        ) : (
          <p>{glanceEmpty(model)}</p>
        )}
      </section>
      {model.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.title}</h2>
          {sectionIsEmpty(section) ? (
            <p>{section.empty}</p>
          ) : (
            <SectionBody section={section} model={model} />
          )}
        </section>
      ))}
    </div>
  );
}

/** The summary: a row per kind of change, with what it touches or a link to its section. */
function Glance({ rows, from }: { rows: readonly GlanceRow[]; from: string }) {
  const columns: ReadonlyArray<ReferenceColumn<GlanceRow>> = [
    { header: "How many", label: "How many", kind: "type", cell: (row) => row.count },
    {
      header: "Does it affect you?",
      kind: "text",
      cell: (row) => (
        <>
          {row.affects}{" "}
          {row.items.length > 0 ? (
            <span className={styles.glanceItems}>
              {row.items.map((item, i) => (
                <span key={item.text}>
                  {i > 0 && ", "}
                  {item.href ? (
                    <Link to={item.href}>
                      <code>{item.text}</code>
                    </Link>
                  ) : (
                    <code>{item.text}</code>
                  )}
                </span>
              ))}
              .
            </span>
          ) : (
            <a href={`#${row.section}`}>See the list.</a>
          )}
        </>
      ),
    },
  ];
  return (
    <ReferenceTable
      caption={`What changed since ${from}, and whether you must act`}
      name={{ header: "Change", cell: (row) => row.change }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.change}
    />
  );
}

function SectionBody({
  section,
  model,
}: {
  section: VersionChangesSection;
  model: VersionChangesModel;
}) {
  switch (section.kind) {
    case "addedOperations":
    case "removedOperations":
    case "changedOperations":
      return <Groups groups={section.groups} />;
    case "cli":
      return (
        <ul className={styles.entries}>
          {section.commands.map((command) => (
            <li key={command.command}>
              {command.href ? (
                <Link to={command.href}>
                  <code>{command.command}</code>
                </Link>
              ) : (
                <code>{command.command}</code>
              )}
              <ChangeList summaries={command.changes.map((change) => change.summary)} />
            </li>
          ))}
        </ul>
      );
    case "env":
      return <EnvTable variables={section.variables} model={model} />;
  }
}

function Groups({ groups }: { groups: readonly OperationGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.id}>
          <h3 id={group.id}>{group.tag}</h3>
          <ul className={styles.entries}>
            {group.operations.map((op) => (
              <li key={op.operationId}>
                <Operation op={op} />
                <ChangeList summaries={op.changes.map((change) => change.summary)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function Operation({ op }: { op: ChangedOperationEntry }) {
  return (
    <span className={styles.operation}>
      {/* The spaces keep the parts apart in text browsers. */}
      <Link to={op.href}>
        <code>{op.operationId}</code>
      </Link>{" "}
      <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>
    </span>
  );
}

function ChangeList({ summaries }: { summaries: readonly string[] }) {
  if (summaries.length === 0) return null;
  return (
    <ul className={styles.summaries}>
      {summaries.map((summary, i) => (
        <li key={i}>{summary}</li>
      ))}
    </ul>
  );
}

function EnvTable({
  variables,
  model,
}: {
  variables: readonly EnvChange[];
  model: VersionChangesModel;
}) {
  const [name, kind, before, after, usedBy] = envColumns(model.from, model.to);
  const columns: ReadonlyArray<ReferenceColumn<EnvChange>> = [
    { header: kind, label: kind, kind: "text", cell: (v) => kindLabel(v.kind) },
    {
      header: before,
      label: before,
      kind: "type",
      cell: (v) => <DefaultCell value={envDefaults(v).before} />,
    },
    {
      header: after,
      label: after,
      kind: "type",
      cell: (v) => <DefaultCell value={envDefaults(v).after} />,
    },
    { header: usedBy, label: usedBy, kind: "text", cell: (v) => envUsesText(v.usedBy) },
  ];
  return (
    <ReferenceTable
      caption={`Environment variables changed since ${model.from.label}`}
      name={{ header: name, cell: (v) => <BreakableCode>{v.name}</BreakableCode> }}
      columns={columns}
      rows={variables}
      rowKey={(v) => v.name}
    />
  );
}

function DefaultCell({ value }: { value: EnvDefaultCell }) {
  return "value" in value ? <code>{value.value}</code> : <>{value.words}</>;
}
