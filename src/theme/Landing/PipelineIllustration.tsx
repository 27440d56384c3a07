import * as styles from "./styles.module.css";

type NodeKind = "source" | "transformer" | "switch" | "stream" | "forwarder";

/** Each kind of node has its colour (tokens --c-illustration-<kind>). */
const NODE_CLASSES = {
  source: styles.sourceNode,
  transformer: styles.transformerNode,
  switch: styles.switchNode,
  stream: styles.streamNode,
  forwarder: styles.forwarderNode,
} satisfies Record<NodeKind, string | undefined>;

/**
 * A pipeline as the web editor draws it: sources on the left, a VRL transformer, a switch, then
 * a stream and a forwarder. Drawn here (no screenshot), sized so it never shifts the layout.
 */
export function PipelineIllustration() {
  const node = (x: number, y: number, label: string, sub: string, kind: NodeKind) => (
    <g transform={`translate(${x} ${y})`} className={NODE_CLASSES[kind]}>
      <rect width="150" height="54" rx="10" className={styles.nodeFrame} strokeWidth="2.5" />
      <rect width="8" height="54" rx="4" className={styles.nodeBar} />
      <text
        x="20"
        y="23"
        className={styles.nodeLabel}
        // A 15px monospace glyph is about 9px wide: past 13 characters the label would leave
        // the 150px frame, so longer ones are fitted into the room left of the frame's edge.
        {...(label.length > 13 ? { textLength: 122, lengthAdjust: "spacingAndGlyphs" } : {})}
      >
        {label}
      </text>
      <text x="20" y="41" className={styles.nodeSub}>
        {sub}
      </text>
    </g>
  );
  const edge = (d: string) => (
    <path d={d} fill="none" className={styles.edge} strokeWidth="2" markerEnd="url(#arrow)" />
  );
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 760 250"
      width="760"
      height="250"
      role="img"
      aria-labelledby="pipeline-title pipeline-desc"
    >
      <title id="pipeline-title">A FlowG pipeline</title>
      <desc id="pipeline-desc">
        Syslog and HTTP sources feed a VRL transformer; a switch sends errors to an errors stream
        and forwards everything else to Datadog.
      </desc>
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" className={styles.arrow} />
        </marker>
      </defs>
      {edge("M160 52 C200 52 200 125 232 125")}
      {edge("M160 198 C200 198 200 125 232 125")}
      {edge("M390 125 L422 125")}
      {edge("M580 125 C600 125 590 52 602 52")}
      {edge("M580 125 C600 125 590 198 602 198")}
      {node(8, 25, "SYSLOG", "source", "source")}
      {node(8, 171, "HTTP / OTLP", "source", "source")}
      {node(238, 98, "parse-json", "transformer (VRL)", "transformer")}
      {node(428, 98, 'level == "error"', "switch", "switch")}
      {node(606, 25, "errors", "stream", "stream")}
      {node(606, 171, "datadog", "forwarder", "forwarder")}
    </svg>
  );
}
