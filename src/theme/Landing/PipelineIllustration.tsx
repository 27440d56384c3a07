import * as styles from "./styles.module.css";

/**
 * A pipeline as the web editor draws it: sources on the left, a VRL transformer, a switch, then
 * a stream and a forwarder. Drawn here (no screenshot), sized so it never shifts the layout.
 */
export function PipelineIllustration() {
  const node = (x: number, y: number, label: string, sub: string, colour: string) => (
    <g transform={`translate(${x} ${y})`}>
      <rect width="150" height="54" rx="10" fill="#ffffff" stroke={colour} strokeWidth="2.5" />
      <rect width="8" height="54" rx="4" fill={colour} />
      <text x="20" y="23" className={styles.nodeLabel}>
        {label}
      </text>
      <text x="20" y="41" className={styles.nodeSub}>
        {sub}
      </text>
    </g>
  );
  const edge = (d: string) => (
    <path d={d} fill="none" stroke="#8a94a6" strokeWidth="2" markerEnd="url(#arrow)" />
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
          <path d="M0 0 10 5 0 10z" fill="#8a94a6" />
        </marker>
      </defs>
      {edge("M160 52 C200 52 200 125 232 125")}
      {edge("M160 198 C200 198 200 125 232 125")}
      {edge("M390 125 L422 125")}
      {edge("M580 125 C600 125 590 52 602 52")}
      {edge("M580 125 C600 125 590 198 602 198")}
      {node(8, 25, "SYSLOG", "source", "#c2410c")}
      {node(8, 171, "HTTP / OTLP", "source", "#c2410c")}
      {node(238, 98, "parse-json", "transformer (VRL)", "#1d4ed8")}
      {node(428, 98, "level = error", "switch", "#b91c1c")}
      {node(606, 25, "errors", "stream", "#7e22ce")}
      {node(606, 171, "datadog", "forwarder", "#047857")}
    </svg>
  );
}
