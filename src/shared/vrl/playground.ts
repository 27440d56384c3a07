/**
 * The transformer playground's pure parts: presets, the state kept in the URL and the curl
 * command for FlowG's test API. Shared by the page builder (presets) and the browser.
 */
export interface VrlPreset {
  /** `<doc route>#<example name>`, unique on the site. */
  id: string;
  /** "What Is a Transformer? — from-logfmt". */
  label: string;
  script: string;
  /** The input record as JSON. */
  input: string;
}

export interface PlaygroundState {
  script: string;
  recordJson: string;
}

/** The state as a URL fragment (`#script=...&record=...`): never sent to a server. */
export function stateToHash(state: PlaygroundState): string {
  const params = new URLSearchParams({ script: state.script, record: state.recordJson });
  return `#${params.toString()}`;
}

export function stateFromHash(hash: string): PlaygroundState | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const script = params.get("script");
  const recordJson = params.get("record");
  return script !== null && recordJson !== null ? { script, recordJson } : null;
}

/**
 * The same test as a call to FlowG's `POST /api/v1/test/transformer` (body `{code, record}`),
 * for the reader's own server. The body goes through a quoted here-document, so the shell
 * changes nothing in it.
 */
export function testTransformerCurl(state: PlaygroundState, server: string): string {
  let record: string;
  try {
    record = JSON.stringify(JSON.parse(state.recordJson));
  } catch {
    record = state.recordJson.trim(); // sent as typed: FlowG's answer will say what is wrong
  }
  const body = `{"code": ${JSON.stringify(state.script)}, "record": ${record}}`;
  const base = server.trim().replace(/\/+$/, "") || "http://localhost:5080";
  let delimiter = "FLOWG_TEST";
  while (body.split("\n").includes(delimiter)) delimiter += "_";
  return [
    `curl -sS -X POST "${base}/api/v1/test/transformer" \\`,
    `  -H "Authorization: Bearer $FLOWG_API_TOKEN" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  --data-binary @- <<'${delimiter}'`,
    body,
    delimiter,
  ].join("\n");
}
