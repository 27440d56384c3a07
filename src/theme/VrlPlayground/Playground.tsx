import { useCallback, useId, useMemo, useState } from "react";
import {
  stateFromHash,
  stateToHash,
  testTransformerCurl,
  type PlaygroundState,
  type VrlPreset,
} from "@shared/vrl/playground";
import { rulesSentence, useFlowgVersion } from "../../theme-common/vrl/version";
import { CodeText } from "../CodeText";
import { VrlEditor } from "../VrlEditor";
import { toolStyles } from "../LazyTool";
import * as styles from "./styles.module.css";

/** The longest state kept in the page's address (and so in a shared link), in characters. */
export const MAX_LINK_CHARS = 64 * 1024;

/** Presets, the editor side by side with its output, a share link and the same test as curl. */
export function Playground({ presets }: { presets: readonly VrlPreset[] }) {
  const id = useId();
  // Mounted in the browser only (see index.tsx), so the URL can be read right away.
  const [initial, setInitial] = useState<PlaygroundState>(
    () =>
      stateFromHash(window.location.hash) ?? {
        script: presets[0]?.script ?? '.message = "hello"',
        recordJson: presets[0]?.input ?? "{}",
      },
  );
  const [editorKey, setEditorKey] = useState(0);
  const [state, setState] = useState(initial);
  const [server, setServer] = useState("http://localhost:5080");
  const [copied, setCopied] = useState("");
  const curl = useMemo(() => testTransformerCurl(state, server), [state, server]);
  const flowgVersion = useFlowgVersion();

  const [linkTooLong, setLinkTooLong] = useState(false);
  const onChange = useCallback((next: PlaygroundState) => {
    setState(next);
    const hash = stateToHash(next);
    // Browsers refuse or truncate addresses of a few megabytes, and writing one on every key
    // would hold the page: a state that long stays out of the address.
    const tooLong = hash.length > MAX_LINK_CHARS;
    setLinkTooLong(tooLong);
    const url = tooLong ? window.location.pathname + window.location.search : hash;
    window.history.replaceState(window.history.state, "", url);
  }, []);

  const choose = (presetId: string) => {
    const preset = presets.find((p) => p.id === presetId);
    if (!preset) return;
    setInitial({ script: preset.script, recordJson: preset.input });
    setEditorKey((k) => k + 1);
  };
  const copy = (text: string, what: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => setCopied(`${what} copied.`))
      .catch(() =>
        setCopied(`Could not copy the ${what.toLowerCase()}; select it and copy it by hand.`),
      );
  };

  return (
    <div className={styles.playground} data-vrl-playground="ready">
      <p className={styles.rules} data-vrl-rules={flowgVersion}>
        <CodeText text={rulesSentence(flowgVersion)} />
      </p>
      <div className={toolStyles.bar}>
        <label htmlFor={`${id}-preset`}>Start from an example</label>
        <select
          id={`${id}-preset`}
          defaultValue=""
          onChange={(e) => choose(e.target.value)}
          className={toolStyles.control}
        >
          <option value="" disabled>
            Choose an example…
          </option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <VrlEditor
        key={editorKey}
        initialScript={initial.script}
        initialRecordJson={initial.recordJson}
        layout="side"
        onChange={onChange}
      />
      <div className={toolStyles.bar}>
        <button
          type="button"
          className={toolStyles.button}
          disabled={linkTooLong}
          aria-describedby={linkTooLong ? `${id}-link` : undefined}
          onClick={() => copy(window.location.href, "Link")}
        >
          Copy a link to this script and record
        </button>
        {linkTooLong && (
          <p id={`${id}-link`} className={styles.copied}>
            {`The script and record are too long for a link (over ${MAX_LINK_CHARS / 1024} KiB).`}
          </p>
        )}
        <label htmlFor={`${id}-server`}>Your FlowG server</label>
        <input
          id={`${id}-server`}
          className={`${toolStyles.control} ${styles.server}`}
          value={server}
          spellCheck={false}
          onChange={(e) => setServer(e.target.value)}
        />
        <button
          type="button"
          className={toolStyles.button}
          onClick={() => copy(curl, "curl command")}
        >
          Copy as curl
        </button>
        <p role="status" className={styles.copied}>
          {copied}
        </p>
      </div>
      <pre
        className={styles.curl}
        tabIndex={0}
        role="group"
        aria-label="The same test with curl"
        data-vrl-curl=""
      >
        {curl}
      </pre>
    </div>
  );
}
