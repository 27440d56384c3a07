import { Link } from "gatsby";
import {
  envColumns,
  envDefaults,
  envUsesText,
  kindLabel,
  sectionIsEmpty,
  type ChangedOperationEntry,
  type EnvDefaultCell,
  type EnvChange,
  type OperationGroup,
  type VersionChangesModel,
  type VersionChangesSection,
} from "@shared/version-changes";
import { BreakableCode } from "../CliPage/Value";
import { MethodBadge } from "../MethodBadge";
import { ReferenceTable, type ReferenceColumn } from "../ReferenceTable";
import * as styles from "./styles.module.css";

/**
 * The body of the "API changes since <version>" page: the model's sections in order, each an h2
 * with its stable id, operation groups as h3 per tag, lists of links and one-sentence changes, and
 * the environment variables as a reference table. Plain markup: nothing here needs JavaScript.
 */
export function VersionChanges({ model }: { model: VersionChangesModel }) {
  return (
    <div className={styles.changes}>
      <p>{model.intro}</p>
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
