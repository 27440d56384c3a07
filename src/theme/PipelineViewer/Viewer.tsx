import { Fragment, useId, useMemo, useState, type ChangeEvent } from "react";
import { checkFlow, type FlowProblem, type FlowRules } from "@shared/flow/check";
import { drawFlow } from "@shared/flow/draw";
import * as diagram from "../Diagram/styles.module.css";
import { toolStyles } from "../LazyTool";
import * as styles from "./Viewer.module.css";

const KIND_WORDS: Record<FlowProblem["kind"], string> = {
  json: "JSON",
  schema: "Schema",
  "node-type": "Node type",
  duplicate: "Duplicate id",
  edge: "Edge",
  condition: "Condition",
  unreachable: "Unreachable",
};

const NAME_GROUPS = [
  ["transformers", "Transformers"],
  ["forwarders", "Forwarders"],
  ["pipelines", "Pipelines"],
  ["streams", "Streams"],
  ["metrics", "Metrics"],
] as const;

/** A flow to start from: the pipelines guide's example, valid in both documented versions. */
const EXAMPLE = `{
  "version": 2,
  "nodes": [
    { "id": "direct", "type": "source", "position": { "x": 0, "y": 0 }, "data": { "type": "direct" } },
    { "id": "normalize", "type": "transform", "position": { "x": 250, "y": 0 }, "data": { "transformer": "normalize" } },
    { "id": "store-app", "type": "router", "position": { "x": 500, "y": -100 }, "data": { "stream": "app" } },
    { "id": "is-error", "type": "switch", "position": { "x": 500, "y": 100 }, "data": { "condition": "level in [\\"error\\", \\"fatal\\"]" } },
    { "id": "page-oncall", "type": "forwarder", "position": { "x": 750, "y": 100 }, "data": { "forwarder": "oncall-webhook" } }
  ],
  "edges": [
    { "id": "e1", "source": "direct", "target": "normalize" },
    { "id": "e2", "source": "normalize", "target": "store-app" },
    { "id": "e3", "source": "normalize", "target": "is-error" },
    { "id": "e4", "source": "is-error", "target": "page-oncall" }
  ]
}
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The pipeline viewer: the reader's flow (pasted, or read from a file with the File API) is
 * checked against the chosen FlowG version's rules and drawn, in the browser. Nothing is sent
 * anywhere: the page makes no request for it.
 */
export function Viewer({ rules }: { rules: readonly FlowRules[] }) {
  const id = useId();
  const [text, setText] = useState("");
  const [versionIndex, setVersionIndex] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const chosen = rules[versionIndex];

  const result = useMemo(
    () => (chosen && text.trim() ? checkFlow(text, chosen) : null),
    [text, chosen],
  );
  const drawing = useMemo(() => {
    if (!result?.graph) return null;
    const marked = new Set(result.problems.flatMap((problem) => problem.nodeId ?? []));
    return drawFlow(result.graph, {
      id: `${id.replace(/:/g, "")}-flow`,
      title: "Your pipeline flow",
      marked,
    });
  }, [result, id]);

  const openFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setFileError(null);
    file.text().then(setText, () => setFileError(`${file.name} could not be read.`));
  };

  if (!chosen) return <p>The viewer has no FlowG version to check against.</p>;
  const problems = result?.problems ?? [];
  const summary = !result
    ? "Paste a flow, open a file or load the example."
    : problems.length
      ? `${plural(problems.length, "problem", "problems")} found for FlowG v${chosen.version}.`
      : `No problems found for FlowG v${chosen.version}.`;
  const names = result?.names;

  return (
    <div className={styles.viewer} data-pipeline-viewer="ready">
      <div className={toolStyles.bar}>
        <label htmlFor={`${id}-version`}>FlowG version of the flow</label>
        <select
          id={`${id}-version`}
          className={toolStyles.control}
          value={versionIndex}
          onChange={(event) => setVersionIndex(Number(event.target.value))}
        >
          {rules.map((rule, index) => (
            <option key={rule.version} value={index}>
              v{rule.version}
              {index === 0 ? " (current)" : ""}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-file`}>Open a file</label>
        <input
          id={`${id}-file`}
          className={toolStyles.control}
          type="file"
          accept=".json,application/json"
          onChange={openFile}
        />
        <button type="button" className={toolStyles.button} onClick={() => setText(EXAMPLE)}>
          Load the example
        </button>
      </div>
      {fileError && <p role="alert">{fileError}</p>}
      <label htmlFor={`${id}-text`} className={styles.label}>
        Flow JSON
      </label>
      <textarea
        id={`${id}-text`}
        className={`${toolStyles.control} ${styles.text}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={14}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        The output of <code>flowg-client pipeline export --format json</code>, or the{" "}
        <code>flow</code> of a save or test request. It stays in this page: nothing is sent.
      </p>

      <p role="status" className={styles.summary} data-problems={problems.length}>
        {summary}
      </p>
      {problems.length > 0 && (
        <ol className={styles.problems} aria-label="Problems">
          {problems.map((problem, index) => (
            <li key={index} data-kind={problem.kind}>
              <span className={styles.kind}>{KIND_WORDS[problem.kind]}</span> {problem.message}
            </li>
          ))}
        </ol>
      )}
      {drawing && (
        <figure className={diagram.diagram}>
          <div
            className={diagram.scroll}
            style={{ ["--diagram-width" as string]: drawing.width }}
            tabIndex={0}
            role="group"
            aria-label="Drawing of your flow, scrolls sideways"
            dangerouslySetInnerHTML={{ __html: drawing.svg }}
          />
          {problems.some((problem) => problem.nodeId) && (
            <figcaption className={diagram.caption}>
              Nodes with a problem have a dashed frame.
            </figcaption>
          )}
        </figure>
      )}
      {names && NAME_GROUPS.some(([key]) => names[key].length > 0) && (
        <>
          <p className={styles.hint}>
            The names this flow uses; check that each exists on the server you save it to:
          </p>
          <dl className={styles.names}>
            {NAME_GROUPS.filter(([key]) => names[key].length > 0).map(([key, label]) => (
              <Fragment key={key}>
                <dt>{label}</dt>
                <dd>
                  {names[key].map((name, index) => (
                    <Fragment key={name}>
                      {index > 0 && ", "}
                      <code>{name}</code>
                    </Fragment>
                  ))}
                </dd>
              </Fragment>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
