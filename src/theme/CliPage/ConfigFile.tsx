import { CodeBlock } from "../CodeBlock";
import { Heading } from "../Heading";
import { CodeList, ReferenceTable, Required, type ReferenceColumn } from "../ReferenceTable";
import { Html, htmlCell } from "./Html";
import type { CliConfigFileView, CliConfigKeyView } from "./types";
import { BreakableCode, DefaultValue, KeyPath, None } from "./Value";
import * as styles from "./styles.module.css";

const COLUMNS: ReferenceColumn<CliConfigKeyView>[] = [
  { header: "Type", label: "Type", kind: "type", cell: (key) => key.type },
  {
    header: "Default",
    label: "Default",
    kind: "text",
    cell: (key) => <DefaultValue value={key.default} />,
  },
  {
    header: "Environment variable",
    label: "Environment",
    kind: "text",
    cell: (key) => (key.env ? <BreakableCode>{key.env}</BreakableCode> : <None />),
  },
];

/** How deep a key sits below its top-level block: `services.http.bind` is 2. */
function depth(key: CliConfigKeyView): number {
  return key.path.replace(/ "[^"]*"/g, "").split(".").length - 1;
}

function description(key: CliConfigKeyView) {
  return (
    <>
      <div {...htmlCell(key.description)} />
      {key.allowed.length > 0 && (
        <p className={styles.allowed}>
          {key.type === "block" ? "Accepted labels: " : "Accepted values: "}
          <CodeList values={key.allowed} />
        </p>
      )}
    </>
  );
}

/**
 * The configuration file a binary reads: how to name it and how it combines with the
 * environment, a whole example file, then one table per top-level block (under an h3 heading,
 * listed in the table of contents) with a row group per key: path, type, default and
 * environment variable, then the meaning on a full-width row. Each key is an anchor target
 * (#config-<path>); nested keys are indented under their block.
 */
export function ConfigFile({ config }: { config: CliConfigFileView }) {
  return (
    <>
      <p>
        The file is named by the{" "}
        <a href={`#${config.flagAnchor}`}>
          <code>--{config.flag}</code>
        </a>{" "}
        flag.
      </p>
      <Html html={config.description} />
      {config.example && (
        <CodeBlock
          language={config.format}
          title={config.example.title}
          tokens={config.example.tokens}
        />
      )}
      {config.groups.map((group) => (
        <div key={group.id}>
          <Heading level={3} id={group.id}>
            {group.title}
          </Heading>
          <ReferenceTable
            caption={`Configuration file: ${group.title}`}
            name={{
              header: "Key",
              cell: (key) => (
                <>
                  <a href={`#${key.anchor}`} className={styles.selfLink}>
                    <KeyPath>{key.path}</KeyPath>
                  </a>
                  {key.required && <Required />}
                </>
              ),
            }}
            columns={COLUMNS}
            rows={group.keys}
            rowKey={(key) => key.path}
            rowId={(key) => key.anchor}
            rowDepth={depth}
            detail={description}
          />
        </div>
      ))}
    </>
  );
}
