import { useState, type ComponentType } from "react";
import type * as VrlEditorModule from "../VrlEditor";
import * as styles from "./styles.module.css";

export interface VrlRunProps {
  name: string;
  script: string;
  /** The example's input record, as JSON. */
  input: string;
  /** Why VRL 0.25 cannot run this example, when it cannot. */
  serverOnly?: string;
}

/**
 * The Run button under a verified VRL example (node/mdx/remark-vrl-examples.ts). The editor
 * and the engine load on the first press only; until then the page carries this button and the
 * example's script and record, nothing else.
 */
export function VrlRun({ name, script, input, serverOnly }: VrlRunProps) {
  const [editor, setEditor] = useState<{
    Editor: ComponentType<VrlEditorModule.VrlEditorProps>;
    Note: ComponentType;
  } | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  if (serverOnly) {
    return (
      <p className={styles.serverOnly} data-vrl-run={name}>
        Runs only on FlowG&apos;s server, not in this page&apos;s VRL 0.25: {serverOnly}
      </p>
    );
  }
  if (editor) {
    const { Editor, Note } = editor;
    return (
      <div className={styles.open} data-vrl-run={name}>
        <Editor initialScript={script} initialRecordJson={input} runOnOpen focusOnOpen />
        <p className={styles.note}>
          <Note />
        </p>
      </div>
    );
  }
  const open = () => {
    setState("loading");
    import(/* webpackChunkName: "vrl-editor" */ "../VrlEditor")
      .then((module) => setEditor({ Editor: module.VrlEditor, Note: module.RunNote }))
      .catch(() => setState("failed"));
  };
  return (
    <div className={styles.bar} data-vrl-run={name}>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        aria-busy={state === "loading"}
        aria-label={`Run the ${name} example`}
      >
        <span aria-hidden="true">▶ </span>Run
      </button>
      <span className={styles.caption}>
        {state === "failed"
          ? "The editor could not load. Check your connection and press Run again."
          : "Edit and run this example in your browser"}
      </span>
    </div>
  );
}
